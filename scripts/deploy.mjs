#!/usr/bin/env node
// `npm run deploy -- --project <id> [firebase deploy options]` (docs/deploy.md): builds the web
// app in production mode (no project baked in: Hosting's /__/firebase/init.json names it) and
// the functions, then `firebase deploy` of the Firestore rules and indexes, the Storage rules,
// the functions and Hosting. Options after the project go to `firebase deploy` as they are
// (`--dry-run`, `--only hosting`, `--force`, `--non-interactive`, ...).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, repoRoot } from './lib/paths.mjs';
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
console.log(
  `[deploy] project ${project}; App Check in the web app: ${siteKey ? 'on (reCAPTCHA Enterprise)' : 'off (no site key)'}`,
);

// [name, command, arguments, run options]
const steps = [
  // GCLOUD_PROJECT: the build bakes in the secrets functions/.env.<project> lists (FUNCTION_SECRETS)
  ['functions build', 'npm', ['run', 'build', '-w', 'functions'], { env: { GCLOUD_PROJECT: project } }],
  [
    'web build (production)',
    'npm',
    ['run', 'build', '-w', 'web'],
    { env: { ...webEnv, WEB_OUT_DIR: join(repoRoot, 'web', 'dist') }, replaceEnv: true },
  ],
  [
    'firebase deploy',
    firebaseBin,
    ['deploy', '--project', project, '--only', 'firestore,storage,functions,hosting', ...passThrough],
    {},
  ],
];
for (const [name, cmd, cmdArgs, options] of steps) {
  console.log(`\n[deploy] ${name}`);
  const code = await run(cmd, cmdArgs, { cwd: repoRoot, ...options });
  if (code) {
    console.error(`[deploy] ${name} failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log(`\n[deploy] done${dryRun ? ' (dry run: nothing was changed)' : ''}.`);
