// Demo payments (`npm start`, docs/payments.md "Demo mode"): the tests' fake Stripe API on a fixed
// local port, so a tester can try the subscription, deposits, cards on file and no-show fees with
// no real money and no network. It also serves the stand-in for Stripe.js the emulator build
// loads (never a real build), answers what Stripe.js asks of the platform's own intents (the
// subscription's card), and delivers the Connect events to the functions emulator's webhook.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { fakeStripeJs } from '../../e2e/support/fake-stripe-js';
import { startFakeStripe, type FakeStripe } from '../../e2e/support/fake-stripe';

const port = Number(process.env.DEMO_STRIPE_PORT);
const connectWebhookUrl = process.env.DEMO_CONNECT_WEBHOOK_URL;
const connectSecret = process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
if (!port || !connectWebhookUrl || !connectSecret)
  throw new Error('DEMO_STRIPE_PORT, DEMO_CONNECT_WEBHOOK_URL and STRIPE_CONNECT_WEBHOOK_SECRET are needed');

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...cors, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Stripe.js confirming one of the platform's own intents (the subscription: a trial's saved card,
 * the first invoice): the fake's billing side has no such endpoint (its tests answer it in the
 * page), so the card is taken as Stripe would take 4242.
 */
function platformConfirm(fake: FakeStripe, path: string, res: ServerResponse): boolean {
  const setup = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path);
  if (setup && fake.setupIntents.has(setup[1]!)) {
    fake.confirmSetupIntent(setup[1]!);
    json(res, 200, fake.setupIntents.get(setup[1]!));
    return true;
  }
  const payment = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
  if (payment && fake.paymentIntents.get(payment[1]!)?.invoice) {
    fake.payInvoice(payment[1]!);
    json(res, 200, fake.paymentIntents.get(payment[1]!));
    return true;
  }
  return false;
}

function forward(fake: FakeStripe, req: IncomingMessage, res: ServerResponse) {
  const upstream = httpRequest(
    { host: '127.0.0.1', port: fake.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => json(res, 502, { error: { type: 'api_error', message: 'The demo Stripe API is not answering' } }));
  req.pipe(upstream);
}

const fake = await startFakeStripe();
fake.connect.deliverEventsTo(connectWebhookUrl, connectSecret);

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://demo').pathname;
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  if (req.method === 'GET' && path === '/js/stripe.js') {
    // its API calls come back here, on the host the page loaded it from
    res.writeHead(200, { ...cors, 'content-type': 'application/javascript', 'cache-control': 'no-store' });
    return void res.end(
      `console.info('Demo payments: Stripe.js is a local stand-in. No real money moves.');\n${fakeStripeJs({ apiBase: `http://${req.headers.host}` })}`,
    );
  }
  const stripeJsCall =
    req.method === 'POST' && !req.headers['stripe-account'] && !String(req.headers.authorization ?? '').startsWith('Bearer sk_');
  if (stripeJsCall && platformConfirm(fake, path, res)) return;
  forward(fake, req, res);
});
server.listen(port, '0.0.0.0', () =>
  console.log(`Demo payments: the fake Stripe API listens on port ${port}. No real money moves.`),
);

const stop = () => {
  server.close();
  void fake.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
