// The product with billing turned on, for browser tests: the built web app (web/dist, built for
// this run's emulator ports) and the real /api (functions/src) served together in this test
// process, the way Hosting serves them, with the real `stripe` SDK talking to the local fake
// Stripe API. The functions emulator of the suite runs billing-disabled; only this process's
// environment turns billing on, against the same Firestore and Auth emulators. Payments
// (Connect) are on too: the Connect webhook is served at /stripeConnectWebhook and the fake
// sends it the events its state changes cause (onboarding done, an intent confirmed by Stripe.js).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { APP_URL } from './env';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { CONNECT_WEBHOOK_SECRET } from './fake-stripe-connect';

export const BILLING_PUBLISHABLE_KEY = 'pk_test_fake_browser';
/** This run's web build (scripts/lib/ports.mjs: one per port offset, the emulator ports baked in). */
const WEB_DIST = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BillingApp {
  url: string;
  fake: FakeStripe;
  close: () => Promise<void>;
}

/**
 * The response headers firebase.json gives a path, as the suite's Hosting emulator answers them
 * (its Content-Security-Policy and the other security headers), for an app that should be
 * served the way Hosting serves it.
 */
async function hostingHeaders(path: string): Promise<[string, string][]> {
  const res = await fetch(`${APP_URL}${path}`, { method: 'HEAD' });
  const wanted =
    /^(content-security-policy|strict-transport-security|x-content-type-options|x-frame-options|referrer-policy|permissions-policy)$/;
  const headers: [string, string][] = [];
  res.headers.forEach((value, key) => {
    if (wanted.test(key)) headers.push([key, value]);
  });
  return headers;
}

export async function startBillingApp(options: { withHostingHeaders?: boolean } = {}): Promise<BillingApp> {
  const fake = await startFakeStripe();
  Object.assign(process.env, fake.env(), {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_PRICE_BASE: 'price_base',
    STRIPE_PRICE_SEAT: 'price_seat',
    STRIPE_PUBLISHABLE_KEY: BILLING_PUBLISHABLE_KEY,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
  });
  const { createApiApp } = await import('../../functions/src/api/app');
  const { handleStripeConnectWebhook } = await import('../../functions/src/webhooks/stripeConnectWebhook');
  const app = express();
  app.post('/stripeConnectWebhook', express.raw({ type: '*/*' }), (req, res) => void handleStripeConnectWebhook(req, res));
  if (options.withHostingHeaders) {
    app.use((req, res, next) => {
      if (req.path.startsWith('/api/')) return next();
      hostingHeaders(req.path).then((headers) => {
        for (const [key, value] of headers) res.set(key, value);
        next();
      }, next);
    });
  }
  app.use(express.static(WEB_DIST, { index: false }));
  // Hosting's rewrites: /api/** to the api function, everything else to the single-page app.
  app.use((req, res, next) =>
    req.path.startsWith('/api/') ? next() : res.sendFile(`${WEB_DIST}/${req.path === '/' ? 'index' : 'app'}.html`),
  );
  app.use(createApiApp());
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.connect.deliverEventsTo(`${url}/stripeConnectWebhook`);
  return {
    url,
    fake,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await fake.close();
    },
  };
}
