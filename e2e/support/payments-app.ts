// The product with Stripe on (billing and payments), for tests of issue 34: the real /api
// (functions/src) and both Stripe webhooks served in this test process, with the real `stripe`
// SDK talking to the local fake Stripe API, against the suite's Firestore and Auth emulators.
// The suite's functions emulator runs with Stripe off; only this process's environment turns it
// on. For browser tests (the default) the built web app is served too (as billing-app.ts does)
// and the fake delivers its Connect events itself; API tests (`apiOnly`) deliver the events they
// mean to. `connectShop` gives a test shop a connected account that can take money and a
// payment policy, as onboarding and Settings → Payments leave them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PAYMENT_POLICY, paymentAccountOf, type PaymentPolicy, type StripeAccountLike } from '@barbershop/core/payments';
import express from 'express';
import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { adminDb } from './admin';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { CONNECT_WEBHOOK_SECRET } from './fake-stripe-connect';
import { forwardStripeApiToFake, routeStripeJs } from './fake-stripe-js';

export const PAYMENTS_PUBLISHABLE_KEY = 'pk_test_fake_payments';
/** The billing webhook's signing secret (`/stripeWebhook`). */
export const WEBHOOK_SECRET = 'whsec_test_secret';
const WEB_DIST = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface PaymentsAppOptions {
  /** /api and the webhooks only: no web app, and the fake sends no events by itself */
  apiOnly?: boolean;
  /** more environment for this process (over the Stripe keys set here), e.g. rate limits */
  env?: Record<string, string>;
}

export interface PaymentsApp {
  url: string;
  fake: FakeStripe;
  /** the real SDK with the platform's key, talking to the fake */
  stripe: Stripe;
  /** the shop's connected account, onboarded, and its policy (version 1) */
  connectShop: (shopId: string, policy: Partial<PaymentPolicy>) => Promise<string>;
  /** Stripe.js in `page`: the fake script, its API calls answered by the fake Stripe API */
  withStripeJs: (page: Page) => Promise<void>;
  close: () => Promise<void>;
}

export async function startPaymentsApp({ apiOnly = false, env = {} }: PaymentsAppOptions = {}): Promise<PaymentsApp> {
  const fake = await startFakeStripe();
  Object.assign(process.env, fake.env(), {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
    STRIPE_PRICE_BASE: 'price_base',
    STRIPE_PRICE_SEAT: 'price_seat',
    STRIPE_PUBLISHABLE_KEY: PAYMENTS_PUBLISHABLE_KEY,
    ...env,
  });
  // imported once the environment is set
  const { createApiApp } = await import('../../functions/src/api/app');
  const { handleStripeWebhook } = await import('../../functions/src/webhooks/stripeWebhook');
  const { handleStripeConnectWebhook } = await import('../../functions/src/webhooks/stripeConnectWebhook');
  const app = express();
  app.post('/stripeWebhook', express.raw({ type: '*/*' }), (req, res) => void handleStripeWebhook(req, res));
  app.post('/stripeConnectWebhook', express.raw({ type: '*/*' }), (req, res) => void handleStripeConnectWebhook(req, res));
  if (!apiOnly) {
    app.use(express.static(WEB_DIST, { index: false }));
    // Hosting's rewrites: /api/** to the api function, everything else to the single-page app.
    app.use((req, res, next) =>
      req.path.startsWith('/api/') ? next() : res.sendFile(`${WEB_DIST}/${req.path === '/' ? 'index' : 'app'}.html`),
    );
  }
  app.use(createApiApp());
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!apiOnly) {
    fake.connect.deliverEventsTo(`${url}/stripeConnectWebhook`);
    // the links the API makes (a payment page's way back to the shop, emails) lead to this app
    process.env.PUBLIC_APP_URL = env.PUBLIC_APP_URL ?? url;
  }

  async function connectShop(shopId: string, policy: Partial<PaymentPolicy>): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${fake.port}/v1/accounts`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_fake', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ country: 'GB', 'metadata[shopId]': shopId }).toString(),
    });
    const { id } = (await res.json()) as { id: string };
    const account = fake.connect.completeOnboarding(id);
    const now = new Date();
    await adminDb.doc(`paymentAccounts/${shopId}`).set(paymentAccountOf(shopId, account as StripeAccountLike, now));
    await adminDb.doc(`barbershops/${shopId}`).update({
      paymentsLive: true,
      paymentPolicy: { ...DEFAULT_PAYMENT_POLICY, ...policy, version: 1, updatedAt: now },
    });
    return id;
  }

  return {
    url,
    fake,
    stripe: new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http' }),
    connectShop,
    withStripeJs: async (page) => {
      await routeStripeJs(page, () => 'serve');
      await forwardStripeApiToFake(page, fake.port);
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await fake.close();
    },
  };
}
