#!/usr/bin/env node
// `npm test`: typecheck, lint with the boundary rules, the import-cycle check, the Prettier format check, unit and
// component tests, the mutation score of core/, a build, the deploy-artifact check, then the API, rules and browser tests inside one `firebase emulators:exec`. Ends with one line
// `N passed, N failed` (and `N skipped`, each reason listed above it).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium, ensureInstalled, run } from './lib/run.mjs';

await ensureInstalled();
const { resultsDir } = await import('./lib/ports.mjs');
const { emulatorArgs, emulatorProcessEnv } = await import('./emulators.mjs');
const { firebaseBin } = await import('./lib/paths.mjs');
const { suiteLimitsEnv } = await import('./lib/suite-limits.mjs');

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const checks = []; // { name, ok }
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const code = await fn();
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  checks.push({ name, ok: code === 0 });
  return code === 0;
}

const vitestArgs = (projects, file) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(resultsDir, file)}`,
];

await step('typecheck', () => run('npx', ['tsc', '-b', 'core', 'functions', 'web', 'e2e']));
// ESLint carries the boundary rules (import cycles, who may import app/, Firestore and express;
// eslint.config.js and docs/architecture.md).
await step('lint and boundaries', () => run('npx', ['eslint', '.', '--max-warnings=0']));
// No file cycle and no folder cycle between domain folders in core, functions and web (madge;
// docs/layers.md). Cycles in scripts/cycles-allowlist.json pass until they are broken.
await step('import cycles', () => run(process.execPath, ['scripts/check-cycles.mjs']));
await step('format check', () => run('npx', ['prettier', '--check', '.']));
// Dead code: unused files, exports and dependencies of every workspace (knip.json).
await step('dead code (knip)', () => run('npx', ['knip', '--no-progress']));
await step('unit and component tests', () => run('npx', vitestArgs(['unit', 'web'], 'unit.json')));
// Fails when the mutation score of core/ drops under 90% (stryker.config.json).
await step('mutation score of core/', () => run(process.execPath, ['scripts/mutation.mjs']));
const built = await step('build', async () => {
  return run(process.execPath, ['scripts/build.mjs']);
});
// The functions folder as `firebase deploy` uploads it installs and loads on its own (docs/deploy.md).
if (built) await step('deploy artifact', () => run(process.execPath, ['scripts/check-deploy-artifact.mjs']));
const hasBrowser = await ensureChromium();
if (built) {
  const inner = `node scripts/emulator-tests.mjs ${hasBrowser ? '' : '--no-browser'}`.trim();
  await step('emulator suite (api, rules, e2e)', () =>
    run(firebaseBin, emulatorArgs(inner), { env: { ...emulatorProcessEnv(), ...suiteLimitsEnv() } }),
  );
} else {
  console.log('\n=== emulator suite skipped: the build failed');
}

// Tally tests from the JSON reports; a failed check (typecheck, lint, build, emulator start)
// that left no test report counts as one failure so that it can never pass silently. A project
// whose report is missing after its step ran counts as failed too: tests never vanish from the
// total. Skipped tests are listed with their reason (the describe title or the report's).
let passed = 0;
let failed = 0;
let skipped = 0;
const skipReasons = new Map(); // reason -> count
const missingReports = [];
const failedTests = []; // "file › title", listed last so a truncated log still names them
for (const file of ['unit.json', 'api.json', 'rules.json', 'e2e.json']) {
  const path = join(resultsDir, file);
  if (!existsSync(path)) {
    missingReports.push(file);
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed') {
        const where = relative(process.cwd(), result.name ?? '');
        failedTests.push(`${where} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`);
      }
      if (!['skipped', 'pending', 'todo'].includes(test.status)) continue;
      const reason = test.skipReason ?? test.ancestorTitles?.[0] ?? test.title;
      skipReasons.set(reason, (skipReasons.get(reason) ?? 0) + 1);
    }
  }
}
const failedChecks = checks.filter((c) => !c.ok);
for (const c of failedChecks) console.log(`FAILED: ${c.name}`);
for (const file of missingReports) console.log(`FAILED: no test report ${file} (its tests did not run)`);
for (const [reason, count] of skipReasons) console.log(`SKIPPED ${count}: ${reason}`);
for (const name of failedTests) console.log(`FAILED TEST: ${name}`);
if (failedChecks.length && failed === 0) failed = failedChecks.length;
if (missingReports.length && failed === 0) failed = missingReports.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedChecks.length || missingReports.length || failed ? 1 : 0);
