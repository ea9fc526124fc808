// Helpers for the payments attack tests (issue 34): the payments app (payments-app.ts: the real
// /api and Connect webhook in this process, the real `stripe` SDK against the fake Stripe API)
// called as a client would, and bookings with money made through the real routes (book, pay with
// a test card at the fake, complete), never written by hand.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentPolicy } from '@barbershop/core/payments';
import express from 'express';
import { adminDb } from './admin';
import type { FakeStripe } from './fake-stripe';
import { deliverEvent, type SignedEvent } from './fake-stripe-connect';
import { startPaymentsApp, type PaymentsApp } from './payments-app';
import { createOwner, type TestOwner } from './owners';
import { createTestShop, futureWeekday, type TestShop } from './shops';

type Json = Record<string, any>;

export interface Answer {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

export interface PaymentsApi {
  app: PaymentsApp;
  fake: FakeStripe;
  call: (method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string }) => Promise<Answer>;
  /**
   * The Connect webhook as Cloud Functions serves it: the Functions Framework takes bodies up to
   * 10 MB and hands the raw bytes on, so a huge or malformed body reaches our handler.
   */
  webhookUrl: string;
  deliver: (signed: SignedEvent) => Promise<Answer>;
  close: () => Promise<void>;
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: the text (a test asserting JSON fails on it) */
  }
  return { status: res.status, body, text, headers: res.headers };
}

export async function startPaymentsApi(): Promise<PaymentsApi> {
  // the attacks come from one client: its rate limits would answer 429 before the race is run
  Object.assign(process.env, {
    RATE_LIMIT_BOOKING_PER_CLIENT: '1000/10m',
    RATE_LIMIT_BOOKING_PER_SHOP: '1000/1h',
    RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '1000/1h',
    RATE_LIMIT_MANAGE_PER_CLIENT: '5000/10m',
  });
  const app = await startPaymentsApp();
  const { handleStripeConnectWebhook } = await import('../../functions/src/webhooks/stripeConnectWebhook');
  const framework = express();
  // the raw bytes, up to the framework's 10 MB (its parse failures are deferred: frameworkBody.ts)
  framework.use(express.raw({ type: '*/*', limit: '10mb' }));
  framework.all('/stripeConnectWebhook', (req, res) => void handleStripeConnectWebhook(req, res));
  const server: Server = createServer(framework);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stripeConnectWebhook`;

  return {
    app,
    fake: app.fake,
    webhookUrl,
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = {};
      if (options.body !== undefined || options.rawBody !== undefined) headers['Content-Type'] = 'application/json';
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      return answerOf(await fetch(`${app.url}${path}`, { method, headers, body }));
    },
    deliver: async (signed) => answerOf(await deliverEvent(webhookUrl, signed)),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** An owner's shop (one barber) taking payments on its connected account under `policy` (version 1). */
export async function payingShop(
  api: PaymentsApi,
  policy: Partial<PaymentPolicy>,
): Promise<{ owner: TestOwner; shop: TestShop; account: string }> {
  const owner = await createOwner('attack');
  const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
  return { owner, shop, account: await api.app.connectShop(shop.id, policy) };
}

export interface Customer {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

// Ofcom's drama range: each customer of a run gets a number of its own
let phoneCounter = Math.floor(Math.random() * 1000);
export function newCustomer(): Customer {
  const tag = randomUUID().slice(0, 8);
  return {
    customerName: `Customer ${tag}`,
    customerPhone: `07700 900${String(phoneCounter++ % 1000).padStart(3, '0')}`,
    customerEmail: `attack-${tag}@test.example`,
  };
}

/** A time three weeks ahead (each test has a shop of its own, so they never share one). */
export const visitTime = (time = '10:00') => ({ date: futureWeekday(21), time });

/** POST /api/appointments accepting the policy connectShop set (version 1): the 202 hold. */
export async function holdTime(api: PaymentsApi, shop: TestShop, customer: Customer, when = visitTime()): Promise<Json> {
  const res = await api.call('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      ...when,
      ...customer,
      policyAccepted: true,
      policyVersion: 1,
    },
  });
  if (res.status !== 202) throw new Error(`booking answered ${res.status}: ${res.text}`);
  return res.body;
}

/** The hold's intent at the fake (its PaymentIntent or SetupIntent). */
export function intentOf(fake: FakeStripe, holdId: string): Json {
  const all = [...fake.connect.paymentIntents.values(), ...fake.connect.setupIntents.values()];
  const intent = all.find((i) => i.metadata?.holdId === holdId);
  if (!intent) throw new Error(`no intent for hold ${holdId}`);
  return intent;
}

/** A booking with its deposit paid or card saved (card: a test card number), through the payment step. */
export async function paidBooking(
  api: PaymentsApi,
  shop: TestShop,
  options: { customer?: Customer; card?: string; when?: { date: string; time: string } } = {},
): Promise<{ id: string; customer: Customer; manageToken: string; intentId: string }> {
  const customer = options.customer ?? newCustomer();
  const hold = await holdTime(api, shop, customer, options.when);
  const intent = intentOf(api.fake, hold.holdId);
  api.fake.connect.succeedIntent(intent.id, options.card ? { card: options.card } : {});
  const done = await api.call('POST', `/api/holds/${hold.holdId}/complete`, { body: { clientSecret: hold.clientSecret } });
  if (done.status !== 201) throw new Error(`complete answered ${done.status}: ${done.text}`);
  return { id: hold.holdId, customer, manageToken: done.body.manageToken, intentId: intent.id };
}

/** The visit's time has come: it started an hour ago (a no-show can be marked). */
export async function visitStarted(shopId: string, appointmentId: string): Promise<void> {
  const start = new Date(Math.round((Date.now() - 3_600_000) / 60_000) * 60_000);
  await adminDb
    .doc(`barbershops/${shopId}/appointments/${appointmentId}`)
    .update({ start, end: new Date(start.getTime() + 30 * 60_000), manageUntil: start });
}

export const storedAppointment = async (shopId: string, id: string) =>
  (await adminDb.doc(`barbershops/${shopId}/appointments/${id}`).get()).data();

/** The shop's ledger records of one booking. */
export const recordsOf = async (shopId: string, appointmentId: string) =>
  (await adminDb.collection(`barbershops/${shopId}/payments`).where('appointmentId', '==', appointmentId).get()).docs.map((d) =>
    d.data(),
  );

/** Every answer is a success or a clear refusal: a JSON 2xx or 4xx with a message, never a server error. */
export function unclearAnswers(answers: Answer[]): string[] {
  return answers
    .filter(
      (a) =>
        a.status >= 500 ||
        a.status < 200 ||
        (a.status >= 400 && (typeof a.body !== 'object' || a.body === null || typeof a.body.message !== 'string')),
    )
    .map((a) => `${a.status} ${a.text.slice(0, 200)}`);
}
