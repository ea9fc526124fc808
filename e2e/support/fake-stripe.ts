// A local stand-in for the few Stripe endpoints the billing code calls. The real `stripe` SDK
// talks to it over HTTP (host/port/protocol settings), sending form-encoded bodies as it does
// to Stripe; every request is recorded so tests can assert what was sent. Requests on a
// connected account (the `Stripe-Account` header) and the Connect endpoints are answered by
// `connect` (fake-stripe-connect.ts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeConnect } from './fake-stripe-connect';

type Json = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** the form body (POST) or query (GET), decoded into nested objects and arrays */
  params: Json;
  idempotencyKey: string | undefined;
  /** the `Stripe-Account` header: the connected account the call was made on (direct charges) */
  stripeAccount: string | undefined;
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Decodes Stripe's form encoding (`items[0][price]=p&expand[0]=x`) into nested values. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (v: any): any => {
    if (!v || typeof v !== 'object') return v;
    const keys = Object.keys(v);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(v[k])]));
    return keys.length > 0 && keys.every((k) => /^\d+$/.test(k))
      ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => mapped[k])
      : mapped;
  };
  return arrays(root);
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  /** Connect: connected accounts and the objects on them (customers, intents, refunds...). */
  readonly connect = new FakeStripeConnect(() => `http://127.0.0.1:${this.port}`);
  private server = createServer((req, res) => void this.serve(req, res));
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What process.env needs so that the billing code's Stripe client talks to this server. */
  env(): Record<string, string> {
    return { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(this.port), STRIPE_API_PROTOCOL: 'http' };
  }

  /**
   * The next request matching `method` and `pathPattern` answers 500 (Stripe's `api_error`), with
   * `Stripe-Should-Retry: false` so the SDK does not retry it. `applied`: the request is carried
   * out first and only its reply is lost (a timeout after Stripe acted).
   */
  failNext(method: string, pathPattern: RegExp, options: { applied?: boolean } = {}): void {
    this.failures.push({ method, pathPattern, applied: options.applied ?? false });
  }

  private readonly failures: { method: string; pathPattern: RegExp; applied: boolean }[] = [];

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  /** What Stripe.js does when the customer confirms the card of a SetupIntent. */
  confirmSetupIntent(setupIntentId: string): void {
    const si = this.setupIntents.get(setupIntentId)!;
    si.status = 'succeeded';
    si.payment_method = id('pm');
    for (const sub of this.subscriptions.values()) {
      if (sub.pending_setup_intent === setupIntentId) sub.default_payment_method = si.payment_method;
    }
  }

  /** What Stripe.js and Stripe do when the customer pays the first invoice on /subscribe. */
  payInvoice(paymentIntentId: string): void {
    const pi = this.paymentIntents.get(paymentIntentId)!;
    pi.status = 'succeeded';
    const invoice = this.invoices.get(pi.invoice)!;
    invoice.status = 'paid';
    const sub = this.subscriptions.get(invoice.subscription)!;
    sub.status = 'active';
    for (const item of sub.items.data) item.current_period_end = now() + 30 * DAY;
  }

  private async serve(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    // Stripe.js calls the API from the page (demo mode: straight to this server).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/fake-connect/onboarding/')) return this.onboarding(req.method ?? '', url, res);
    if (url.pathname.startsWith('/fake-connect/checkout/')) return this.checkout(req.method ?? '', url, res);
    const params = decodeStripeForm(req.method === 'GET' ? url.search.slice(1) : raw);
    const stripeAccount = (req.headers['stripe-account'] as string | undefined) || undefined;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey, stripeAccount });
    const secretKey = String(req.headers.authorization ?? '').startsWith('Bearer sk_');
    const caller = { stripeAccount, secretKey, publishableKey: typeof params.key === 'string' ? params.key : undefined };
    if (!secretKey && !caller.publishableKey) return send(res, 401, error('Invalid API Key provided'));
    // Stripe.js (a publishable key) only reads and confirms the intents of connected accounts here.
    const forConnect = !secretKey || this.connect.handles(url.pathname, caller);
    const failure = this.failures.findIndex((f) => f.method === req.method && f.pathPattern.test(url.pathname));
    const failed = failure >= 0 ? this.failures.splice(failure, 1)[0]! : null;
    try {
      if (failed && !failed.applied) return send(res, 500, apiError(), { 'stripe-should-retry': 'false' });
      const [status, body] = forConnect
        ? this.connect.route(req.method ?? '', url.pathname, params, caller, idempotencyKey)
        : this.route(req.method ?? '', url.pathname, params);
      if (failed) return send(res, 500, apiError(), { 'stripe-should-retry': 'false' });
      send(res, status, body);
    } catch (err) {
      send(res, 500, error(String(err)));
    }
  }

  /**
   * The page an Account Link opens: Stripe's hosted onboarding, reduced to one button that
   * completes it (details submitted, charges and payouts enabled) and goes back to return_url.
   */
  private onboarding(method: string, url: URL, res: ServerResponse) {
    const link = this.connect.accountLinks.find((l) => l.url === `http://127.0.0.1:${this.port}${url.pathname}`);
    if (!link) return send(res, 404, error('This onboarding link is not known (or has expired)'));
    if (method === 'POST') {
      this.connect.completeOnboarding(link.params.account);
      res.writeHead(303, { location: link.params.return_url });
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stripe onboarding (test)</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>Stripe onboarding (test)</h1><p>This stands in for Stripe's onboarding of account ${link.params.account}. Nothing here is real.</p>
<form method="post"><button type="submit">Complete onboarding</button></form>
<p><a href="${link.params.refresh_url}">Start again</a></p></body></html>`);
  }

  /**
   * The page a Checkout Session's url opens: Stripe's hosted payment page, reduced to what it
   * charges and one button that pays it with a test card that succeeds (checkout.session.completed
   * follows, as Stripe sends it) and goes on to success_url. A page paid or expired says so.
   */
  private checkout(method: string, url: URL, res: ServerResponse) {
    const sessionId = url.pathname.split('/').pop() ?? '';
    const session = this.connect.checkoutSessions.get(sessionId);
    if (!session) return send(res, 404, error('This payment page is not known'));
    if (method === 'POST' && session.status === 'open') {
      this.connect.payCheckoutSession(sessionId);
      res.writeHead(303, { location: session.success_url });
      return void res.end();
    }
    const amount = `£${(session.amount_total / 100).toFixed(2)}`;
    const name = escapeHtml(String(session.line_items[0]?.price_data?.product_data?.name ?? 'Payment'));
    const body =
      session.status === 'open'
        ? `<p>${name}</p><p>Amount due: <strong>${amount}</strong></p><form method="post"><button type="submit">Pay ${amount}</button></form>`
        : `<p>This payment page is ${session.status === 'complete' ? 'already paid' : 'no longer available'}.</p>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stripe Checkout (test)</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>Stripe Checkout (test)</h1><p>This stands in for Stripe's hosted payment page. Nothing here is real.</p>${body}</body></html>`);
  }

  private route(method: string, path: string, p: Json): [number, Json] {
    const expand: string[] = p.expand ?? [];
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: p.email ?? null,
        name: p.name ?? null,
        metadata: p.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = this.customers.get(m[1]!);
      if (!customer) return [404, error(`No such customer: '${m[1]}'`)];
      if (method === 'POST' && p.invoice_settings?.default_payment_method)
        customer.invoice_settings.default_payment_method = p.invoice_settings.default_payment_method;
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/subscriptions') return [200, this.expand(this.createSubscription(p), expand)];
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return [404, error(`No such subscription: '${m[1]}'`)];
      if (method === 'POST') this.updateSubscription(sub, p);
      if (method === 'DELETE') Object.assign(sub, { status: 'canceled', ended_at: now(), cancel_at_period_end: false });
      return [200, this.expand(sub, expand)];
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const si = this.setupIntent(p.customer, p.metadata ?? {});
      return [200, si];
    }
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const pi = this.paymentIntents.get(m[1]!);
      return pi ? [200, pi] : [404, error(`No such payment_intent: '${m[1]}'`)];
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') return [200, this.preview(p)];
    return [404, error(`Unrecognized request URL (${method}: ${path}) in the fake`)];
  }

  private setupIntent(customer: string, metadata: Json): Json {
    const siId = id('seti');
    const si = {
      id: siId,
      object: 'setup_intent',
      customer,
      status: 'requires_payment_method',
      client_secret: `${siId}_secret_${randomBytes(6).toString('hex')}`,
      payment_method: null,
      metadata,
    };
    this.setupIntents.set(si.id, si);
    return si;
  }

  private createSubscription(p: Json): Json {
    const trialDays = p.trial_period_days ? Number(p.trial_period_days) : 0;
    const trialEnd = trialDays ? now() + trialDays * DAY : null;
    const sub: Json = {
      id: id('sub'),
      object: 'subscription',
      customer: p.customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      ended_at: null,
      default_payment_method: null,
      metadata: p.metadata ?? {},
      pending_setup_intent: null,
      latest_invoice: null,
      created: now(),
      items: { object: 'list', data: [] },
    };
    for (const item of p.items ?? [])
      sub.items.data.push(this.item(item.price, Number(item.quantity ?? 1), trialEnd ?? now() + 30 * DAY));
    if (trialEnd) sub.pending_setup_intent = this.setupIntent(p.customer, {}).id;
    else sub.latest_invoice = this.invoice(sub).id;
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  private item(price: string, quantity: number, periodEnd: number): Json {
    return {
      id: id('si'),
      object: 'subscription_item',
      price: { id: price, object: 'price' },
      quantity,
      current_period_start: now(),
      current_period_end: periodEnd,
    };
  }

  private invoice(sub: Json): Json {
    const piId = id('pi');
    const invoice = {
      id: id('in'),
      object: 'invoice',
      subscription: sub.id,
      status: 'open',
      confirmation_secret: { client_secret: `${piId}_secret_${randomBytes(6).toString('hex')}`, type: 'payment_intent' },
      payments: {
        object: 'list',
        data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: piId } }],
      },
    };
    this.invoices.set(invoice.id, invoice);
    this.paymentIntents.set(piId, {
      id: piId,
      object: 'payment_intent',
      customer: sub.customer,
      status: 'requires_payment_method',
      invoice: invoice.id,
    });
    return invoice;
  }

  private updateSubscription(sub: Json, p: Json) {
    if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
    if (p.default_payment_method) sub.default_payment_method = p.default_payment_method;
    if (p.trial_end === 'now') {
      sub.trial_end = now();
      sub.status = 'past_due';
      sub.latest_invoice = this.invoice(sub).id;
    }
    for (const change of p.items ?? []) {
      const existing = change.id ? sub.items.data.find((i: Json) => i.id === change.id) : null;
      if (existing && change.deleted === 'true') sub.items.data = sub.items.data.filter((i: Json) => i !== existing);
      else if (existing) existing.quantity = Number(change.quantity);
      else
        sub.items.data.push(
          this.item(change.price, Number(change.quantity ?? 1), sub.items.data[0]?.current_period_end ?? now() + 30 * DAY),
        );
    }
  }

  /** A proration preview: half a month of each extra seat added (negative when removed). */
  private preview(p: Json): Json {
    const sub = this.subscriptions.get(p.subscription)!;
    const lines = (p.subscription_details?.items ?? []).map((change: Json) => {
      const existing = change.id ? sub.items.data.find((i: Json) => i.id === change.id) : null;
      const before = existing?.quantity ?? 0;
      const after = change.deleted === 'true' ? 0 : Number(change.quantity);
      return {
        object: 'line_item',
        amount: Math.round(((after - before) * 699) / 2),
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: { proration: true, invoice_item: null },
          invoice_item_details: null,
        },
      };
    });
    return { object: 'invoice', lines: { object: 'list', data: lines } };
  }

  private expand(sub: Json, expand: string[]): Json {
    const out = structuredClone(sub);
    if (expand.includes('pending_setup_intent') && out.pending_setup_intent)
      out.pending_setup_intent = this.setupIntents.get(out.pending_setup_intent);
    if (expand.some((e) => e.startsWith('latest_invoice')) && out.latest_invoice)
      out.latest_invoice = this.invoices.get(out.latest_invoice);
    return out;
  }
}

function error(message: string): Json {
  return { error: { type: 'invalid_request_error', message } };
}

function apiError(): Json {
  return { error: { type: 'api_error', message: 'An unknown error occurred (injected by the test).' } };
}

function send(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
