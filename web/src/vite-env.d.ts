/// <reference types="vite/client" />
/// <reference types="dayjs/plugin/utc" />
/// <reference types="dayjs/plugin/timezone" />

interface ImportMetaEnv {
  /** a `demo-` project id: the emulator build (a production build takes /__/firebase/init.json) */
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** reCAPTCHA Enterprise site key: App Check tokens on /api writes (docs/deploy.md) */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_STORAGE_EMULATOR_PORT?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}
