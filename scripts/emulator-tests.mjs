#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: loads the demo data, then the API, rules and browser
// tests, one project after another (each writes its JSON report for scripts/test.mjs).
import { join } from 'node:path';
import { resultsDir } from './lib/ports.mjs';
import { run } from './lib/run.mjs';

const noBrowser = process.argv.includes('--no-browser');

let failures = 0;
failures += (await run(process.execPath, ['scripts/seed.mjs'])) ? 1 : 0;
const projects = ['api', 'rules', ...(noBrowser ? [] : ['e2e'])];
for (const project of projects) {
  console.log(`\n--- ${project} tests`);
  const code = await run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${project}.json`)}`,
  ]);
  if (code) failures += 1;
}
if (noBrowser) console.log('\nBrowser tests skipped: no Chromium at /usr/bin/chromium.');
process.exit(failures ? 1 : 0);
