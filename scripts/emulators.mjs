#!/usr/bin/env node
// Runs a command inside the emulator suite: `npm run emulators -- "<command>"`.
// Without a command, starts the suite and keeps it running (used by `npm start`).
import { firebaseBin, projectId } from './lib/paths.mjs';
import { emulatorEnv, emulatorList } from './lib/emulator-env.mjs';
import { clientEnv, firebaseConfigPath, servedOrigin } from './lib/ports.mjs';
import { run } from './lib/run.mjs';
import { suiteLimitsEnv } from './lib/suite-limits.mjs';

/** `demo`: npm start's demo payments (scripts/lib/demoPayments.mjs), else null. */
export function emulatorArgs(command, only = emulatorList(), demo = null) {
  const args = ['--config', firebaseConfigPath(demo), '--project', projectId, '--only', only.join(',')];
  return command ? ['emulators:exec', ...args, command] : ['emulators:start', ...args];
}

export function emulatorProcessEnv() {
  // the functions read EMULATOR_APP_URL for the links in emails (functions/src/email/params.ts)
  return { ...emulatorEnv(), ...clientEnv(), EMULATOR_APP_URL: servedOrigin };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv.slice(2).join(' ');
  // A command runs inside the suite (the tests): their limits. Without one, the production defaults.
  const env = { ...emulatorProcessEnv(), ...(command ? suiteLimitsEnv() : {}) };
  const code = await run(firebaseBin, emulatorArgs(command || undefined), { env });
  process.exit(code);
}
