// Issue 34's "Must show", card on file, on a phone: a booking with a saved card (SetupIntent on
// the shop's own account); the owner marks a no-show after the start and the fee is charged off
// session on that card; a card that needs authentication for every off-session charge makes the
// fee fail with `authentication_required`, and "Send payment link" offers the hosted page. The
// owner's side goes through the API here (the dialog's buttons are the owner web's and have
// their component tests); the customer's side through the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { TEST_CARDS } from '../support/fake-stripe-connect';
import { createOwner, type TestOwner } from '../support/owners';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let browser: Browser;
let app: PaymentsApp;
let owner: TestOwner;
let shop: TestShop;
let account: string;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startPaymentsApp();
  owner = await createOwner('card-ui');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1, hours: ALL_DAY_HOURS });
  account = await app.connectShop(shop.id, { mode: 'card', noShowFee: { kind: 'percent', value: 100 }, cancelWindowHours: 24 });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function ownerCall(method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Books Cut with Barber 1, saving `card` at the payment step; answers the appointment id. */
async function bookWithCard(page: Page, time: string, card: string): Promise<string> {
  const date = futureWeekday(12);
  await page.goto(`${app.url}/${shop.slug}`);
  await page.getByRole('button', { name: /^Cut/ }).click();
  await page.getByRole('button', { name: /Barber 1/ }).click();
  await pickBookingDate(page, date);
  await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: time, exact: true }).click();
  await page.getByLabel('Full Name *').fill('Carl Card');
  await page.getByLabel('Phone Number *').fill('07700 900321');
  await page.getByLabel('Email Address *').fill(`card.${Date.now()}@example.com`);
  await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
  await page.getByLabel('I accept the booking policy *').check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByText('Save a card', { exact: true }).waitFor();
  await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).getByRole('combobox').selectOption(card);
  await page.getByRole('button', { name: 'Save Card and Book' }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  await page.getByText('Card saved').waitFor();
  return new URL(page.url()).searchParams.get('appointmentId')!;
}

/** The visit started an hour ago (the owner may mark a no-show only after the start). */
async function startedAnHourAgo(id: string) {
  const start = new Date(Date.now() - 3_600_000);
  await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).update({ start, end: new Date(start.getTime() + 30 * 60_000) });
}

describe('a card on file', () => {
  it('is saved on the shop’s account at booking and charged the no-show fee off session', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await app.withStripeJs(page);
    const id = await bookWithCard(page, '10:00', TEST_CARDS.success);
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('payment');
    expect(stored).toMatchObject({ kind: 'card', paidPence: 0, stripeAccountId: account });
    expect(app.fake.connect.accountOf(stored.setupIntentId)).toBe(account);

    // before the start: refused; after it: the fee (100% of £20.00) charged off session
    expect((await ownerCall('PATCH', `/api/appointments/${id}`, { status: 'no_show' })).status).toBe(409);
    await startedAnHourAgo(id);
    const marked = await ownerCall('PATCH', `/api/appointments/${id}`, { status: 'no_show' });
    expect(marked.status).toBe(200);
    expect(marked.body.paymentOutcome).toMatchObject({ action: 'fee_charged', amountPence: 2000 });
    const charge = app.fake.requestsTo('POST', /^\/v1\/payment_intents$/).find((r) => r.params.off_session === 'true');
    expect(charge).toMatchObject({ stripeAccount: account, params: { amount: '2000', confirm: 'true' } });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers the payment link when the card needs authentication for the fee', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await app.withStripeJs(page);
    const id = await bookWithCard(page, '11:00', TEST_CARDS.authenticationRequired);
    await startedAnHourAgo(id);
    const marked = await ownerCall('PATCH', `/api/appointments/${id}`, { status: 'no_show' });
    expect(marked.body.paymentOutcome).toMatchObject({ action: 'fee_failed', failureCode: 'authentication_required' });
    const link = await ownerCall('POST', `/api/appointments/${id}/payment/link`);
    expect(link.status).toBe(200);
    const fee = (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('payment.fees')[0];
    expect(fee).toMatchObject({ kind: 'no_show', status: 'link_sent' });
    expect(fee.paymentLinkUrl).toMatch(/^https?:\/\//);
    await page.close();
  });
});
