/** Where the emulator suite listens; scripts/lib/ports.mjs sets these for every test run. */
export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5000';
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-barbershop';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
