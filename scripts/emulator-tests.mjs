#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: loads the demo data, then the API, rules and browser
// tests, one project after another (each writes its JSON report for scripts/test.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const noBrowser = process.argv.includes('--no-browser');

let failures = 0;
failures += (await run(process.execPath, ['scripts/seed.mjs'])) ? 1 : 0;
const projects = ['api', 'rules', ...(noBrowser ? [] : ['e2e'])];
// No --passWithNoTests: a project that finds no tests fails the run.
for (const project of projects) {
  console.log(`\n--- ${project} tests`);
  const code = await run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${project}.json`)}`,
  ]);
  if (code) failures += 1;
}
if (noBrowser) failures += await reportBrowserTestsSkipped();
process.exit(failures ? 1 : 0);

/**
 * Without Chromium the browser tests cannot run; they are listed (not run) and written as an
 * e2e report of skipped tests with the reason, so the total shows them rather than losing them.
 */
async function reportBrowserTestsSkipped() {
  const reason = 'no Chromium at /usr/bin/chromium';
  const listFile = join(resultsDir, 'e2e-list.json');
  const code = await run('npx', ['vitest', 'list', '--project', 'e2e', `--json=${listFile}`]);
  if (code) return 1;
  const listed = JSON.parse(readFileSync(listFile, 'utf8'));
  const report = {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: listed.length,
    testResults: [
      {
        name: 'e2e/browser',
        assertionResults: listed.map((t) => ({ title: t.name, ancestorTitles: [], status: 'skipped', skipReason: reason })),
      },
    ],
  };
  writeFileSync(join(resultsDir, 'e2e.json'), JSON.stringify(report));
  console.log(`\nBrowser tests skipped (${listed.length}): ${reason}.`);
  return 0;
}
