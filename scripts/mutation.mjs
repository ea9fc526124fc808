#!/usr/bin/env node
// `npm run mutation`: Stryker mutates core/ and runs its unit tests against every mutant, then
// prints the mutation score of each core/src folder. Exits 1 when the score of core/ is under
// the break threshold in stryker.config.json (90%), which is how `npm test` fails on a drop.
//
// Incremental: results are kept in mutation/core.incremental.json (committed), and Stryker only
// re-tests mutants whose code or covering tests changed since, so a fresh clone takes a minute
// or two instead of the full run's twenty. `--full` ignores it and tests every mutant.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const config = JSON.parse(readFileSync(join(repoRoot, 'stryker.config.json'), 'utf8'));
const full = process.argv.includes('--full');
const reportFile = join(repoRoot, config.jsonReporter.fileName);

const code = await run('npx', ['stryker', 'run', ...(full ? ['--force'] : [])]);
if (!existsSync(reportFile)) {
  console.error('[mutation] Stryker wrote no report');
  process.exit(1);
}

// Mutation score as Stryker counts it: detected (killed, timed out) over valid mutants
// (detected, survived, not covered). Ignored and compile-error mutants are not in the score.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const byFolder = new Map();
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
for (const [file, { mutants }] of Object.entries(report.files)) {
  const parts = relative(repoRoot, join(repoRoot, file)).split(sep);
  const folder = parts.slice(0, 3).join('/');
  const tally = byFolder.get(folder) ?? { detected: 0, undetected: 0 };
  for (const m of mutants) {
    if (DETECTED.has(m.status)) tally.detected++;
    else if (UNDETECTED.has(m.status)) tally.undetected++;
  }
  byFolder.set(folder, tally);
}
const score = ({ detected, undetected }) => (detected + undetected ? (100 * detected) / (detected + undetected) : 100);
const total = [...byFolder.values()].reduce(
  (a, t) => ({ detected: a.detected + t.detected, undetected: a.undetected + t.undetected }),
  { detected: 0, undetected: 0 },
);
const breakAt = config.thresholds.break;

console.log('\nMutation score by folder (killed or timed out / valid mutants):');
for (const [folder, tally] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `  ${folder.padEnd(32)} ${score(tally).toFixed(1).padStart(5)}%  (${tally.detected}/${tally.detected + tally.undetected})`,
  );
}
console.log(`  ${'core/ (all)'.padEnd(32)} ${score(total).toFixed(1).padStart(5)}%  target ≥ ${breakAt}%`);
if (score(total) < breakAt) {
  console.error(
    `[mutation] the mutation score of core/ is ${score(total).toFixed(1)}%, under ${breakAt}%: test the behaviour the surviving mutants changed (see the list above).`,
  );
  process.exit(1);
}
process.exit(code);
