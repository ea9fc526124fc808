// In-process (e2e/support/payments-app.ts): booking with payment (holds, docs/payments.md
// "Booking with payment"): the real /api app and Connect webhook (functions/src) with the real
// `stripe` SDK against the local fake Stripe API, on the suite's Firestore emulator, payments on
// for this file's process only.
import { randomUUID } from 'node:crypto';
import { UPCOMING_CAP_CODE } from '@barbershop/core/api';
import { DEFAULT_PAYMENT_POLICY, type PaymentPolicy } from '@barbershop/core/payments';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import type { FakeStripe } from '../support/fake-stripe';
import { deliverEvent } from '../support/fake-stripe-connect';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let app: PaymentsApp;
let fake: FakeStripe;
let baseUrl = '';
let releaseExpiredHolds: (now?: Date) => Promise<number>;

beforeAll(async () => {
  app = await startPaymentsApp({
    apiOnly: true,
    env: {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      // this file books many times from one client
      RATE_LIMIT_BOOKING_PER_CLIENT: '1000/10m',
      RATE_LIMIT_BOOKING_PER_SHOP: '1000/1h',
      RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '1000/1h',
      RATE_LIMIT_MANAGE_PER_CLIENT: '1000/10m',
    },
  });
  ({ fake, url: baseUrl } = app);
  ({ releaseExpiredHolds } = await import('../../functions/src/services/payments/holds'));
});

afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown) => callApi(method, path, { body, baseUrl });

const DEPOSIT_20: Partial<PaymentPolicy> = { mode: 'deposit', deposit: { kind: 'percent', value: 20 } };

/** A shop taking payments on its own (fake) connected account, with `policy` at version 3. */
async function payingShop(policy: Partial<PaymentPolicy> = DEPOSIT_20): Promise<TestShop & { account: string }> {
  const shop = await createTestShop({ barbers: 1 });
  const account = await app.stripe.accounts.create({ country: 'GB', metadata: { shopId: shop.id } });
  fake.connect.completeOnboarding(account.id);
  await adminDb.doc(`paymentAccounts/${shop.id}`).set({
    shopId: shop.id,
    stripeAccountId: account.id,
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    disabledReason: null,
    updatedAt: new Date(),
  });
  await adminDb.doc(`barbershops/${shop.id}`).update({
    paymentsLive: true,
    paymentPolicy: { ...DEFAULT_PAYMENT_POLICY, ...policy, version: 3, updatedAt: new Date() },
  });
  return { ...shop, account: account.id };
}

let slotCounter = 0;
const pad = (n: number) => String(n).padStart(2, '0');
/** A time of its own (Tuesdays three weeks ahead and later, 09:00 to 16:30): tests never share one. */
function nextTime(): { date: string; time: string } {
  const n = slotCounter++;
  const minutes = 9 * 60 + (n % 16) * 30;
  return { date: futureWeekday(21 + 7 * Math.floor(n / 16)), time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

interface Customer {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}
// Ofcom's drama range has 1000 numbers: each customer of this file gets its own
let phoneCounter = Math.floor(Math.random() * 1000);
const newCustomer = (): Customer => {
  const tag = randomUUID().slice(0, 8);
  return {
    customerName: `Customer ${tag}`,
    customerPhone: `07700 900${String(phoneCounter++ % 1000).padStart(3, '0')}`,
    customerEmail: `c-${tag}@test.example`,
  };
};

function book(shop: TestShop, when: { date: string; time: string }, customer: Customer, extra: Record<string, unknown> = {}) {
  return call('POST', '/api/appointments', {
    barbershopId: shop.id,
    serviceId: shop.serviceIds[0],
    barberId: shop.barberIds[0],
    ...when,
    ...customer,
    policyAccepted: true,
    policyVersion: 3,
    ...extra,
  });
}

const holdOf = async (holdId: string) => (await adminDb.doc(`holds/${holdId}`).get()).data()!;
const appointmentOf = async (shopId: string, id: string) =>
  (await adminDb.doc(`barbershops/${shopId}/appointments/${id}`).get()).data();
const bookingsOf = async (shopId: string, email: string) =>
  (await adminDb.collection(`barbershops/${shopId}/appointments`).where('customerEmail', '==', email).get()).docs;
const intervalsOf = async (shop: TestShop, date: string) =>
  ((await adminDb.doc(`barbershops/${shop.id}/barberDays/${shop.barberIds[0]}_${date}`).get()).get('intervals') ?? []) as {
    appointmentId: string;
    heldUntil?: number;
  }[];

async function isListed(shop: TestShop, when: { date: string; time: string }): Promise<boolean> {
  const res = await call('GET', `/api/barbershops/${shop.id}/slots?date=${when.date}&serviceId=${shop.serviceIds[0]}`);
  expect(res.status).toBe(200);
  return (res.body.anyAvailable as { time: string; available: boolean }[]).some((s) => s.time === when.time && s.available);
}

/** The hold's time runs out now (as if PAYMENT_HOLD_MINUTES had passed). */
async function expire(shop: TestShop, date: string, holdId: string) {
  const past = Date.now() - 1000;
  await adminDb.doc(`holds/${holdId}`).update({ expiresAt: new Date(past) });
  const dayRef = adminDb.doc(`barbershops/${shop.id}/barberDays/${shop.barberIds[0]}_${date}`);
  const intervals = await intervalsOf(shop, date);
  await dayRef.update({ intervals: intervals.map((i) => (i.appointmentId === holdId ? { ...i, heldUntil: past } : i)) });
}

const event = (type: string, object: Record<string, unknown>, account: string) =>
  deliverEvent(`${baseUrl}/stripeConnectWebhook`, fake.connect.event(type, object, { account }));

describe('a booking with a deposit', () => {
  it('holds the time, takes the deposit on the shop’s own account and books once, whoever completes it', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const ada = newCustomer();
    // an amount sent by the client is ignored: the policy and the service decide
    const forged = { price: 1, duration: 5, amount: 1, amountPence: 1, pricePence: 1, depositPence: 1 };
    const held = await book(shop, when, ada, forged);
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body).toMatchObject({
      status: 'payment_required',
      kind: 'payment',
      stripeAccountId: shop.account,
      publishableKey: 'pk_test_fake',
      amountPence: 400, // 20% of £20.00
      decision: { kind: 'deposit', amountDuePence: 400 },
    });
    expect(held.body.policyText).toContain('deposit of £4.00');
    const holdId = held.body.holdId as string;
    expect(Date.parse(held.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    // a direct charge: the PaymentIntent lives on the shop's account, keyed by the hold
    const created = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.metadata?.holdId === holdId,
    )!;
    expect(created.stripeAccount).toBe(shop.account);
    expect(created.idempotencyKey).toBe(`hold:${holdId}`);
    expect(created.params).toMatchObject({ amount: '400', currency: 'gbp', setup_future_usage: 'off_session' });
    expect(created.params.application_fee_amount).toBeUndefined();
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === holdId)!;
    expect(held.body.clientSecret).toBe(pi.client_secret);

    // meanwhile nobody else can take the time, and it is not listed
    expect((await book(shop, when, newCustomer())).status).toBe(409);
    expect(await isListed(shop, when)).toBe(false);
    expect(await bookingsOf(shop.id, ada.customerEmail)).toHaveLength(0);

    // not paid yet: 402; a wrong secret: 404
    expect((await call('POST', `/api/holds/${holdId}/complete`, { clientSecret: pi.client_secret })).status).toBe(402);
    expect((await call('POST', `/api/holds/${holdId}/complete`, { clientSecret: 'pi_x_secret_y' })).status).toBe(404);

    fake.connect.succeedIntent(pi.id);
    const paid = fake.connect.paymentIntents.get(pi.id)!;
    // the client, the webhook twice (a replay) and a concurrent delivery, all at once
    const [first, again, ...deliveries] = await Promise.all([
      call('POST', `/api/holds/${holdId}/complete`, { clientSecret: pi.client_secret }),
      call('POST', `/api/holds/${holdId}/complete`, { clientSecret: pi.client_secret }),
      event('payment_intent.succeeded', paid, shop.account),
      event('payment_intent.succeeded', paid, shop.account),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    for (const d of deliveries) expect(d.status).toBe(200);
    expect(first.body.id).toBe(holdId);
    expect(again.body.id).toBe(holdId);
    expect(first.body.manageToken).toEqual(expect.any(String));
    expect(first.body.pricePence).toBe(2000);
    // whoever books with an address sees the booking, not the shop's reasons about its owner (no-shows)
    expect(first.body).not.toHaveProperty('payment');

    const bookings = await bookingsOf(shop.id, ada.customerEmail);
    expect(bookings).toHaveLength(1);
    const appointment = bookings[0]!.data();
    expect(appointment.payment).toMatchObject({
      kind: 'deposit',
      state: 'paid',
      paidPence: 400,
      refundedPence: 0,
      paymentIntentId: pi.id,
      stripeAccountId: shop.account,
      decision: { kind: 'deposit', reason: 'everyone' },
      acceptance: { version: 3 },
      policy: { version: 3 },
    });
    expect(appointment.payment.acceptance.text).toBe(held.body.policyText);
    expect(appointment.payment.acceptance.acceptedAt.toDate()).toBeInstanceOf(Date);
    expect(appointment.payment.paymentMethodId).toMatch(/^pm_/);
    const record = (await adminDb.doc(`barbershops/${shop.id}/payments/${pi.id}`).get()).data();
    expect(record).toMatchObject({ kind: 'deposit', amountPence: 400, status: 'succeeded', appointmentId: holdId });
    expect((await holdOf(holdId)).state).toBe('booked');
    // the interval is a booking's now (no expiry), and the time stays taken
    expect((await intervalsOf(shop, when.date)).find((i) => i.appointmentId === holdId)).not.toHaveProperty('heldUntil');
    expect(await isListed(shop, when)).toBe(false);
    // the customer's manage link works with the token the complete answered
    const manage = await call('POST', `/api/appointments/${holdId}/manage`, { token: first.body.manageToken });
    expect(manage.status).toBe(200);
    // one charge only at Stripe
    expect([...fake.connect.charges.values()].filter((c) => c.payment_intent === pi.id && c.status === 'succeeded')).toHaveLength(
      1,
    );
  });
});

describe('a card on file', () => {
  it('saves the card with a SetupIntent for off-session use; the webhook alone books it', async () => {
    const shop = await payingShop({ mode: 'card', noShowFee: { kind: 'fixed', value: 1000 } });
    const when = nextTime();
    const bea = newCustomer();
    const held = await book(shop, when, bea);
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body).toMatchObject({ kind: 'setup', amountPence: 0, decision: { kind: 'card' } });
    const si = [...fake.connect.setupIntents.values()].find((s) => s.metadata.holdId === held.body.holdId)!;
    expect(si.usage).toBe('off_session');
    expect(fake.connect.accountOf(si.id)).toBe(shop.account);

    const done = fake.connect.succeedIntent(si.id);
    expect((await event('setup_intent.succeeded', done, shop.account)).status).toBe(200);
    const appointment = await appointmentOf(shop.id, held.body.holdId);
    expect(appointment?.payment).toMatchObject({ kind: 'card', state: 'card_saved', paidPence: 0, setupIntentId: si.id });
    expect(appointment?.payment.paymentMethodId).toMatch(/^pm_/);
    // the customer's own call afterwards answers the same booking, with a manage token of its own
    const completed = await call('POST', `/api/holds/${held.body.holdId}/complete`, { clientSecret: si.client_secret });
    expect(completed.status).toBe(201);
    expect(completed.body.manageToken).toEqual(expect.any(String));
    expect(await bookingsOf(shop.id, bea.customerEmail)).toHaveLength(1);
  });
});

describe('when the payment fails', () => {
  it('a declined card leaves no booking and frees the time at once', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const cy = newCustomer();
    const held = await book(shop, when, cy);
    expect(held.status).toBe(202);
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === held.body.holdId)!;
    const failed = fake.connect.failIntent(pi.id);
    expect((await event('payment_intent.payment_failed', failed, shop.account)).status).toBe(200);

    expect((await holdOf(held.body.holdId)).state).toBe('released');
    expect(fake.connect.paymentIntents.get(pi.id)!.status).toBe('canceled');
    expect(await bookingsOf(shop.id, cy.customerEmail)).toHaveLength(0);
    expect(await isListed(shop, when)).toBe(true);
    const late = await call('POST', `/api/holds/${held.body.holdId}/complete`, { clientSecret: pi.client_secret });
    expect(late.status).toBe(402);
    // someone else books the time
    expect((await book(shop, when, newCustomer())).status).toBe(202);
  });

  it('a decline the customer’s complete sees first cancels the intent too, so it cannot be paid later', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const held = await book(shop, when, newCustomer());
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === held.body.holdId)!;
    fake.connect.failIntent(pi.id);
    const res = await call('POST', `/api/holds/${held.body.holdId}/complete`, { clientSecret: pi.client_secret });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/time was released/);
    expect((await holdOf(held.body.holdId)).state).toBe('released');
    expect(fake.connect.paymentIntents.get(pi.id)!.status).toBe('canceled');
    expect(await isListed(shop, when)).toBe(true);
  });

  it('the customer going back releases the hold and cancels the intent', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const held = await book(shop, when, newCustomer());
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === held.body.holdId)!;
    expect((await call('DELETE', `/api/holds/${held.body.holdId}`, { clientSecret: 'wrong_secret' })).status).toBe(404);
    const released = await call('DELETE', `/api/holds/${held.body.holdId}`, { clientSecret: pi.client_secret });
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ holdId: held.body.holdId, state: 'released' });
    expect(fake.connect.paymentIntents.get(pi.id)!.status).toBe('canceled');
    expect(await isListed(shop, when)).toBe(true);
    // twice: the same answer
    expect((await call('DELETE', `/api/holds/${held.body.holdId}`, { clientSecret: pi.client_secret })).status).toBe(200);
  });

  it('Stripe unreachable: 503, nothing held, the time still free', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const port = process.env.STRIPE_API_PORT;
    process.env.STRIPE_API_PORT = '1'; // nothing listens there
    try {
      const res = await book(shop, when, newCustomer());
      expect([502, 503]).toContain(res.status);
      expect(res.body.message).toMatch(/Nothing was charged/);
    } finally {
      process.env.STRIPE_API_PORT = port;
    }
    expect(await isListed(shop, when)).toBe(true);
    expect((await adminDb.collection('holds').where('shopId', '==', shop.id).get()).size).toBe(0);
  });
});

describe('races and expiry', () => {
  it('a hold that expired and lost its time to another customer is refunded at once: 409', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const dee = newCustomer();
    const held = await book(shop, when, dee);
    expect(held.status).toBe(202);
    const holdId = held.body.holdId as string;
    await expire(shop, when.date, holdId);
    expect(await isListed(shop, when)).toBe(true);
    // another customer takes the time (their own hold) and pays
    const other = await book(shop, when, newCustomer());
    expect(other.status).toBe(202);
    expect((await intervalsOf(shop, when.date)).map((i) => i.appointmentId)).not.toContain(holdId);

    // the first customer pays late
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === holdId)!;
    fake.connect.succeedIntent(pi.id);
    const late = await call('POST', `/api/holds/${holdId}/complete`, { clientSecret: pi.client_secret });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/refunded in full/);
    const refunds = [...fake.connect.refunds.values()].filter((r) => r.payment_intent === pi.id);
    expect(refunds).toHaveLength(1);
    expect(fake.connect.accountOf(refunds[0]!.id)).toBe(shop.account);
    expect(await bookingsOf(shop.id, dee.customerEmail)).toHaveLength(0);
    expect((await holdOf(holdId)).state).toBe('lost');
    // again (the client retrying, then the webhook): the same answer, still one refund
    expect((await call('POST', `/api/holds/${holdId}/complete`, { clientSecret: pi.client_secret })).status).toBe(409);
    expect((await event('payment_intent.succeeded', fake.connect.paymentIntents.get(pi.id)!, shop.account)).status).toBe(200);
    expect([...fake.connect.refunds.values()].filter((r) => r.payment_intent === pi.id)).toHaveLength(1);
  });

  it('an expired hold paid while its time is still free is booked', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const held = await book(shop, when, newCustomer());
    await expire(shop, when.date, held.body.holdId);
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === held.body.holdId)!;
    fake.connect.succeedIntent(pi.id);
    const done = await call('POST', `/api/holds/${held.body.holdId}/complete`, { clientSecret: pi.client_secret });
    expect(done.status).toBe(201);
    expect(await isListed(shop, when)).toBe(false);
  });

  it('two customers paying for the same time at once: one hold, the other is refused and never charged', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const [a, b] = await Promise.all([book(shop, when, newCustomer()), book(shop, when, newCustomer())]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.clientSecret).toBeUndefined();
    // the refused booking's intent (made before its transaction) is cancelled: it can never be paid
    const winner = (a.status === 202 ? a : b).body.holdId as string;
    const others = [...fake.connect.paymentIntents.values()].filter(
      (p) => fake.connect.accountOf(p.id) === shop.account && p.metadata.holdId !== winner,
    );
    expect(others.length).toBeLessThanOrEqual(1);
    for (const p of others) expect(p.status).toBe('canceled');
  });

  it('the expiry job releases an expired hold and cancels its intent; running it again changes nothing', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const held = await book(shop, when, newCustomer());
    await expire(shop, when.date, held.body.holdId);
    await releaseExpiredHolds();
    expect((await holdOf(held.body.holdId)).state).toBe('released');
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === held.body.holdId)!;
    expect(pi.status).toBe('canceled');
    expect((await intervalsOf(shop, when.date)).map((i) => i.appointmentId)).not.toContain(held.body.holdId);
    await releaseExpiredHolds();
    expect((await holdOf(held.body.holdId)).state).toBe('released');
  });
});

describe('the expiry job’s refunds of lost holds', () => {
  it('reaches a paid hold owed its refund however many lost card-saving holds (never charged) there are', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const held = await book(shop, when, newCustomer());
    const holdId = held.body.holdId as string;
    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === holdId)!;
    fake.connect.succeedIntent(pi.id);
    // lost, and Stripe did not take its refund at the time
    await adminDb.doc(`holds/${holdId}`).update({ state: 'lost', refundId: null });
    // more lost card-on-file holds than the job reads in a run: nothing of theirs to refund
    const crowd = adminDb.batch();
    // ids that sort before any automatic id, so a run that read them first would read only them
    const crowdIds = Array.from({ length: 201 }, (_, i) => `!crowd-${holdId}-${i}`);
    for (const id of crowdIds)
      crowd.set(adminDb.doc(`holds/${id}`), { state: 'lost', refundId: null, intentKind: 'setup', shopId: 'crowd' });
    await crowd.commit();
    try {
      await releaseExpiredHolds();
      const refunds = [...fake.connect.refunds.values()].filter((r) => r.payment_intent === pi.id);
      expect(refunds).toHaveLength(1);
      expect((await holdOf(holdId)).refundId).toBe(refunds[0]!.id);
    } finally {
      const cleanup = adminDb.batch();
      for (const id of crowdIds) cleanup.delete(adminDb.doc(`holds/${id}`));
      await cleanup.commit();
    }
  });
});

describe('the policy acceptance', () => {
  it('refuses a booking without it (400) and one of an older version (409)', async () => {
    const shop = await payingShop();
    const when = nextTime();
    const missing = await book(shop, when, newCustomer(), { policyAccepted: undefined, policyVersion: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/accept the shop's booking policy/);
    const old = await book(shop, when, newCustomer(), { policyVersion: 2 });
    expect(old.status).toBe(409);
    expect(old.body.message).toMatch(/read it again/);
    expect(await isListed(shop, when)).toBe(true);
  });
});

describe('adaptive protection', () => {
  /** Past visits of a customer in the shop, as the dashboard would have marked them. */
  async function history(shop: TestShop, customer: Customer, statuses: string[]) {
    const batch = adminDb.batch();
    statuses.forEach((status, i) => {
      const ref = adminDb.collection(`barbershops/${shop.id}/appointments`).doc();
      const start = new Date(Date.now() - (i + 1) * 14 * 86_400_000);
      batch.set(ref, {
        id: ref.id,
        shopId: shop.id,
        barberId: shop.barberIds[0],
        serviceId: shop.serviceIds[0],
        customerId: '',
        customerName: customer.customerName,
        customerPhone: '',
        customerEmail: customer.customerEmail,
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        date: start.toISOString().slice(0, 10),
        time: '10:00',
        durationMin: 30,
        pricePence: 2000,
        status,
        source: 'online',
        createdAt: start,
      });
    });
    await batch.commit();
  }

  it('flagged customers: two no-shows are asked for a deposit; a clean record books at once, with the policy stored', async () => {
    const shop = await payingShop({ ...DEPOSIT_20, audience: 'flagged_customers', flaggedMinIncidents: 2 });
    const flagged = newCustomer();
    await history(shop, flagged, ['no_show', 'no_show']);
    const asked = await book(shop, nextTime(), flagged);
    expect(asked.status).toBe(202);
    // the answer says what is asked, never why: whoever types this email must not learn the record
    expect(asked.body.decision).toEqual({ kind: 'deposit', amountDuePence: 400 });
    expect(JSON.stringify(asked.body)).not.toMatch(/no-show|flagged/);
    // the owner's copy keeps the reason
    const stored = (await holdOf(asked.body.holdId)).decision;
    expect(stored).toMatchObject({ kind: 'deposit', reason: 'flagged_customer' });
    expect(stored.explanation).toMatch(/2 no-shows or late cancels/);

    const clean = newCustomer();
    const booked = await book(shop, nextTime(), clean);
    expect(booked.status).toBe(201);
    const appointment = await appointmentOf(shop.id, booked.body.id);
    expect(appointment?.payment).toBeUndefined();
    expect(appointment?.policyAcceptance).toMatchObject({ version: 3 });
    expect(appointment?.policyAcceptance.text).toEqual(expect.any(String));
    // the owner sees which rule applied and why, though nothing was asked
    expect(appointment?.paymentDecision).toMatchObject({ kind: 'none', reason: 'not_flagged', amountDuePence: 0 });
    expect(appointment?.paymentDecision.explanation).toMatch(/No no-shows or late cancels/);
  });

  it('regulars are waived; new customers follow the new-customers rule', async () => {
    const regularShop = await payingShop({ ...DEPOSIT_20, waiveRegulars: true, regularMinVisits: 3 });
    const regular = newCustomer();
    await history(regularShop, regular, ['completed', 'completed', 'completed']);
    expect((await book(regularShop, nextTime(), regular)).status).toBe(201);
    expect((await book(regularShop, nextTime(), newCustomer())).status).toBe(202);

    const newShop = await payingShop({ ...DEPOSIT_20, audience: 'new_customers' });
    const returning = newCustomer();
    await history(newShop, returning, ['completed']);
    expect((await book(newShop, nextTime(), returning)).status).toBe(201);
    const first = await book(newShop, nextTime(), newCustomer());
    expect(first.status).toBe(202);
    expect((await holdOf(first.body.holdId)).decision).toMatchObject({ reason: 'new_customer' });
  });
});

describe("the customer's cap on upcoming bookings", () => {
  it('counts a time kept while paying, so one customer cannot hold more times than they may book', async () => {
    const before = process.env.MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER;
    process.env.MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER = '2';
    try {
      const shop = await payingShop();
      const ada = newCustomer();
      for (let i = 0; i < 2; i += 1) expect((await book(shop, nextTime(), ada)).status).toBe(202);
      const third = await book(shop, nextTime(), ada);
      expect(third.status, JSON.stringify(third.body)).toBe(409);
      expect(third.body.code).toBe(UPCOMING_CAP_CODE);
      // another customer still books
      expect((await book(shop, nextTime(), newCustomer())).status).toBe(202);
    } finally {
      if (before === undefined) delete process.env.MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER;
      else process.env.MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER = before;
    }
  });
});

describe('Connect events about a hold', () => {
  it("from another shop's account naming this hold change nothing", async () => {
    const shop = await payingShop();
    const when = nextTime();
    const held = await book(shop, when, newCustomer());
    expect(held.status).toBe(202);
    const holdId = held.body.holdId as string;
    const other = await payingShop();
    const platform = app.stripe;
    const on = { stripeAccount: other.account };
    const pm = await platform.paymentMethods.create(
      { type: 'card', card: { number: '4242424242424242' } } as Stripe.PaymentMethodCreateParams,
      on,
    );
    const foreign = await platform.paymentIntents.create(
      { amount: 400, currency: 'gbp', payment_method: pm.id, confirm: true, metadata: { holdId, shopId: shop.id } },
      on,
    );
    const object = fake.connect.paymentIntents.get(foreign.id)!;
    expect((await event('payment_intent.payment_failed', object, other.account)).status).toBe(200);
    expect((await event('payment_intent.succeeded', object, other.account)).status).toBe(200);
    // the shop's own account, but not the hold's intent
    expect((await event('payment_intent.payment_failed', { ...object, id: 'pi_not_the_holds' }, shop.account)).status).toBe(200);
    expect((await holdOf(holdId)).state).toBe('held');
    expect(await appointmentOf(shop.id, holdId)).toBeUndefined();
    expect(await isListed(shop, when)).toBe(false);
  });
});
