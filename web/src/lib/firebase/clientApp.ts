import { getApp, getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';

/**
 * Local runs are a `demo-` project on the emulators: the build names it (scripts/lib/ports.mjs
 * sets VITE_FIREBASE_PROJECT_ID) and the dev server and tests default to it. A production build
 * names no project: its config is Hosting's reserved `/__/firebase/init.json` for the project
 * the site is deployed to (docs/deploy.md), so one build serves any project.
 */
const demoProjectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? (import.meta.env.PROD ? '' : 'demo-barbershop');

/** Emulator wiring is for `demo-` projects only: a real project never talks to 127.0.0.1. */
export const usesEmulators = demoProjectId.startsWith('demo-');

const demoConfig = (projectId: string): FirebaseOptions => ({
  apiKey: 'demo-api-key',
  authDomain: `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: `${projectId}.appspot.com`,
  appId: 'demo-app',
});

async function hostingConfig(): Promise<FirebaseOptions> {
  const res = await fetch('/__/firebase/init.json');
  if (!res.ok)
    throw new Error(`The Firebase config /__/firebase/init.json answered ${res.status}: is this site on Firebase Hosting?`);
  return (await res.json()) as FirebaseOptions;
}

let config: FirebaseOptions | null = usesEmulators ? demoConfig(demoProjectId) : null;
let ready: Promise<FirebaseOptions> | null = config ? Promise.resolve(config) : null;

/**
 * The project's config, fetched once on first use. Only the owner area, sign-in and the manage
 * page ask for it (all lazy chunks), so the request never delays a public page. (A top-level
 * await here made the bundler split the public pages into 43 files and 13 KB more.)
 */
export function firebaseConfigReady(): Promise<FirebaseOptions> {
  ready ??= hostingConfig().then(
    (loaded) => (config = loaded),
    (err: unknown) => {
      ready = null; // the next use asks again
      throw err;
    },
  );
  return ready;
}

/** Whether the config is there already (always for a demo project): no need to wait. */
export const firebaseConfigLoaded = (): boolean => config !== null;

/** The loaded config; callers await firebaseConfigReady() first. */
export function firebaseConfig(): FirebaseOptions {
  if (!config) throw new Error('The Firebase config is not loaded yet: await firebaseConfigReady() first');
  return config;
}

/** Emulators are reached on the host that served the page, so a phone on the LAN works too. */
export const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;

export const emulatorPorts = {
  firestore: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  auth: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  storage: Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
};

export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseConfig());
}
