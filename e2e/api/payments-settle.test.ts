// In-process: a cancel's money after an owner's partial refund or a refund Stripe refused, and
// the owner's refund tried again (docs/payments.md "How the money moves"), through the real
// routes with the real `stripe` SDK against the fake Stripe API (payments-app.ts), on the suite's
// Firestore and Auth emulators. Bookings with a deposit are written directly, the deposit paid in
// the fake on the shop's connected account.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayment, FeeRule } from '@barbershop/core/payments';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { TEST_CARDS } from '../support/fake-stripe-connect';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createOwner, type TestOwner } from '../support/owners';
import { booking } from '../support/reviews';
import { createTestShop, type TestShop } from '../support/shops';

let app: PaymentsApp;
let stripe: Stripe;

beforeAll(async () => {
  app = await startPaymentsApp();
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

async function connectedShop(): Promise<Setup> {
  const owner = await createOwner('settle');
  const shop = await createTestShop({ ownerUid: owner.uid });
  const account = await app.connectShop(shop.id, { mode: 'deposit' });
  return { owner, shop, account };
}

/** A booking `hoursAhead` from now with a £10 deposit paid on the shop's account. */
async function depositBooking(s: Setup, hoursAhead: number, lateCancelFee: FeeRule | null = null) {
  const on = { stripeAccount: s.account };
  const customer = await stripe.customers.create({ email: 'booker@example.com' }, on);
  const pm = await stripe.paymentMethods.create(
    { type: 'card', card: { number: TEST_CARDS.success } } as Stripe.PaymentMethodCreateParams,
    on,
  );
  await stripe.paymentMethods.attach(pm.id, { customer: customer.id }, on);
  const pi = await stripe.paymentIntents.create(
    { amount: 1000, currency: 'gbp', customer: customer.id, payment_method: pm.id, confirm: true },
    on,
  );
  const payment: AppointmentPayment = {
    kind: 'deposit',
    decision: { kind: 'deposit', reason: 'everyone', explanation: 'Everyone books with protection', amountDuePence: 1000 },
    acceptance: { text: 'Cancel at least 24 hours before: free.', version: 1, acceptedAt: new Date() },
    policy: { cancelWindowHours: 24, lateCancelFee, noShowFee: null, version: 1 },
    stripeAccountId: s.account,
    stripeCustomerId: customer.id,
    paymentMethodId: pm.id,
    paidPence: 1000,
    refundedPence: 0,
    paymentIntentId: pi.id,
    setupIntentId: null,
    state: 'paid',
    fees: [],
    preauth: null,
    updatedAt: new Date(),
  };
  const start = new Date(Math.round((Date.now() + hoursAhead * 3_600_000) / 60_000) * 60_000);
  return booking(s.shop, -hoursAhead, 'Ada Lovelace', {
    payment,
    customerId: `cust-${Math.random().toString(36).slice(2, 8)}`,
    manageUntil: start,
  });
}

const storedPayment = async (shopId: string, id: string) =>
  (await adminDb.doc(`barbershops/${shopId}/appointments/${id}`).get()).get('payment') as Record<string, any>;
const refundsAt = (s: Setup) => app.fake.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.stripeAccount === s.account);

describe("a cancel after the owner's partial refund", () => {
  it("the customer's free cancel refunds what is left, and says that amount", async () => {
    const s = await connectedShop();
    const b = await depositBooking(s, 48);
    const goodwill = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 200 });
    expect(goodwill.status, JSON.stringify(goodwill.body)).toBe(200);

    const res = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.paymentOutcome).toMatchObject({ action: 'refunded', amountPence: 800 });
    expect(res.body.paymentOutcome.message).toContain('£8.00');
    expect(refundsAt(s).map((r) => r.params.amount)).toEqual(['200', '800']);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ state: 'refunded', refundedPence: 1000 });
  });

  it("the shop's cancel refunds everything taken", async () => {
    const s = await connectedShop();
    const b = await depositBooking(s, 48);
    expect((await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 200 })).status).toBe(
      200,
    );
    const res = await call('POST', `/api/appointments/${b.id}/cancel`, s.owner.token, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({ state: 'refunded', refundedPence: 1000, refundablePence: 0 });
    expect(refundsAt(s).map((r) => r.params.amount)).toEqual(['200', '800']);
  });
});

describe('a late cancel whose refund Stripe refuses', () => {
  it('is not settled: the deposit is not kept yet, and the next run refunds the rest and keeps the fee', async () => {
    const s = await connectedShop();
    const b = await depositBooking(s, 3, { kind: 'fixed', value: 350 });
    app.fake.connect.refuseRefunds(1);

    const first = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.appointment.status).toBe('cancelled');
    expect(first.body.paymentOutcome).toMatchObject({ action: 'refund_pending', amountPence: 650 });
    const refused = await storedPayment(s.shop.id, b.id);
    expect(refused).toMatchObject({ state: 'paid', refundedPence: 0, problem: { step: 'refund', code: 'balance_insufficient' } });

    // the cancel trigger's run (here a second click on the manage link) settles it
    const again = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.paymentOutcome).toMatchObject({ action: 'deposit_kept', amountPence: 350 });
    expect(again.body.paymentOutcome.message).toMatch(/keeps £3\.50 of your deposit.*£6\.50 has been refunded/);
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ state: 'kept', refundedPence: 650, problem: null });
    const refunds = refundsAt(s);
    expect(refunds.map((r) => r.params.amount)).toEqual(['650', '650']);
    // tried again as a new request: the refused one's key would replay its error at Stripe
    expect(refunds[1]!.idempotencyKey).not.toBe(refunds[0]!.idempotencyKey);

    // settled: another run changes nothing
    const third = await call('POST', `/api/appointments/${b.id}/manage/cancel`, undefined, { token: b.token });
    expect(third.body.paymentOutcome).toMatchObject({ action: 'deposit_kept', amountPence: 350 });
    expect(refundsAt(s)).toHaveLength(2);
  });
});

describe("the owner's refund tried again after Stripe refused it", () => {
  it('goes through, for the same amount or another', async () => {
    const s = await connectedShop();
    const b = await depositBooking(s, 48);
    app.fake.connect.refuseRefunds(1);
    const refused = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 500 });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/balance_insufficient/);

    const retry = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 500 });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.payment).toMatchObject({ refundedPence: 500, problem: null });

    app.fake.connect.refuseRefunds(1);
    expect((await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 300 })).status).toBe(
      502,
    );
    const other = await call('POST', `/api/appointments/${b.id}/payment/refund`, s.owner.token, { amountPence: 200 });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.payment).toMatchObject({ refundedPence: 700 });
    expect(await storedPayment(s.shop.id, b.id)).toMatchObject({ refundedPence: 700, state: 'partially_refunded' });
  });
});
