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

const env = clientEnv();
if (await run(process.execPath, ['scripts/build.mjs'])) {
  console.error('Build failed.');
  process.exit(1);
}

const suite = spawn(firebaseBin, emulatorArgs(), {
  env: { ...process.env, ...emulatorProcessEnv() },
  stdio: 'inherit',
  detached: true,
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
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
} else {
  // the emulators fire no schedules: reminders, thank-yous and follow-ups run from here
  startLocalScheduler({ origin: `http://127.0.0.1:${ports.hosting}` });
  const seconds = localJobsIntervalMs() / 1000;
  const every = seconds % 60 ? `${seconds} seconds` : `${seconds / 60} minutes`;
  console.log(
    `\n  The app is running at ${appUrl}\n  Scheduled emails (reminders, thank-yous, follow-ups) run now and every ${every}.\n  Press Ctrl-C to stop.\n`,
  );
}
