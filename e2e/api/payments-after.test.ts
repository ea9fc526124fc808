// In-process: what happens to a booking's money after booking (issue 34, docs/payments.md "After
// booking"): the manage link's cancel, the owner's no-show mark, refund, waive and payment link,
// and the Connect events about them, through the real routes and webhook with the real `stripe`
// SDK against the fake Stripe API, on the suite's Firestore and Auth emulators. Bookings with a
// `payment` are written directly (as the booking with payment leaves them), their deposit and
// card made in the fake on the shop's connected account.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayment, FeeRule } from '@barbershop/core/payments';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import type { FakeStripe } from '../support/fake-stripe';
import { deliverEvent, TEST_CARDS } from '../support/fake-stripe-connect';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { booking } from '../support/reviews';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let app: PaymentsApp;
let fake: FakeStripe;
let baseUrl = '';
let stripe: Stripe;

beforeAll(async () => {
  app = await startPaymentsApp({ apiOnly: true, env: { PUBLIC_APP_URL: 'https://barberbook.test' } });
  ({ fake, stripe, url: baseUrl } = app);
});

afterAll(() => app?.close());

const call = (method: string, path: string, token?: string, body?: unknown) => callApi(method, path, { token, body, baseUrl });

interface Setup {
  owner: TestOwner;
  shop: TestShop;
  account: string;
}

async function shopWithAccount(): Promise<Setup> {
  const owner = await createOwner('after');
  const shop = await createTestShop({ ownerUid: owner.uid });
  const account = (await stripe.accounts.create({ country: 'GB' })).id;
  // as account.updated leaves it once the shop is connected
  await adminDb.doc(`paymentAccounts/${shop.id}`).set({
    shopId: shop.id,
    stripeAccountId: account,
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    disabledReason: null,
    updatedAt: new Date(),
  });
  return { owner, shop, account };
}

interface Protection {
  kind: 'card' | 'deposit';
  card?: string;
  depositPence?: number;
  cancelWindowHours?: number;
  lateCancelFee?: FeeRule | null;
  noShowFee?: FeeRule | null;
}

/** A booking of the shop `hoursAgo` before now (negative: ahead) with a card saved or a deposit paid on the shop's account. */
async function paidBooking(s: Setup, hoursAgo: number, protection: Protection) {
  const on = { stripeAccount: s.account };
  const customer = await stripe.customers.create({ email: 'booker@example.com' }, on);
  const pm = await stripe.paymentMethods.create(
    { type: 'card', card: { number: protection.card ?? TEST_CARDS.success } } as Stripe.PaymentMethodCreateParams,
    on,
  );
  await stripe.paymentMethods.attach(pm.id, { customer: customer.id }, on);
  let paymentIntentId: string | null = null;
  const paidPence = protection.kind === 'deposit' ? (protection.depositPence ?? 500) : 0;
  if (paidPence > 0) {
    const pi = await stripe.paymentIntents.create(
      { amount: paidPence, currency: 'gbp', customer: customer.id, payment_method: pm.id, confirm: true },
      on,
    );
    expect(pi.status).toBe('succeeded');
    paymentIntentId = pi.id;
  }
  const payment: AppointmentPayment = {
    kind: protection.kind,
    decision: {
      kind: protection.kind,
      reason: 'everyone',
      explanation: 'Everyone books with protection',
      amountDuePence: paidPence,
    },
    acceptance: { text: 'Cancel at least 24 hours before: free.', version: 1, acceptedAt: new Date() },
    policy: {
      cancelWindowHours: protection.cancelWindowHours ?? 24,
      lateCancelFee: protection.lateCancelFee ?? null,
      noShowFee: protection.noShowFee ?? null,
      version: 1,
    },
    stripeAccountId: s.account,
    stripeCustomerId: customer.id,
    paymentMethodId: pm.id,
    paidPence,
    refundedPence: 0,
    paymentIntentId,
    setupIntentId: null,
    state: protection.kind === 'deposit' ? 'paid' : 'card_saved',
    fees: [],
    preauth: null,
    updatedAt: new Date(),
  };
  // the manage link takes changes up to the start (a shop's own cut-off is another test's)
  const start = new Date(Math.round((Date.now() - hoursAgo * 3_600_000) / 60_000) * 60_000);
  const b = await booking(s.shop, hoursAgo, 'Ada Lovelace', {
    payment,
    customerId: `cust-${Math.random().toString(36).slice(2, 8)}`,
    manageUntil: start,
  });
  return { ...b, paymentIntentId, customerEmail: `${b.id}@reviews.example` };
}

const storedPayment = async (shopId: string, id: string) =>
  (await adminDb.doc(`barbershops/${shopId}/appointments/${id}`).get()).get('payment') as Record<string, any>;
const records = async (shopId: string, appointmentId: string) =>
  (await adminDb.collection(`barbershops/${shopId}/payments`).where('appointmentId', '==', appointmentId).get()).docs.map((d) =>
    d.data(),
  );

const storedAppointment = async (shopId: string, id: string) =>
  (await adminDb.doc(`barbershops/${shopId}/appointments/${id}`).get()).data()!;

describe("the customer's reschedule through the manage link", () => {
  const to = { date: futureWeekday(15, 3), time: '14:00' };

  it('is refused inside the cancellation window: moving it would make a late cancel free', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, -3, { kind: 'deposit', depositPence: 500, cancelWindowHours: 24 });
    const before = await storedAppointment(s.shop.id, b.id);
    const res = await call('POST', `/api/appointments/${b.id}/reschedule`, undefined, {
      token: b.token,
      ...to,
      barberId: s.shop.barberIds[0],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toMatch(/inside the shop's cancellation window.*contact the shop/);
    const after = await storedAppointment(s.shop.id, b.id);
    expect({ date: after.date, time: after.time, status: after.status }).toEqual({
      date: before.date,
      time: before.time,
      status: 'scheduled',
    });
  });

  it('is allowed before the window', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, -48, { kind: 'deposit', depositPence: 500, cancelWindowHours: 24 });
    const res = await call('POST', `/api/appointments/${b.id}/reschedule`, undefined, {
      token: b.token,
      ...to,
      barberId: s.shop.barberIds[0],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedAppointment(s.shop.id, b.id)).toMatchObject({ ...to, status: 'scheduled' });
  });
});

describe('GET /api/barbershops/{id}/customers/{customerId}/payments', () => {
  it('answers 404 for a malformed customer id, not a server error', async () => {
    const s = await shopWithAccount();
    const res = await call('GET', `/api/barbershops/${s.shop.id}/customers/a%2Fb/payments`, s.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });
});

describe("the customer's cancel through the manage link", () => {
  it('inside the window refunds the deposit on the shop account, and says so', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, -48, { kind: 'deposit', depositPence: 500 });
    const res = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.appointment.status).toBe('cancelled');
    expect(res.body.paymentOutcome).toMatchObject({ action: 'refunded', amountPence: 500 });
    expect(res.body.paymentOutcome.message).toContain('£5.00');
    const refunds = fake.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.stripeAccount === s.account);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.params).toMatchObject({ payment_intent: b.paymentIntentId, amount: '500' });
    expect(refunds[0]!.idempotencyKey).toBe(`refund:${b.id}:cancel:500:0`);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ state: 'refunded', refundedPence: 500 });
    expect(await records(s.shop.id, b.id)).toEqual([
      expect.objectContaining({ kind: 'refund', amountPence: 500, status: 'succeeded' }),
    ]);
    // a second click: the same answer, no second refund
    const again = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(again.body.paymentOutcome).toMatchObject({ action: 'refunded', amountPence: 500 });
    expect(fake.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.stripeAccount === s.account)).toHaveLength(1);
  });

  it('after the window keeps the deposit (no refund reaches Stripe)', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, -2, { kind: 'deposit', depositPence: 700 });
    const res = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.paymentOutcome).toMatchObject({ action: 'deposit_kept', amountPence: 700 });
    expect(res.body.paymentOutcome.message).toMatch(/keeps the £7\.00 deposit/);
    expect(fake.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.stripeAccount === s.account)).toHaveLength(0);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ state: 'kept', refundedPence: 0 });
  });

  it('with a card on file after the window charges the late-cancel fee off-session', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, -3, { kind: 'card', lateCancelFee: { kind: 'percent', value: 50 } });
    const res = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.paymentOutcome).toMatchObject({ action: 'fee_charged', amountPence: 1000 });
    const charge = fake
      .requestsTo('POST', /^\/v1\/payment_intents$/)
      .find((r) => r.idempotencyKey === `fee:${b.id}:late_cancel`)!;
    expect(charge.stripeAccount).toBe(s.account);
    expect(charge.params).toMatchObject({ amount: '1000', currency: 'gbp', off_session: 'true', confirm: 'true' });
    const payment = await storedPayment(s.shop.id, b.id);
    expect(payment.state).toBe('fee_charged');
    expect(payment.fees).toEqual([expect.objectContaining({ kind: 'late_cancel', amountPence: 1000, status: 'succeeded' })]);
  });
});

describe("the owner's no-show mark", () => {
  it('is refused before the start for a booking with a card', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, -2, { kind: 'card', noShowFee: { kind: 'fixed', value: 1500 } });
    const res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not started yet/);
    expect((await adminDb.doc(`barbershops/${s.shop.id}/appointments/${b.id}`).get()).get('status')).toBe('scheduled');
  });

  it('after the start charges the no-show fee off-session on the saved card', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, { kind: 'card', noShowFee: { kind: 'fixed', value: 1500 } });
    const res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('no_show');
    expect(res.body.paymentOutcome).toMatchObject({ action: 'fee_charged', amountPence: 1500 });
    expect(res.body.payment).toMatchObject({ state: 'fee_charged', fees: [expect.objectContaining({ status: 'succeeded' })] });
    const charge = fake.requestsTo('POST', /^\/v1\/payment_intents$/).find((r) => r.idempotencyKey === `fee:${b.id}:no_show`)!;
    expect(charge.stripeAccount).toBe(s.account);
    expect(charge.params).toMatchObject({ amount: '1500', off_session: 'true' });
    expect(await records(s.shop.id, b.id)).toEqual([
      expect.objectContaining({ kind: 'no_show_fee', amountPence: 1500, status: 'succeeded' }),
    ]);

    // "Save notes" on the no-show afterwards: no second charge, no second outcome
    const notes = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { notes: 'Rang, no answer' });
    expect(notes.status).toBe(200);
    expect(notes.body.paymentOutcome).toBeUndefined();
    expect(fake.requestsTo('POST', /^\/v1\/payment_intents$/).filter((r) => r.stripeAccount === s.account)).toHaveLength(1);
    expect(await records(s.shop.id, b.id)).toHaveLength(1);
    expect((await storedPayment(s.shop.id, b.id)).fees).toHaveLength(1);
  });

  it('with Stripe unreachable still marks the no-show (200) and records the fee failed with a problem', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, { kind: 'card', noShowFee: { kind: 'fixed', value: 1500 } });
    const port = process.env.STRIPE_API_PORT;
    process.env.STRIPE_API_PORT = '1'; // nothing listens there
    let res;
    try {
      res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    } finally {
      process.env.STRIPE_API_PORT = port;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('no_show');
    expect(res.body.paymentOutcome).toMatchObject({ action: 'fee_failed', amountPence: 1500 });
    const payment = await storedPayment(s.shop.id, b.id);
    expect(payment).toMatchObject({ state: 'fee_failed', problem: { step: 'fee' } });
    expect(payment.fees).toEqual([
      expect.objectContaining({ kind: 'no_show', status: 'failed', failureCode: expect.any(String) }),
    ]);
  });

  it('answers an authentication_required card with the reason, then a payment link paid through Checkout', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, {
      kind: 'card',
      card: TEST_CARDS.authenticationRequired,
      noShowFee: { kind: 'fixed', value: 1200 },
    });
    const res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(res.status).toBe(200);
    expect(res.body.paymentOutcome).toMatchObject({
      action: 'fee_failed',
      amountPence: 1200,
      failureCode: 'authentication_required',
    });
    expect(res.body.paymentOutcome.message).toMatch(/payment link/);
    expect(res.body.payment.actions).toMatchObject({ sendLink: true, waive: true });

    const link = await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token);
    expect(link.status).toBe(200);
    const fee = link.body.payment.fees[0];
    expect(fee).toMatchObject({ kind: 'no_show', status: 'link_sent' });
    const session = [...fake.connect.checkoutSessions.values()].find((cs) => cs.metadata?.appointmentId === b.id)!;
    expect(fake.connect.accountOf(session.id)).toBe(s.account);
    expect(session).toMatchObject({ mode: 'payment', amount_total: 1200 });
    expect(fee.paymentLinkUrl).toBe(session.url);
    const emails = await waitForOutbox(b.customerEmail, /Payment due/);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(session.url);
    expect(emails[0]!.text).toContain('£12.00');

    // the customer pays on the hosted page: the fee is paid, once however often Stripe delivers it
    const paid = fake.connect.payCheckoutSession(session.id);
    const signed = fake.connect.event('checkout.session.completed', paid, { account: s.account });
    expect((await deliverEvent(`${baseUrl}/stripeConnectWebhook`, signed)).status).toBe(200);
    expect((await deliverEvent(`${baseUrl}/stripeConnectWebhook`, signed)).status).toBe(200);
    const payment = await storedPayment(s.shop.id, b.id);
    expect(payment.state).toBe('fee_charged');
    expect(payment.fees).toEqual([expect.objectContaining({ status: 'succeeded', paymentIntentId: paid.payment_intent })]);
    expect((await records(s.shop.id, b.id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });
});

describe('"Send payment link" again', () => {
  it('sends the same page while it takes payment, and a new one once it has expired', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, {
      kind: 'card',
      card: TEST_CARDS.authenticationRequired,
      noShowFee: { kind: 'fixed', value: 900 },
    });
    expect(
      (await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' })).body.paymentOutcome,
    ).toMatchObject({
      action: 'fee_failed',
    });
    const sessions = () => [...fake.connect.checkoutSessions.values()].filter((cs) => cs.metadata?.appointmentId === b.id);
    const first = (await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token)).body.payment.fees[0];
    const again = (await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token)).body.payment.fees[0];
    expect(sessions()).toHaveLength(1);
    expect(again.paymentLinkUrl).toBe(first.paymentLinkUrl);

    // a day on, Stripe's page no longer takes payment: the next send makes a new one
    const stored = await storedPayment(s.shop.id, b.id);
    await adminDb.doc(`barbershops/${s.shop.id}/appointments/${b.id}`).update({
      'payment.fees': stored.fees.map((f: Record<string, unknown>) => ({
        ...f,
        paymentLinkExpiresAt: new Date(Date.now() - 60_000),
      })),
    });
    const renewed = (await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token)).body.payment.fees[0];
    expect(renewed.status).toBe('link_sent');
    expect(sessions()).toHaveLength(2);
    expect(renewed.paymentLinkUrl).not.toBe(first.paymentLinkUrl);
    const fee = (await storedPayment(s.shop.id, b.id)).fees[0];
    expect(fee.paymentLinkUrl).toBe(renewed.paymentLinkUrl);
    expect(fee.paymentLinkExpiresAt.toMillis()).toBeGreaterThan(Date.now());
    // sent once more at once: the same new page
    await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token);
    expect(sessions()).toHaveLength(2);
  });
});

describe("the owner's refund and waive", () => {
  it('refuses more than is left (409) and an amount that is not whole pence (400); refunds part', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, { kind: 'deposit', depositPence: 800 });
    expect((await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 12.5 })).status).toBe(
      400,
    );
    const tooMuch = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 900 });
    expect(tooMuch.status, JSON.stringify(tooMuch.body)).toBe(409);
    expect(tooMuch.body.message).toContain('£8.00');
    const part = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 300 });
    expect(part.status).toBe(200);
    expect(part.body.payment).toMatchObject({ refundedPence: 300, refundablePence: 500, state: 'partially_refunded' });
    expect((await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 501 })).status).toBe(
      409,
    );
    const rest = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token);
    expect(rest.body.payment).toMatchObject({ refundedPence: 800, refundablePence: 0, state: 'refunded' });
    expect((await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token)).status).toBe(409);
  });

  it("answers another shop's owner 404, and changes nothing", async () => {
    const s = await shopWithAccount();
    const other = await createOwner('other');
    const b = await paidBooking(s, 1, { kind: 'deposit', depositPence: 500 });
    for (const action of ['refund', 'waive', 'link'])
      expect((await call('POST', `/api/appointments/${b.id}/payment/${action}`, other.token)).status).toBe(404);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ refundedPence: 0, state: 'paid' });
  });
});

describe('Connect events after booking', () => {
  it('counts a refund made in the Stripe dashboard once, however often charge.refunded is delivered', async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, { kind: 'deposit', depositPence: 600 });
    // made in the dashboard: not through our routes
    await stripe.refunds.create({ payment_intent: b.paymentIntentId!, amount: 250 }, { stripeAccount: s.account });
    const pi = fake.connect.paymentIntents.get(b.paymentIntentId!)!;
    const charge = fake.connect.charges.get(pi.latest_charge)!;
    const first = fake.connect.event('charge.refunded', charge, { account: s.account });
    expect((await deliverEvent(`${baseUrl}/stripeConnectWebhook`, first)).status).toBe(200);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ refundedPence: 250, state: 'partially_refunded' });
    // the same event again, and another event about the same charge
    await deliverEvent(`${baseUrl}/stripeConnectWebhook`, first);
    await deliverEvent(`${baseUrl}/stripeConnectWebhook`, fake.connect.event('charge.refunded', charge, { account: s.account }));
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ refundedPence: 250 });
    expect((await records(s.shop.id, b.id)).filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  /** A paid (and refunded) PaymentIntent on `account` whose metadata says what its maker chose, with its charge. */
  async function intentNaming(account: string, metadata: Record<string, string>) {
    const on = { stripeAccount: account };
    const pm = await stripe.paymentMethods.create(
      { type: 'card', card: { number: TEST_CARDS.success } } as Stripe.PaymentMethodCreateParams,
      on,
    );
    const pi = await stripe.paymentIntents.create(
      { amount: 600, currency: 'gbp', payment_method: pm.id, confirm: true, metadata },
      on,
    );
    await stripe.refunds.create({ payment_intent: pi.id, amount: 600 }, on);
    return { pi, charge: fake.connect.charges.get(fake.connect.paymentIntents.get(pi.id)!.latest_charge)! };
  }
  const deliver = async (type: string, object: Record<string, unknown>, account: string) =>
    (await deliverEvent(`${baseUrl}/stripeConnectWebhook`, fake.connect.event(type, object, { account }))).status;

  it("changes nothing for an event from another shop's account, or about an intent not the booking's own", async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, { kind: 'deposit', depositPence: 600 });
    const other = await shopWithAccount();
    const naming = { shopId: s.shop.id, appointmentId: b.id };
    const foreign = await intentNaming(other.account, naming);
    expect(await deliver('charge.refunded', foreign.charge, other.account)).toBe(200);
    const dispute = {
      id: 'dp_foreign',
      object: 'dispute',
      payment_intent: foreign.pi.id,
      amount: 600,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect(await deliver('charge.dispute.created', dispute, other.account)).toBe(200);
    // the shop's own account, but an intent that is none of the booking's
    const stray = await intentNaming(s.account, naming);
    expect(await deliver('charge.refunded', stray.charge, s.account)).toBe(200);
    expect(await deliver('charge.dispute.created', { ...dispute, id: 'dp_stray', payment_intent: stray.pi.id }, s.account)).toBe(
      200,
    );
    const payment = await storedPayment(s.shop.id, b.id);
    expect(payment).toMatchObject({ refundedPence: 0, state: 'paid' });
    expect(payment.dispute ?? null).toBeNull();
    expect(await records(s.shop.id, b.id)).toEqual([]);
  });

  it('answers 200 and changes nothing for a refunded intent whose booking does not exist (a lost hold)', async () => {
    const s = await shopWithAccount();
    const lost = await intentNaming(s.account, { shopId: s.shop.id, holdId: `lost${Date.now()}` });
    expect(await deliver('charge.refunded', lost.charge, s.account)).toBe(200);
    const missing = await intentNaming(s.account, { shopId: s.shop.id, appointmentId: `gone${Date.now()}` });
    expect(await deliver('charge.refunded', missing.charge, s.account)).toBe(200);
    expect((await adminDb.collection(`barbershops/${s.shop.id}/payments`).get()).size).toBe(0);
  });

  it("ignores a Checkout session from another account naming this booking's unpaid fee", async () => {
    const s = await shopWithAccount();
    const b = await paidBooking(s, 1, {
      kind: 'card',
      card: TEST_CARDS.authenticationRequired,
      noShowFee: { kind: 'fixed', value: 1200 },
    });
    expect((await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' })).status).toBe(200);
    expect((await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token)).status).toBe(200);
    const other = await shopWithAccount();
    const metadata = { shopId: s.shop.id, appointmentId: b.id, feeKind: 'no_show' };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 1200, product_data: { name: 'Fee' } } }],
        success_url: 'https://example.test/ok',
        cancel_url: 'https://example.test/back',
        metadata,
        payment_intent_data: { metadata },
      },
      { stripeAccount: other.account },
    );
    const paid = fake.connect.payCheckoutSession(session.id);
    expect(await deliver('checkout.session.completed', paid, other.account)).toBe(200);
    const payment = await storedPayment(s.shop.id, b.id);
    expect(payment.state).toBe('fee_pending');
    expect(payment.fees).toEqual([expect.objectContaining({ status: 'link_sent' })]);
    expect((await records(s.shop.id, b.id)).filter((r) => r.status === 'succeeded')).toHaveLength(0);
  });
});

describe('the pre-authorisation of the no-show fee', () => {
  const FEE: FeeRule = { kind: 'fixed', value: 1500 };

  /** The shop's policy holds the no-show fee on the card (preauthorizeNoShowFee reads the shop's policy). */
  async function preauthShop(): Promise<Setup> {
    const s = await shopWithAccount();
    await adminDb.doc(`barbershops/${s.shop.id}`).update({
      paymentsLive: true,
      'paymentPolicy.mode': 'card',
      'paymentPolicy.noShowFee': FEE,
      'paymentPolicy.preauthorizeNoShowFee': true,
      'paymentPolicy.version': 1,
    });
    return s;
  }
  const preauths = (s: Setup) =>
    fake
      .requestsTo('POST', /^\/v1\/payment_intents$/)
      .filter((r) => r.stripeAccount === s.account && r.params.capture_method === 'manual');
  const services = () => import('../../functions/src/services/payments/afterBooking');

  it('holds the fee on the saved card for a visit within the window, once however often it is asked', async () => {
    const { preauthorizeNoShowFee } = await services();
    const s = await preauthShop();
    const b = await paidBooking(s, -24, { kind: 'card', noShowFee: FEE });
    expect(await preauthorizeNoShowFee(s.shop.id, b.id)).toBe(true);
    expect(await preauthorizeNoShowFee(s.shop.id, b.id)).toBe(false);
    const held = preauths(s);
    expect(held).toHaveLength(1);
    expect(held[0]!.params).toMatchObject({ amount: '1500', currency: 'gbp', off_session: 'true' });
    expect(held[0]!.idempotencyKey).toBe(`preauth:${b.id}`);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ preauth: { amountPence: 1500, status: 'authorized' } });
  });

  it('holds nothing for a visit beyond the authorisation window, until the job finds it within', async () => {
    const { preauthorizeNoShowFee, runNoShowPreauths } = await services();
    const s = await preauthShop();
    const b = await paidBooking(s, -24 * 8, { kind: 'card', noShowFee: FEE });
    expect(await preauthorizeNoShowFee(s.shop.id, b.id)).toBe(false);
    expect(preauths(s)).toHaveLength(0);
    // four days on, the visit is within the window: the job holds the fee
    await runNoShowPreauths(new Date(Date.now() + 4 * 24 * 3_600_000));
    expect(preauths(s)).toHaveLength(1);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ preauth: { status: 'authorized' } });
  });

  it('is captured when the owner marks a no-show, and no second charge is made', async () => {
    const { preauthorizeNoShowFee } = await services();
    const s = await preauthShop();
    const b = await paidBooking(s, -1, { kind: 'card', noShowFee: FEE });
    expect(await preauthorizeNoShowFee(s.shop.id, b.id)).toBe(true);
    expect(preauths(s)).toHaveLength(1);
    // the visit's time passes
    const start = new Date(Date.now() - 3_600_000);
    await adminDb
      .doc(`barbershops/${s.shop.id}/appointments/${b.id}`)
      .update({ start, end: new Date(start.getTime() + 30 * 60_000), manageUntil: start });
    const res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.paymentOutcome).toMatchObject({ action: 'preauth_captured', amountPence: 1500 });
    const captures = fake
      .requestsTo('POST', /^\/v1\/payment_intents\/[^/]+\/capture$/)
      .filter((r) => r.stripeAccount === s.account);
    expect(captures).toHaveLength(1);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ preauth: { status: 'captured' } });
    // no off-session fee charge beside the capture
    expect(
      fake.requestsTo('POST', /^\/v1\/payment_intents$/).filter((r) => r.idempotencyKey === `fee:${b.id}:no_show`),
    ).toHaveLength(0);

    // "Save notes" on the no-show afterwards: nothing more is taken
    const notes = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { notes: 'Did not come' });
    expect(notes.status).toBe(200);
    expect(notes.body.paymentOutcome).toBeUndefined();
    const intents = fake.requestsTo('POST', /^\/v1\/payment_intents$/).filter((r) => r.stripeAccount === s.account);
    expect(intents).toHaveLength(1); // the pre-authorisation only
    expect(
      fake.requestsTo('POST', /^\/v1\/payment_intents\/[^/]+\/capture$/).filter((r) => r.stripeAccount === s.account),
    ).toHaveLength(1);
    expect((await records(s.shop.id, b.id)).filter((r) => r.kind === 'no_show_fee')).toHaveLength(1);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ fees: [], preauth: { status: 'captured' } });
  });

  it('is released by the job once a visit has happened without a no-show mark', async () => {
    const { preauthorizeNoShowFee, runNoShowPreauths } = await services();
    const s = await preauthShop();
    const b = await paidBooking(s, -1, { kind: 'card', noShowFee: FEE });
    expect(await preauthorizeNoShowFee(s.shop.id, b.id)).toBe(true);
    const heldId = (await storedPayment(s.shop.id, b.id)).preauth.paymentIntentId as string;
    // two days later the visit is long over and was never marked a no-show
    await runNoShowPreauths(new Date(Date.now() + 2 * 24 * 3_600_000));
    const cancels = fake.requestsTo('POST', new RegExp(`^/v1/payment_intents/${heldId}/cancel$`));
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.stripeAccount).toBe(s.account);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ preauth: { status: 'released' } });
  });
});
