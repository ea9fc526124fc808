#!/usr/bin/env node
// `npm run deploy -- --project <id> [firebase deploy options]` (docs/deploy.md): builds the web
// app in production mode (no project baked in: Hosting's /__/firebase/init.json names it) and
// the functions, turns on the Firestore data protection (point-in-time recovery, delete
// protection, a daily backup schedule), then `firebase deploy` of the Firestore rules and
// indexes, the Storage rules, the functions and Hosting. The steps are scripts/lib/deployPlan.mjs;
// a dry run prints them and runs only the builds and `firebase deploy --dry-run`. Options after
// the project go to `firebase deploy` as they are (`--dry-run`, `--only hosting`, `--force`,
// `--non-interactive`, ...).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, repoRoot } from './lib/paths.mjs';
import { BACKUP_RETENTION, backupScheduleCommand, deployPlan, describePlan, schedulesFromJson } from './lib/deployPlan.mjs';
import { ensureInstalled, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const at = args.findIndex((a) => a === '--project' || a === '-P' || a.startsWith('--project='));
const project = at < 0 ? '' : args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
if (!project) {
  console.error('Usage: npm run deploy -- --project <firebase-project-id> [firebase deploy options]');
  process.exit(2);
}
const passThrough = args.filter((_, i) => i !== at && !(i === at + 1 && !args[at].includes('=')));
const dryRun = passThrough.includes('--dry-run');
if (project.startsWith('demo-') && !dryRun) {
  console.error(`${project} is a demo project: it exists only on the emulators (npm start). Deploy a real project id.`);
  process.exit(2);
}

/** A value of functions/.env.<project> (the params file the deploy reads too), if set there. */
function projectParam(name) {
  const file = join(repoRoot, 'functions', `.env.${project}`);
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : '';
}

await ensureInstalled();

// The production web build: none of the emulator variables (scripts/lib/ports.mjs) may reach
// it, or the site would talk to 127.0.0.1. The App Check site key is public; it comes from the
// environment or functions/.env.<project>.
const webEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
delete webEnv.WEB_OUT_DIR;
const siteKey = process.env.RECAPTCHA_ENTERPRISE_SITE_KEY || projectParam('RECAPTCHA_ENTERPRISE_SITE_KEY');
if (siteKey) webEnv.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY = siteKey;
// robots.txt's Sitemap: line is absolute (scripts/prerender.mjs): the site's public address, the
// same PUBLIC_APP_URL the functions' links use. Without it the line would name localhost.
const publicAppUrl = process.env.PUBLIC_APP_URL || projectParam('PUBLIC_APP_URL');
if (publicAppUrl) webEnv.PUBLIC_APP_URL = publicAppUrl;
else if (!dryRun) {
  console.error(`Set PUBLIC_APP_URL (the site's address) in functions/.env.${project} or the environment before deploying.`);
  process.exit(2);
}
console.log(
  `[deploy] project ${project}; App Check in the web app: ${siteKey ? 'on (reCAPTCHA Enterprise)' : 'off (no site key)'}`,
);

const plan = deployPlan({ project, passThrough, firebaseBin, webEnv, webOutDir: join(repoRoot, 'web', 'dist') });
console.log(`[deploy] steps${dryRun ? ' (dry run)' : ''}:\n${describePlan(plan, { dryRun }).join('\n')}`);

/** The output of a command that must succeed (the schedules list), or the deploy stops. */
function captured(cmd, cmdArgs) {
  const res = spawnSync(cmd, cmdArgs, { cwd: repoRoot, encoding: 'utf8' });
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    return null;
  }
  return res.stdout;
}

for (const step of plan) {
  console.log(`\n[deploy] ${step.name}`);
  // The dry run changes nothing: the data protection is listed above, not applied.
  if (dryRun && step.dataProtection) continue;
  let cmdArgs = step.args;
  if (step.ensure === 'backupSchedule') {
    const out = captured(step.cmd, step.list);
    if (out === null) {
      console.error('[deploy] could not list the Firestore backup schedules (docs/deploy.md section 7).');
      process.exit(1);
    }
    cmdArgs = backupScheduleCommand(schedulesFromJson(out), project);
    if (!cmdArgs) {
      console.log(`[deploy] the daily backup schedule is in place (kept ${BACKUP_RETENTION}).`);
      continue;
    }
  }
  const code = await run(step.cmd, cmdArgs, { cwd: repoRoot, ...step.options });
  if (code) {
    console.error(`[deploy] ${step.name} failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log(`\n[deploy] done${dryRun ? ' (dry run: nothing was changed)' : ''}.`);
