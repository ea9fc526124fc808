#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail. Pure benchmarks first, then the build's bundle sizes,
// then the ones that need the emulator suite.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, run } from './lib/run.mjs';
import { bundleScript } from './lib/bundle.mjs';
import { firebaseBin, repoRoot } from './lib/paths.mjs';

await ensureInstalled();
const { emulatorArgs, emulatorProcessEnv } = await import('./emulators.mjs');
const { suiteLimitsEnv } = await import('./lib/suite-limits.mjs');

async function bundle(name) {
  const outfile = join(repoRoot, '.cache', `bench-${name}.mjs`);
  return bundleScript(`bench/${name}.ts`, outfile, 'esm');
}

let failures = 0;
failures += (await run(process.execPath, [await bundle('slots')])) ? 1 : 0;
if (await run(process.execPath, ['scripts/build.mjs'])) process.exit(1);
if (existsSync(join(repoRoot, 'bench', 'bundle-size.mjs')))
  failures += (await run(process.execPath, ['bench/bundle-size.mjs'])) ? 1 : 0;
const booking = await bundle('booking');
// The bench books 34 times from one address: the suite's abuse limits, not production's (whose
// per-client limit answers 429 after 10), so the figure is the request path's, checks included.
// Booking latency and month availability share one emulator run. FIRESTORE_METERING=1 makes the
// emulated functions count each request's Firestore reads, writes and round trips
// (functions/src/data/metering.ts), which the booking bench prints.
const availability = await bundle('availability');
failures += (await run(firebaseBin, emulatorArgs(`node ${booking} && node ${availability}`), {
  env: { ...emulatorProcessEnv(), ...suiteLimitsEnv(), FIRESTORE_METERING: '1' },
}))
  ? 1
  : 0;
// Lighthouse on the built app as Hosting serves it, with the demo data (its shop page).
failures += (await run(firebaseBin, emulatorArgs('node scripts/seed.mjs && node bench/lighthouse.mjs'), {
  env: emulatorProcessEnv(),
}))
  ? 1
  : 0;
process.exit(failures ? 1 : 0);
