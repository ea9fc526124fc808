// In-process (e2e/support/payments-app.ts: the real /api and Connect webhook, the real `stripe`
// SDK against the fake Stripe API, the suite's Firestore and Auth emulators): the review fixes of
// issue 34's money after booking. A payment page is ended at Stripe before its fee is waived or
// the page replaced, and a page paid anyway is recorded or refunded, never left unrecorded; a
// capture whose reply was lost is read back before any new charge; a shop whose owner
// disconnected the platform can connect again; Stripe refusing a page or a connection is a 502.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayment, FeeRule, PaymentPolicy } from '@barbershop/core/payments';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { deliverEvent, TEST_CARDS } from '../support/fake-stripe-connect';
import { createOwner, type TestOwner } from '../support/owners';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { booking } from '../support/reviews';
import { createTestShop, type TestShop } from '../support/shops';

let app: PaymentsApp;
let stripe: Stripe;

beforeAll(async () => {
  // the events each test means to send, and no others (an account.updated the fake sent by
  // itself could land after a test's deauthorization)
  app = await startPaymentsApp({ apiOnly: true, env: { PUBLIC_APP_URL: 'https://barberbook.test' } });
  stripe = app.stripe;
});

afterAll(async () => {
  await app?.close();
});

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callApi(method, path, { token, body, baseUrl: app.url });

interface Setup {
  owner: TestOwner;
  shop: TestShop;
  account: string;
}

async function shopWithAccount(policy: Partial<PaymentPolicy> = { mode: 'card' }): Promise<Setup> {
  const owner = await createOwner('links');
  const shop = await createTestShop({ ownerUid: owner.uid });
  const account = await app.connectShop(shop.id, policy);
  return { owner, shop, account };
}

/** A card-on-file booking of the shop `hoursAgo` before now (negative: ahead), its card saved on the shop's account. */
async function cardBooking(s: Setup, hoursAgo: number, noShowFee: FeeRule, card: string = TEST_CARDS.success) {
  const on = { stripeAccount: s.account };
  const customer = await stripe.customers.create({ email: 'booker@example.com' }, on);
  const pm = await stripe.paymentMethods.create({ type: 'card', card: { number: card } } as Stripe.PaymentMethodCreateParams, on);
  await stripe.paymentMethods.attach(pm.id, { customer: customer.id }, on);
  const payment: AppointmentPayment = {
    kind: 'card',
    decision: { kind: 'card', reason: 'everyone', explanation: 'Everyone books with a card', amountDuePence: 0 },
    acceptance: { text: 'No-show: a fee.', version: 1, acceptedAt: new Date() },
    policy: { cancelWindowHours: 24, lateCancelFee: null, noShowFee, version: 1 },
    stripeAccountId: s.account,
    stripeCustomerId: customer.id,
    paymentMethodId: pm.id,
    paidPence: 0,
    refundedPence: 0,
    paymentIntentId: null,
    setupIntentId: null,
    state: 'card_saved',
    fees: [],
    preauth: null,
    updatedAt: new Date(),
  };
  const start = new Date(Math.round((Date.now() - hoursAgo * 3_600_000) / 60_000) * 60_000);
  return booking(s.shop, hoursAgo, 'Ada Lovelace', { payment, customerId: 'cust-links', manageUntil: start });
}

const storedPayment = async (shopId: string, id: string) =>
  (await adminDb.doc(`barbershops/${shopId}/appointments/${id}`).get()).get('payment') as Record<string, any>;
const records = async (shopId: string, appointmentId: string) =>
  (await adminDb.collection(`barbershops/${shopId}/payments`).where('appointmentId', '==', appointmentId).get()).docs.map((d) =>
    d.data(),
  );
const deliver = async (type: string, object: Record<string, unknown>, account: string) =>
  (await deliverEvent(`${app.url}/stripeConnectWebhook`, app.fake.connect.event(type, object, { account }))).status;

/** A no-show whose fee the card could not pay (authentication required), and its payment page sent. */
async function feeWithPage(s: Setup) {
  const b = await cardBooking(s, 1, { kind: 'fixed', value: 1200 }, TEST_CARDS.authenticationRequired);
  const marked = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
  expect(marked.body.paymentOutcome).toMatchObject({ action: 'fee_failed' });
  const link = await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return { b, session: pageOf(b.id)! };
}
const pagesOf = (appointmentId: string) =>
  [...app.fake.connect.checkoutSessions.values()].filter((cs) => cs.metadata?.appointmentId === appointmentId);
const pageOf = (appointmentId: string) => pagesOf(appointmentId).at(-1);

/** Another page for the booking's fee on the shop's account (one sent before this fix, or replaced), paid. */
async function strayPaidPage(s: Setup, appointmentId: string) {
  const metadata = { shopId: s.shop.id, appointmentId, feeKind: 'no_show' };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 1200, product_data: { name: 'Fee' } } }],
      success_url: 'https://example.test/ok',
      metadata,
      payment_intent_data: { metadata },
    },
    { stripeAccount: s.account },
  );
  return app.fake.connect.payCheckoutSession(session.id);
}

describe('waiving a fee whose payment page was sent', () => {
  it('ends the page at Stripe, so the customer can no longer pay it', async () => {
    const s = await shopWithAccount();
    const { b, session } = await feeWithPage(s);
    const res = await call('POST', `/api/appointments/${b.id}/payment/waive`, s.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment.fees).toEqual([expect.objectContaining({ status: 'waived' })]);
    const expired = app.fake.requestsTo('POST', new RegExp(`^/v1/checkout/sessions/${session.id}/expire$`));
    expect(expired.map((r) => r.stripeAccount)).toEqual([s.account]);
    expect(app.fake.connect.checkoutSessions.get(session.id)!.status).toBe('expired');
    expect(() => app.fake.connect.payCheckoutSession(session.id)).toThrow(/takes no payment/);
  });

  it('records the fee paid instead when the customer paid the page first', async () => {
    const s = await shopWithAccount();
    const { b, session } = await feeWithPage(s);
    const paid = app.fake.connect.payCheckoutSession(session.id);
    // the owner waives before Stripe's event arrives
    const res = await call('POST', `/api/appointments/${b.id}/payment/waive`, s.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({ state: 'fee_charged' });
    expect(res.body.payment.fees).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await deliver('checkout.session.completed', paid, s.account)).toBe(200);
    expect((await records(s.shop.id, b.id)).filter((r) => r.status === 'succeeded')).toEqual([
      expect.objectContaining({ kind: 'no_show_fee', amountPence: 1200, stripeObjectId: paid.payment_intent }),
    ]);
    expect(app.fake.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.stripeAccount === s.account)).toHaveLength(0);
  });

  it('refunds at once, once, a page of the fee paid after it was waived', async () => {
    const s = await shopWithAccount();
    const { b } = await feeWithPage(s);
    expect((await call('POST', `/api/appointments/${b.id}/payment/waive`, s.owner.token)).status).toBe(200);
    const paid = await strayPaidPage(s, b.id);
    expect(await deliver('checkout.session.completed', paid, s.account)).toBe(200);
    expect(await deliver('checkout.session.completed', paid, s.account)).toBe(200);
    const refunds = app.fake.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.stripeAccount === s.account);
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`link-refund:${paid.id}`, `link-refund:${paid.id}`]);
    expect([...app.fake.connect.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toEqual([
      expect.objectContaining({ amount: 1200, status: 'succeeded' }),
    ]);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({
      state: 'waived',
      fees: [expect.objectContaining({ status: 'waived' })],
    });
  });
});

describe('replacing a payment page', () => {
  /** The page sent is close to its end (less than the hour the route keeps to spare), still payable at Stripe. */
  async function nearlyOver(shopId: string, appointmentId: string) {
    const stored = await storedPayment(shopId, appointmentId);
    await adminDb.doc(`barbershops/${shopId}/appointments/${appointmentId}`).update({
      'payment.fees': stored.fees.map((f: Record<string, unknown>) => ({
        ...f,
        paymentLinkExpiresAt: new Date(Date.now() + 30 * 60_000),
      })),
    });
  }

  it('ends the old page at Stripe before sending the new one', async () => {
    const s = await shopWithAccount();
    const { b, session } = await feeWithPage(s);
    await nearlyOver(s.shop.id, b.id);
    const res = await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(pagesOf(b.id)).toHaveLength(2);
    expect(app.fake.connect.checkoutSessions.get(session.id)!.status).toBe('expired');
    expect(res.body.payment.fees[0].paymentLinkUrl).toBe(pageOf(b.id)!.url);
  });

  it('records the old page paid, and sends no new one, when the customer paid it first', async () => {
    const s = await shopWithAccount();
    const { b, session } = await feeWithPage(s);
    await nearlyOver(s.shop.id, b.id);
    app.fake.connect.payCheckoutSession(session.id);
    const res = await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment.fees).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(pagesOf(b.id)).toHaveLength(1);
  });

  it('records a paid page that is not the stored one while the fee is open, and refunds a second payment', async () => {
    const s = await shopWithAccount();
    const { b, session } = await feeWithPage(s);
    const stray = await strayPaidPage(s, b.id);
    expect(await deliver('checkout.session.completed', stray, s.account)).toBe(200);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({
      state: 'fee_charged',
      fees: [expect.objectContaining({ status: 'succeeded', paymentIntentId: stray.payment_intent })],
    });
    // the page the customer was emailed is paid too: not owed, so refunded
    const paid = app.fake.connect.payCheckoutSession(session.id);
    expect(await deliver('checkout.session.completed', paid, s.account)).toBe(200);
    expect([...app.fake.connect.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect((await records(s.shop.id, b.id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });
});

describe('Stripe refusing', () => {
  it('a payment page (a fee under the 30p minimum) answers 502 with the reason, and changes nothing', async () => {
    const s = await shopWithAccount();
    const b = await cardBooking(s, 1, { kind: 'percent', value: 1 }); // 1% of £20.00: 20p
    const marked = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(marked.body.paymentOutcome).toMatchObject({ action: 'fee_failed', amountPence: 20 });
    const before = await storedPayment(s.shop.id, b.id);
    const res = await call('POST', `/api/appointments/${b.id}/payment/link`, s.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(502);
    expect(res.body.message).toMatch(/no link was sent.*£0\.30/);
    expect((await storedPayment(s.shop.id, b.id)).fees).toEqual(before.fees);
  });

  it('the connection answers 502 with a message', async () => {
    const owner = await createOwner('links');
    const shop = await createTestShop({ ownerUid: owner.uid });
    app.fake.failNext('POST', /^\/v1\/accounts$/);
    const res = await call('POST', '/api/payments/connect', owner.token, { shopId: shop.id });
    expect(res.status, JSON.stringify(res.body)).toBe(502);
    expect(res.body.message).toMatch(/Stripe could not start the connection/);
    expect((await adminDb.doc(`paymentAccounts/${shop.id}`).get()).exists).toBe(false);
  });
});

describe('connecting again after the owner disconnected the platform', () => {
  it('makes a new account (once for two clicks) and an onboarding link to it', async () => {
    const s = await shopWithAccount();
    const gone = app.fake.connect.deauthorize(s.account);
    expect(await deliver('account.application.deauthorized', gone, s.account)).toBe(200);
    expect((await adminDb.doc(`paymentAccounts/${s.shop.id}`).get()).get('disabledReason')).toBe('platform_disconnected');

    const [first, second] = await Promise.all([
      call('POST', '/api/payments/connect', s.owner.token, { shopId: s.shop.id }),
      call('POST', '/api/payments/connect', s.owner.token, { shopId: s.shop.id }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const stored = (await adminDb.doc(`paymentAccounts/${s.shop.id}`).get()).data()!;
    expect(stored.stripeAccountId).not.toBe(s.account);
    expect(stored).toMatchObject({ generation: 1, disabledReason: expect.not.stringMatching(/platform_disconnected/) });
    const creates = app.fake.requestsTo('POST', /^\/v1\/accounts$/).filter((r) => r.idempotencyKey?.includes(s.shop.id));
    expect(new Set(creates.map((r) => r.idempotencyKey))).toEqual(new Set([`connect-account:${s.shop.id}:1`]));
    expect(first.body.url).toContain(`/fake-connect/onboarding/${stored.stripeAccountId}/`);
    expect((await adminDb.doc(`barbershops/${s.shop.id}`).get()).get('paymentsLive')).toBe(false);
  });
});

describe('a capture of the pre-authorisation that fails', () => {
  const FEE: FeeRule = { kind: 'fixed', value: 1500 };

  /** A no-show marked on a booking whose fee is held on the card. */
  async function heldBooking() {
    const { preauthorizeNoShowFee } = await import('../../functions/src/services/payments/afterBooking');
    const s = await shopWithAccount({ mode: 'card', noShowFee: FEE, preauthorizeNoShowFee: true });
    const b = await cardBooking(s, -1, FEE);
    expect(await preauthorizeNoShowFee(s.shop.id, b.id)).toBe(true);
    const start = new Date(Date.now() - 3_600_000);
    await adminDb
      .doc(`barbershops/${s.shop.id}/appointments/${b.id}`)
      .update({ start, end: new Date(start.getTime() + 30 * 60_000), manageUntil: start });
    return { s, b };
  }
  const feeCharges = (id: string) =>
    app.fake.requestsTo('POST', /^\/v1\/payment_intents$/).filter((r) => r.idempotencyKey === `fee:${id}:no_show`);

  it('whose reply was lost after Stripe captured records the capture, and charges nothing more', async () => {
    const { s, b } = await heldBooking();
    app.fake.failNext('POST', /^\/v1\/payment_intents\/[^/]+\/capture$/, { applied: true });
    const res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.paymentOutcome).toMatchObject({ action: 'preauth_captured', amountPence: 1500 });
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ state: 'fee_charged', preauth: { status: 'captured' } });
    expect(feeCharges(b.id)).toHaveLength(0);
    expect(await records(s.shop.id, b.id)).toEqual([expect.objectContaining({ kind: 'no_show_fee', amountPence: 1500 })]);
  });

  it('that Stripe did not carry out leaves the amount held, shows a problem, and charges nothing', async () => {
    const { s, b } = await heldBooking();
    app.fake.failNext('POST', /^\/v1\/payment_intents\/[^/]+\/capture$/);
    const res = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('no_show');
    expect(res.body.paymentOutcome.message).toMatch(/did not confirm taking the £15\.00 held/);
    expect(res.body.payment.problem).toMatch(/Stripe did not confirm/);
    const held = app.fake.connect.paymentIntents.get((await storedPayment(s.shop.id, b.id)).preauth.paymentIntentId)!;
    expect(held.status).toBe('requires_capture');
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({
      preauth: { status: 'authorized' },
      problem: { step: 'capture' },
    });
    expect(feeCharges(b.id)).toHaveLength(0);
    expect(await records(s.shop.id, b.id)).toEqual([]);
  });
});

describe('a Connect event Stripe cannot answer about just now', () => {
  it('is refused (500) so Stripe delivers it again, and the redelivery is applied once', async () => {
    const s = await shopWithAccount();
    const b = await cardBooking(s, 1, { kind: 'fixed', value: 1500 });
    const marked = await call('PATCH', `/api/appointments/${b.id}`, s.owner.token, { status: 'no_show' });
    expect(marked.body.paymentOutcome).toMatchObject({ action: 'fee_charged' });
    const pi = (await storedPayment(s.shop.id, b.id)).fees[0].paymentIntentId as string;
    const event = app.fake.connect.event(
      'charge.dispute.created',
      { id: `dp_${b.id}`, object: 'dispute', payment_intent: pi, amount: 1500, reason: 'fraudulent', status: 'needs_response' },
      { account: s.account },
    );
    const webhook = `${app.url}/stripeConnectWebhook`;
    // the webhook reads the intent to find its booking: that read fails once
    app.fake.failNext('GET', new RegExp(`^/v1/payment_intents/${pi}$`));
    expect((await deliverEvent(webhook, event)).status).toBe(500);
    expect((await storedPayment(s.shop.id, b.id)).dispute ?? null).toBeNull();
    expect((await deliverEvent(webhook, event)).status).toBe(200);
    expect((await deliverEvent(webhook, event)).status).toBe(200);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({
      dispute: { id: `dp_${b.id}`, reason: 'fraudulent', amountPence: 1500 },
    });
  });
});
