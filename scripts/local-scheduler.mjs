#!/usr/bin/env node
// Runs the scheduled jobs (reminders, thank-yous, follow-ups, retries) against the running
// emulator suite of this EMULATOR_PORT_OFFSET, now and on their schedule, until stopped.
// `npm start` runs the same scheduler itself; this is for a suite started otherwise
// (`npm run emulators`) and for the test that shows it works (e2e/serial/local-scheduler.test.ts).
import { ports } from './lib/ports.mjs';
import { startLocalScheduler } from './lib/local-scheduler.mjs';

const scheduler = startLocalScheduler({ origin: `http://127.0.0.1:${ports.hosting}` });
const stop = () => void scheduler.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
