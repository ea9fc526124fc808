// In-process (e2e/support/payments-app.ts, as payments-holds.test.ts): a waitlist claim at a shop
// that takes a deposit (docs/waitlist.md "Claim with a payment policy"). The claim becomes a
// payment hold under the offer's id; the entry is booked when the hold completes, and waits again
// when the hold is released unpaid.
import { DEFAULT_PAYMENT_POLICY } from '@barbershop/core/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import type { FakeStripe } from '../support/fake-stripe';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { addEntry, entryOf, moveOfferExpiry, newCustomer, offerDoc, offerLinkOf, waitForEmails } from '../support/waitlist';

let app: PaymentsApp;
let fake: FakeStripe;
let baseUrl = '';
let offerFreedTimes: (shopId: string, dates: string[] | null, now?: number) => Promise<number>;
let releaseExpiredHolds: (now?: Date) => Promise<number>;
const date = futureWeekday(12, 2);

beforeAll(async () => {
  app = await startPaymentsApp({ apiOnly: true, env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_fake' } });
  ({ fake, url: baseUrl } = app);
  ({ offerFreedTimes } = await import('../../functions/src/services/waitlist/offers'));
  ({ releaseExpiredHolds } = await import('../../functions/src/services/payments/holds'));
});

afterAll(() => app?.close());

const call = (path: string, body: unknown) => callApi('POST', path, { body, baseUrl });

/** A shop taking a 20% deposit on its own (fake) connected account, its policy at version 3. */
async function payingShop(): Promise<TestShop> {
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
    paymentPolicy: {
      ...DEFAULT_PAYMENT_POLICY,
      mode: 'deposit',
      deposit: { kind: 'percent', value: 20 },
      version: 3,
      updatedAt: new Date(),
    },
  });
  return shop;
}

/** A customer waiting for `time`, offered it by the engine: the offer link from their email. */
async function offered(shop: TestShop, time: string) {
  const customer = newCustomer('Deposit');
  const entry = await addEntry(shop, customer, [{ date, from: time, to: time }], { createdAt: new Date(Date.now() - 60_000) });
  expect(await offerFreedTimes(shop.id, [date])).toBe(1);
  const [mail] = await waitForEmails(customer.email, 'waitlist_offer');
  return { entry, ...offerLinkOf(mail!) };
}

describe('a claim at a shop that takes a deposit', () => {
  it('asks for the policy, holds the time under the offer’s id, and books the entry once paid', async () => {
    const shop = await payingShop();
    const { entry, offerId, token } = await offered(shop, '10:00');
    const claimPath = `/api/waitlist/offers/${offerId}/claim`;

    expect((await call(claimPath, { token })).status).toBe(400);
    const held = await call(claimPath, { token, policyAccepted: true, policyVersion: 3 });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body).toMatchObject({ status: 'payment_required', holdId: offerId, amountPence: 400 });
    expect((await offerDoc(shop, offerId).get()).get('state')).toBe('claimed');
    expect(await entryOf(shop, entry.id)).toMatchObject({ state: 'offered', offerId });
    // being paid for: the link books no second hold, and says the payment step is open elsewhere, not "booked"
    const again = await call(claimPath, { token, policyAccepted: true, policyVersion: 3 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('offer_payment_pending');
    expect(again.body.message).toMatch(/^The payment step for this time is open in another window or tab\..* until \d\d:\d\d\.$/);
    const looked = await call(`/api/waitlist/offers/${offerId}/lookup`, { token });
    expect(looked.status).toBe(409);
    expect(looked.body.code).toBe('offer_payment_pending');

    const pi = [...fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === offerId)!;
    fake.connect.succeedIntent(pi.id);
    const done = await call(`/api/holds/${offerId}/complete`, { clientSecret: pi.client_secret });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.id).toBe(offerId);
    const appointment = (await adminDb.doc(`barbershops/${shop.id}/appointments/${offerId}`).get()).data()!;
    expect(appointment.waitlistEntryId).toBe(entry.id);
    expect(await entryOf(shop, entry.id)).toMatchObject({ state: 'booked', appointmentId: offerId });
    // booked now: the link says so
    const booked = await call(claimPath, { token, policyAccepted: true, policyVersion: 3 });
    expect(booked.status).toBe(409);
    expect(booked.body.code).toBe('offer_claimed');
  });

  it('a hold released unpaid puts the customer back on the list (the offer expired)', async () => {
    const shop = await payingShop();
    const { entry, offerId, token } = await offered(shop, '11:00');
    const held = await call(`/api/waitlist/offers/${offerId}/claim`, { token, policyAccepted: true, policyVersion: 3 });
    expect(held.status).toBe(202);
    const past = Date.now() - 1000;
    await adminDb.doc(`holds/${offerId}`).update({ expiresAt: new Date(past) });
    await moveOfferExpiry(shop, offerId, past);
    await releaseExpiredHolds();
    expect((await adminDb.doc(`holds/${offerId}`).get()).get('state')).toBe('released');
    expect((await offerDoc(shop, offerId).get()).get('state')).toBe('expired');
    expect(await entryOf(shop, entry.id)).toMatchObject({ state: 'waiting', offerId: null });
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${offerId}`).get()).exists).toBe(false);
  });

  it('a hold released after the customer left the list still ends the offer (expired); the entry stays left', async () => {
    const shop = await payingShop();
    const { entry, offerId, token } = await offered(shop, '12:00');
    const held = await call(`/api/waitlist/offers/${offerId}/claim`, { token, policyAccepted: true, policyVersion: 3 });
    expect(held.status).toBe(202);
    // "Leave the waitlist" while paying: the offer, claimed, is not withdrawn
    const left = await call(`/api/waitlist/offers/${offerId}/leave`, { token });
    expect(left.status).toBe(200);
    expect((await offerDoc(shop, offerId).get()).get('state')).toBe('claimed');

    const released = await callApi('DELETE', `/api/holds/${offerId}`, {
      body: { clientSecret: held.body.clientSecret },
      baseUrl,
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect((await adminDb.doc(`holds/${offerId}`).get()).get('state')).toBe('released');
    expect((await offerDoc(shop, offerId).get()).data()).toMatchObject({ state: 'expired', appointmentId: null });
    expect(await entryOf(shop, entry.id)).toMatchObject({ state: 'left' });
    // the link now says the time is gone, never "booked" or "being paid for"
    const late = await call(`/api/waitlist/offers/${offerId}/claim`, { token, policyAccepted: true, policyVersion: 3 });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('offer_expired');
  });
});
