import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

/** Local runs use the emulators of a `demo-` project; a deployment sets the VITE_FIREBASE_* vars. */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-barbershop.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-barbershop',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-barbershop.appspot.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app',
};

export const usesEmulators = firebaseConfig.projectId.startsWith('demo-');

/** Emulators are reached on the host that served the page, so a phone on the LAN works too. */
export const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;

export const emulatorPorts = {
  firestore: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  auth: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  storage: Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
};

export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseConfig);
}
