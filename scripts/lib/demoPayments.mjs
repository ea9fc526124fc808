// Demo payments for `npm start` (docs/payments.md "Demo mode"): the fake Stripe API of the tests
// on a fixed local port (scripts/demo/demoStripe.ts), the functions emulator's Stripe client
// pointed at it with pretend keys (billing and payments on), the emulator build loading a local
// stand-in for Stripe.js, and the emulator CSP allowing that port. `npm test` never runs it; a
// real build and a deployed project never see any of it. Off when functions/.env.local sets a
// real Stripe test key (the developer wants Stripe's own test mode) or DEMO_PAYMENTS=0.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectId, repoRoot } from './paths.mjs';
import { portOffset, ports } from './ports.mjs';

/** functions/src/app/region.ts's FUNCTIONS_REGION: the emulator serves each function under it. */
const REGION = 'europe-west2';

/** stripe-mock's port, shifted like the emulators' (EMULATOR_PORT_OFFSET). */
export const demoStripePort = 12111 + portOffset;

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_demo_no_real_money',
  STRIPE_WEBHOOK_SECRET: 'whsec_demo_billing',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_demo_connect',
};
const PARAMS = {
  STRIPE_PUBLISHABLE_KEY: 'pk_test_demo_no_real_money',
  STRIPE_PRICE_BASE: 'price_demo_base',
  STRIPE_PRICE_SEAT: 'price_demo_seat',
};

export function demoPaymentsWanted() {
  if (process.env.DEMO_PAYMENTS === '0') return false;
  const local = join(repoRoot, 'functions', '.env.local');
  return !(existsSync(local) && /^\s*STRIPE_SECRET_KEY\s*=\s*\S/m.test(readFileSync(local, 'utf8')));
}

/**
 * The functions' env files for the demo: functions/.env (and .env.local) copied with the Stripe
 * params given pretend values. The emulator reads them from here (firebase.json's `configDir`),
 * since its env files override the process environment.
 */
function demoConfigDir() {
  const dir = join(repoRoot, '.cache', `demo-payments-${portOffset}`);
  mkdirSync(dir, { recursive: true });
  const base = readFileSync(join(repoRoot, 'functions', '.env'), 'utf8');
  const lines = base.split('\n').filter((line) => !Object.keys(PARAMS).some((key) => line.startsWith(`${key}=`)));
  writeFileSync(
    join(dir, '.env'),
    `${lines.join('\n')}\n${Object.entries(PARAMS)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
  );
  for (const extra of ['.env.local', `.env.${projectId}`]) {
    const from = join(repoRoot, 'functions', extra);
    if (existsSync(from)) copyFileSync(from, join(dir, extra));
  }
  // firebase-tools resolves configDir from the project directory (the repo root)
  return relative(repoRoot, dir);
}

/** Everything `npm start` needs to run the demo. */
export function demoPayments() {
  const connectWebhookUrl = `http://127.0.0.1:${ports.functions}/${projectId}/${REGION}/stripeConnectWebhook`;
  return {
    port: demoStripePort,
    /** firebase.offset-N.json: the functions' env files, and the CSP's extra origin */
    config: { functionsConfigDir: demoConfigDir(), origin: `http://*:${demoStripePort}` },
    /** the emulator suite's process: secrets (never in env files) and where the Stripe client goes */
    emulatorEnv: {
      ...KEYS,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(demoStripePort),
      STRIPE_API_PROTOCOL: 'http',
    },
    /** the web build: Stripe.js from the local stand-in, and the "no real money" banner */
    webEnv: { VITE_DEMO_STRIPE_PORT: String(demoStripePort), VITE_DEMO_PAYMENTS: '1' },
    /** the demo Stripe server and its seed */
    serverEnv: {
      ...KEYS,
      DEMO_STRIPE_PORT: String(demoStripePort),
      DEMO_STRIPE_API: `http://127.0.0.1:${demoStripePort}`,
      DEMO_CONNECT_WEBHOOK_URL: connectWebhookUrl,
    },
  };
}
