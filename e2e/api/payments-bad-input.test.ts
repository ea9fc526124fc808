// In-process (the payments app: the real /api and Connect webhook, the real `stripe` SDK against
// the fake Stripe API) on the suite's Firestore and Auth emulators: every payments route of
// issue 34 given huge, malformed or wrongly typed bodies, someone else's ids, or called by
// another shop's owner answers a clear 4xx JSON error, never a 500, and writes nothing (each
// case reads the stored documents back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import {
  holdTime,
  intentOf,
  newCustomer,
  paidBooking,
  payingShop,
  recordsOf,
  startPaymentsApi,
  storedAppointment,
  visitStarted,
  visitTime,
  type Answer,
  type PaymentsApi,
} from '../support/payments-attack';
import type { TestOwner } from '../support/owners';
import type { TestShop } from '../support/shops';

let api: PaymentsApi;
let owner: TestOwner;
let shop: TestShop;
let account: string;
let other: { owner: TestOwner; shop: TestShop };
/** a booking of `shop` with its £4.00 deposit paid */
let paid: Awaited<ReturnType<typeof paidBooking>>;
/** a hold of `shop` still waiting for its payment */
let held: Record<string, any>;

const HUGE = JSON.stringify({ pad: 'x'.repeat(1024 * 1024) });
const DEPOSIT_20 = { mode: 'deposit', deposit: { kind: 'percent', value: 20 } } as const;

beforeAll(async () => {
  api = await startPaymentsApi();
  ({ owner, shop, account } = await payingShop(api, DEPOSIT_20));
  const second = await payingShop(api, DEPOSIT_20);
  other = { owner: second.owner, shop: second.shop };
  paid = await paidBooking(api, shop);
  held = await holdTime(api, shop, newCustomer(), visitTime('14:00'));
});

afterAll(async () => {
  await api?.close();
});

/** A refusal as every /api error is: the status, JSON with a message, no stack or server path. */
function expectRefused(answer: Answer, status: number) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof answer.body?.message).toBe('string');
  expect(answer.text).not.toMatch(/\bat \S+ \(|\/work\/|node_modules/);
}

const policyOf = async (shopId: string) => (await adminDb.doc(`barbershops/${shopId}`).get()).get('paymentPolicy');
/** What must not change while bad requests are refused: the booking, its money, the hold and Stripe's side. */
async function snapshot() {
  const appointment = await storedAppointment(shop.id, paid.id);
  return {
    status: appointment?.status,
    payment: { state: appointment?.payment.state, refundedPence: appointment?.payment.refundedPence },
    records: (await recordsOf(shop.id, paid.id)).length,
    hold: (await adminDb.doc(`holds/${held.holdId}`).get()).get('state'),
    holdBooking: (await storedAppointment(shop.id, held.holdId)) ?? null,
    policies: [await policyOf(shop.id), await policyOf(other.shop.id)].map((p) => p?.version),
    refunds: api.fake.connect.refunds.size,
    intents: api.fake.connect.paymentIntents.size,
    accounts: api.fake.connect.accounts.size,
    otherAccount: (await adminDb.doc(`paymentAccounts/${other.shop.id}`).get()).get('stripeAccountId'),
  };
}

describe('the owner’s payments routes', () => {
  it('refuses huge, malformed and wrongly typed policies, and saves nothing', async () => {
    const before = await snapshot();
    const put = (init: { body?: unknown; rawBody?: string }, token = owner.token) =>
      api.call('PUT', '/api/payments/policy', { token, ...init });
    expectRefused(await put({ rawBody: HUGE }), 413);
    expectRefused(await put({ rawBody: '{"mode": "deposit",' }), 400);
    for (const body of [
      [],
      ['deposit'],
      { mode: 5 },
      { mode: 'deposit', deposit: 'lots' },
      { mode: 'deposit', deposit: { kind: 'fixed', value: 1e12 } },
      { mode: 'deposit', deposit: { kind: 'percent', value: 20.5 } },
      { mode: 'card', noShowFee: { kind: 'fixed', value: -100 } },
      { mode: 'none', noShowFee: { kind: 'fixed', value: 500 } },
      { mode: 'card', cancelWindowHours: 'soon' },
      { mode: 'card', cancelWindowHours: 1e9 },
      { mode: 'card', audience: { $ne: null } },
      { mode: 'card', serviceOverrides: [] },
      { mode: 'card', serviceOverrides: { 'a/b': { mode: 'none', deposit: null } } },
      // another shop's service is not one of this shop's
      { mode: 'card', serviceOverrides: { [other.shop.serviceIds[0]!]: { mode: 'prepay', deposit: null } } },
    ])
      expectRefused(await put({ body }), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses someone else’s shop and malformed shop ids for the Stripe account', async () => {
    const before = await snapshot();
    expectRefused(await api.call('POST', '/api/payments/connect', { token: owner.token, body: { shopId: other.shop.id } }), 403);
    expectRefused(await api.call('GET', `/api/payments/account?shopId=${other.shop.id}`, { token: owner.token }), 403);
    for (const shopId of [5, ['x'], { id: shop.id }, 'a/b', '../x'])
      expectRefused(await api.call('POST', '/api/payments/connect', { token: owner.token, body: { shopId } }), 400);
    expectRefused(await api.call('GET', '/api/payments/account?shopId[]=x', { token: owner.token }), 400);
    expectRefused(await api.call('POST', '/api/payments/connect', { token: owner.token, rawBody: HUGE }), 413);
    expectRefused(await api.call('POST', '/api/payments/connect', { body: {} }), 401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses refunds that are not whole pence above 0, or not a JSON object, and refunds nothing', async () => {
    const before = await snapshot();
    const refund = (init: { body?: unknown; rawBody?: string }, token = owner.token) =>
      api.call('POST', `/api/appointments/${paid.id}/payment/refund`, { token, ...init });
    for (const amountPence of ['100', -1, 0, 1.5, true, { $gt: 0 }, [100], 'all'])
      expectRefused(await refund({ body: { amountPence } }), 400);
    // a body that is not an object is no "refund everything"
    expectRefused(await refund({ rawBody: '[]' }), 400);
    expectRefused(await refund({ rawBody: '[{"amountPence": 100}]' }), 400);
    expectRefused(await refund({ rawBody: HUGE }), 413);
    expectRefused(await refund({ body: { amountPence: 10 ** 12 } }), 409);
    expectRefused(await refund({ body: {} }, other.owner.token), 404);
    expect(await snapshot()).toEqual(before);
  });

  it('answers another shop’s owner, unknown and malformed appointment ids 404 on every money action', async () => {
    const before = await snapshot();
    for (const action of ['refund', 'waive', 'link']) {
      expectRefused(await api.call('POST', `/api/appointments/${paid.id}/payment/${action}`, { token: other.owner.token }), 404);
      expectRefused(await api.call('POST', `/api/appointments/${held.holdId}/payment/${action}`, { token: owner.token }), 404);
      expectRefused(
        await api.call('POST', `/api/appointments/nope-${Date.now()}/payment/${action}`, { token: owner.token }),
        404,
      );
      expectRefused(await api.call('POST', `/api/appointments/a%2Fb/payment/${action}`, { token: owner.token }), 404);
      expectRefused(
        await api.call('POST', `/api/appointments/${paid.id}/payment/${action}`, { token: owner.token, rawBody: HUGE }),
        413,
      );
      expectRefused(await api.call('POST', `/api/appointments/${paid.id}/payment/${action}`, {}), 401);
    }
    // nothing to waive or send a link for on a paid deposit
    expectRefused(await api.call('POST', `/api/appointments/${paid.id}/payment/waive`, { token: owner.token }), 409);
    expectRefused(await api.call('POST', `/api/appointments/${paid.id}/payment/link`, { token: owner.token }), 409);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed no-show marks and another owner’s, and charges nothing', async () => {
    const card = await payingShop(api, { mode: 'card', noShowFee: { kind: 'fixed', value: 1500 } });
    const b = await paidBooking(api, card.shop);
    await visitStarted(card.shop.id, b.id);
    const intents = api.fake.connect.paymentIntents.size;
    const mark = (body: unknown, token = card.owner.token) => api.call('PATCH', `/api/appointments/${b.id}`, { token, body });
    for (const body of [{ status: 5 }, { status: 'NO_SHOW' }, { status: ['no_show'] }, { status: 'cancelled' }, { notes: 5 }])
      expectRefused(await mark(body), 400);
    expectRefused(await api.call('PATCH', `/api/appointments/${b.id}`, { token: card.owner.token, rawBody: '[]' }), 400);
    expectRefused(await api.call('PATCH', `/api/appointments/${b.id}`, { token: card.owner.token, rawBody: HUGE }), 413);
    expectRefused(await mark({ status: 'no_show' }, owner.token), 403);
    const stored = (await storedAppointment(card.shop.id, b.id))!;
    expect(stored.status).toBe('scheduled');
    expect(stored.payment).toMatchObject({ state: 'card_saved', fees: [] });
    expect(api.fake.connect.paymentIntents.size).toBe(intents);
  });
});

describe('the customer’s payment routes', () => {
  it('refuses malformed and foreign completions of a hold, and books nothing', async () => {
    const before = await snapshot();
    const complete = (holdId: string, init: { body?: unknown; rawBody?: string }) =>
      api.call('POST', `/api/holds/${holdId}/complete`, init);
    for (const body of [
      {},
      { clientSecret: 5 },
      { clientSecret: ['x'] },
      { clientSecret: 'x'.repeat(301) },
      { clientSecret: null },
    ])
      expectRefused(await complete(held.holdId, { body }), 400);
    expectRefused(await complete(held.holdId, { rawBody: '[]' }), 400);
    expectRefused(await complete(held.holdId, { rawBody: HUGE }), 413);
    expectRefused(await complete(held.holdId, { rawBody: '{"clientSecret":' }), 400);
    // another hold's secret, a hold that does not exist, an id that is no id
    const secretOfPaid = intentOf(api.fake, paid.id).client_secret as string;
    expectRefused(await complete(held.holdId, { body: { clientSecret: secretOfPaid } }), 404);
    expectRefused(await complete(`nohold${Date.now()}`, { body: { clientSecret: held.clientSecret } }), 404);
    expectRefused(await complete('a%2Fb', { body: { clientSecret: held.clientSecret } }), 404);
    // not paid yet
    expectRefused(await complete(held.holdId, { body: { clientSecret: held.clientSecret } }), 402);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed and foreign releases of a hold, and keeps it', async () => {
    const before = await snapshot();
    const release = (holdId: string, init: { body?: unknown; rawBody?: string }) =>
      api.call('DELETE', `/api/holds/${holdId}`, init);
    for (const body of [{}, { clientSecret: 5 }, { clientSecret: { $ne: '' } }])
      expectRefused(await release(held.holdId, { body }), 400);
    expectRefused(await release(held.holdId, { rawBody: HUGE }), 413);
    expectRefused(await release(held.holdId, { body: { clientSecret: 'pi_x_secret_y' } }), 404);
    // the paid booking's hold: the customer's secret, but it is a booking now
    expectRefused(await release(paid.id, { body: { clientSecret: intentOf(api.fake, paid.id).client_secret } }), 409);
    expect(await snapshot()).toEqual(before);
    expect(intentOf(api.fake, held.holdId).status).not.toBe('canceled');
  });

  it('refuses malformed and foreign manage-link cancels, and cancels nothing', async () => {
    const before = await snapshot();
    const cancel = (id: string, init: { body?: unknown; rawBody?: string }) =>
      api.call('POST', `/api/appointments/${id}/manage/cancel`, init);
    // a token that cannot be one is answered as a booking not found
    for (const body of [{}, { token: 5 }, { token: ['x'] }, { token: null }]) {
      const res = await cancel(paid.id, { body });
      expect([400, 404], res.text).toContain(res.status);
      expectRefused(res, res.status);
    }
    expectRefused(await cancel(paid.id, { rawBody: HUGE }), 413);
    expectRefused(await cancel(paid.id, { rawBody: '[]' }), 400);
    for (const token of ['a'.repeat(43), 'x'.repeat(5000)]) {
      const wrong = await cancel(paid.id, { body: { token } });
      expect([400, 403, 404], wrong.text).toContain(wrong.status);
      expectRefused(wrong, wrong.status);
    }
    // the right token for another booking
    const second = await paidBooking(api, shop, { when: visitTime('15:00') });
    const foreign = await cancel(paid.id, { body: { token: second.manageToken } });
    expectRefused(foreign, foreign.status);
    expect([403, 404]).toContain(foreign.status);
    expect(await snapshot()).toEqual({ ...before, intents: before.intents + 1 });
  });
});

describe('the Connect webhook', () => {
  it('refuses a huge body, a bad or missing signature and a payload that is not an event, and applies nothing', async () => {
    const before = await snapshot();
    const post = (body: string, signature?: string) => api.deliver({ event: {}, payload: body, signature: signature ?? '' });
    const intent = api.fake.connect.paymentIntents.get(intentOf(api.fake, held.holdId).id)!;
    const signed = api.fake.connect.event('payment_intent.succeeded', { ...intent, status: 'succeeded' }, { account });
    const huge = JSON.stringify({ ...signed.event, pad: 'x'.repeat(1024 * 1024) });
    expectRefused(await post(huge, signed.signature), 400);
    expectRefused(await post(huge), 400);
    expectRefused(await post(signed.payload), 400);
    expectRefused(await post(signed.payload, 't=1,v1=deadbeef'), 400);
    expectRefused(await post(signed.payload, 'garbage'), 400);
    // signed with another secret
    const forged = api.fake.connect.event('payment_intent.succeeded', intent, { account, secret: 'whsec_someone_else' });
    expectRefused(await post(forged.payload, forged.signature), 400);
    // the right signature over a body that is not JSON
    const notJson = api.fake.connect.event('payment_intent.succeeded', intent, { account });
    expectRefused(await post(`${notJson.payload}}`, notJson.signature), 400);
    for (const e of [signed, forged, notJson]) expect((await adminDb.doc(`stripeEvents/${e.event.id}`).get()).exists).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('answers signed events whose objects have the wrong types 200 ignored, and applies nothing', async () => {
    const before = await snapshot();
    for (const [type, object] of [
      ['payment_intent.succeeded', { id: 5, metadata: { holdId: 12 } }],
      ['payment_intent.succeeded', { id: 'pi_x', metadata: 'holdId' }],
      ['payment_intent.succeeded', { id: 'pi_x', metadata: { holdId: held.holdId } }],
      ['payment_intent.payment_failed', { id: ['pi_x'], metadata: { holdId: [held.holdId] } }],
      ['setup_intent.succeeded', { id: 'seti_x', metadata: null }],
      ['charge.refunded', { id: 'ch_x', payment_intent: 5, metadata: { appointmentId: paid.id, shopId: shop.id } }],
      ['charge.dispute.created', { id: 'dp_x', payment_intent: { id: paid.intentId }, amount: 'all' }],
      ['checkout.session.completed', { id: 'cs_x', metadata: { appointmentId: paid.id, shopId: shop.id, feeKind: 5 } }],
      ['account.updated', { id: 5, charges_enabled: 'yes' }],
    ] as const) {
      const res = await api.deliver(api.fake.connect.event(type, object as Record<string, unknown>, { account }));
      expect(res.status, `${type}: ${res.text}`).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });
});
