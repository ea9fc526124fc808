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
  /** demo mode (`npm start` only): the port of the local fake Stripe API serving a stand-in for Stripe.js; never set in a real build */
  readonly VITE_DEMO_STRIPE_PORT?: string;
  /** demo mode: the pages say payments are pretend */
  readonly VITE_DEMO_PAYMENTS?: string;
}
