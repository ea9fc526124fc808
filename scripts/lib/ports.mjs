// Emulator ports. EMULATOR_PORT_OFFSET shifts every port so that several suites (for example
// two engineers' test runs on one machine) can run side by side; 0 gives firebase.json's own.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorHosting } from './csp.mjs';
import { repoRoot } from './paths.mjs';
import { portOffsetProblems, portOffsetRefusal } from './portOffset.mjs';

const base = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));

const basePorts = Object.fromEntries(
  Object.entries(base.emulators)
    .filter(([, v]) => v && typeof v === 'object' && 'port' in v)
    .map(([name, v]) => [name, v.port]),
);

// An offset that lands on another emulator's default port or on a port fetch blocks is refused
// before anything starts (scripts/lib/portOffset.mjs).
const offsetProblems = portOffsetProblems(process.env.EMULATOR_PORT_OFFSET, basePorts);
if (offsetProblems.length) {
  console.error(portOffsetRefusal(offsetProblems));
  process.exit(2);
}

export const portOffset = Number(process.env.EMULATOR_PORT_OFFSET?.trim() || 0);

export const ports = Object.fromEntries(Object.entries(basePorts).map(([name, port]) => [name, port + portOffset]));

/** Where this offset's suite serves the app: what `npm start` prints and every email links to. */
export const servedOrigin = `http://localhost:${ports.hosting}`;

/** Each offset serves its own web build, since the emulator ports are baked into it. */
export const webOutDir = portOffset === 0 ? 'web/dist' : `web/dist-${portOffset}`;

/**
 * Path of the firebase.json the emulators run with: a copy of the committed one (git-ignored)
 * with every port shifted by the offset, this offset's web build, and the emulator variant of
 * the Content-Security-Policy (scripts/lib/csp.mjs), which also allows the emulators' origins
 * (and, in `npm start`'s demo payments, the local fake Stripe API's).
 */
export function firebaseConfigPath(demo = null) {
  const shifted = structuredClone(base);
  for (const [name, port] of Object.entries(ports)) shifted.emulators[name].port = port;
  shifted.hosting = emulatorHosting(base.hosting, ports, demo ? [demo.origin] : []);
  // demo payments (`npm start`, scripts/lib/demoPayments.mjs): the functions' env files with pretend Stripe values
  if (demo) shifted.functions = shifted.functions.map((f) => ({ ...f, configDir: demo.functionsConfigDir }));
  shifted.hosting.public = webOutDir;
  const path = join(repoRoot, `firebase.offset-${portOffset}.json`);
  writeFileSync(path, `${JSON.stringify(shifted, null, 2)}\n`);
  return path;
}

/** Variables the tests, the seed script and the web build read to find the emulators. */
export function clientEnv() {
  return {
    GCLOUD_PROJECT: 'demo-barbershop',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    APP_URL: `http://127.0.0.1:${ports.hosting}`,
    // the web build of a demo- project talks to the emulators (web/src/lib/firebase/clientApp.ts)
    VITE_FIREBASE_PROJECT_ID: 'demo-barbershop',
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    WEB_OUT_DIR: join(repoRoot, webOutDir),
  };
}

/** JSON test reports of this run (per offset, so parallel runs do not mix). */
export const resultsDir = join(repoRoot, '.cache', portOffset === 0 ? 'test-results' : `test-results-${portOffset}`);
