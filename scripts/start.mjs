#!/usr/bin/env node
// `npm start`: installs what is missing, builds, starts the emulator suite, loads the demo data,
// runs the scheduled jobs on their schedule (scripts/lib/local-scheduler.mjs) and serves the app
// at http://localhost:5000 (plus EMULATOR_PORT_OFFSET). Ctrl-C stops every process it started.
import { spawn } from 'node:child_process';
import { ensureInstalled, run } from './lib/run.mjs';

await ensureInstalled();
const { firebaseBin } = await import('./lib/paths.mjs');
const { clientEnv, ports, servedOrigin } = await import('./lib/ports.mjs');
const { startLocalScheduler, localJobsIntervalMs } = await import('./lib/local-scheduler.mjs');
const { emulatorArgs, emulatorProcessEnv } = await import('./emulators.mjs');
const { demoPayments, demoPaymentsWanted } = await import('./lib/demoPayments.mjs');
const { bundleScript } = await import('./lib/bundle.mjs');
const { repoRoot } = await import('./lib/paths.mjs');
const { join } = await import('node:path');

const env = clientEnv();
// Demo payments (docs/payments.md "Demo mode"): pretend Stripe, no real money, unless real test keys are set.
const demo = demoPaymentsWanted() ? demoPayments() : null;
if (await run(process.execPath, ['scripts/build.mjs'], { env: demo?.webEnv ?? {} })) {
  console.error('Build failed.');
  process.exit(1);
}

let demoStripe = null;
if (demo) {
  const server = await bundleScript('scripts/demo/demoStripe.ts', join(repoRoot, '.cache', 'demo-stripe.mjs'), 'esm');
  demoStripe = spawn(process.execPath, [server], { env: { ...process.env, ...demo.serverEnv }, stdio: 'inherit' });
}

const suite = spawn(firebaseBin, emulatorArgs(undefined, undefined, demo?.config ?? null), {
  env: { ...process.env, ...emulatorProcessEnv(), ...(demo?.emulatorEnv ?? {}) },
  stdio: 'inherit',
  detached: true,
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
  demoStripe?.kill('SIGTERM');
  try {
    process.kill(-suite.pid, 'SIGINT');
  } catch {
    /* already gone */
  }
  const force = setTimeout(() => {
    try {
      process.kill(-suite.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
    process.exit(code);
  }, 15_000);
  suite.once('exit', () => {
    clearTimeout(force);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
suite.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulator suite exited (code ${code}).`);
    process.exit(code ?? 1);
  }
});

const appUrl = servedOrigin;

/** The demo shops' connected accounts and policies (scripts/demo/seedDemoPayments.ts); answers the exit code. */
async function seedDemoPayments(demo) {
  const seed = await bundleScript('scripts/demo/seedDemoPayments.ts', join(repoRoot, '.cache', 'seed-demo-payments.mjs'), 'esm');
  return run(process.execPath, [seed], { env: { ...env, ...demo.serverEnv } });
}
async function waitForApi(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${ports.hosting}/api/health`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

if (!(await waitForApi(Date.now() + 180_000))) {
  console.error('The emulators did not come up within 3 minutes.');
  stop(1);
} else if (await run(process.execPath, ['scripts/seed.mjs'], { env })) {
  console.error('Loading the demo data failed.');
  stop(1);
} else if (demo && (await seedDemoPayments(demo))) {
  console.error('Setting up the demo payments failed.');
  stop(1);
} else {
  // the emulators fire no schedules: reminders, thank-yous and follow-ups run from here
  startLocalScheduler({ origin: `http://127.0.0.1:${ports.hosting}` });
  const seconds = localJobsIntervalMs() / 1000;
  const every = seconds % 60 ? `${seconds} seconds` : `${seconds / 60} minutes`;
  const demoNote = demo
    ? '\n  DEMO PAYMENTS: Stripe is a local fake. No real money moves. Test cards: 4242 4242 4242 4242 (succeeds),\n  4000 0000 0000 0002 (declined), 4000 0027 6000 3184 (authentication required). Classic Cuts takes a 20% deposit,\n  Royal Fade Studio a card on file with a no-show fee (docs/payments.md "Demo mode").'
    : '';
  console.log(
    `\n  The app is running at ${appUrl}${demoNote}\n  Scheduled emails (reminders, thank-yous, follow-ups) run now and every ${every}.\n  Press Ctrl-C to stop.\n`,
  );
}
