/// <reference types="vite/client" />
/// <reference types="dayjs/plugin/utc" />
/// <reference types="dayjs/plugin/timezone" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_STORAGE_EMULATOR_PORT?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}
