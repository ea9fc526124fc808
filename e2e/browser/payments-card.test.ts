// Issue 34's "Must show", card on file, on a phone: a booking with a saved card (SetupIntent on
// the shop's own account); the owner marks a no-show after the start and the fee is charged off
// session on that card; a card that needs authentication for every off-session charge makes the
// fee fail with `authentication_required`: the owner, in the appointment's dialog, sees why and
// sends the payment link; the customer gets it by email and pays on the hosted page (the fake's
// stand-in for Stripe Checkout), and the dialog shows the fee charged.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { TEST_CARDS } from '../support/fake-stripe-connect';
import { waitForOutbox } from '../support/outbox';
import { showScheduleDay, signInTestOwner } from '../support/ownerSession';
import { createOwner, type TestOwner } from '../support/owners';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let browser: Browser;
let app: PaymentsApp;
let owner: TestOwner;
let shop: TestShop;
let account: string;
const date = futureWeekday(12);

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

/** Books Cut with Barber 1 on `date`, saving `card` at the payment step; answers the appointment's id and the customer's email. */
async function bookWithCard(page: Page, time: string, card: string): Promise<{ id: string; email: string }> {
  const email = `card.${Date.now()}@example.com`;
  await page.goto(`${app.url}/${shop.slug}`);
  await page.getByRole('button', { name: /^Cut/ }).click();
  await page.getByRole('button', { name: /Barber 1/ }).click();
  await pickBookingDate(page, date);
  await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: time, exact: true }).click();
  await page.getByLabel('Full Name *').fill('Carl Card');
  await page.getByLabel('Phone Number *').fill('07700 900321');
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
  await page.getByLabel('I accept the booking policy *').check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByText('Save a card', { exact: true }).waitFor();
  await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).getByRole('combobox').selectOption(card);
  await page.getByRole('button', { name: 'Save Card and Book' }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  await page.getByText('Card saved').waitFor();
  return { id: new URL(page.url()).searchParams.get('appointmentId')!, email };
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
    const { id } = await bookWithCard(page, '10:00', TEST_CARDS.success);
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

  it('lets the owner send the payment link from the dialog when the card needs authentication, and the customer pay it', async () => {
    const customer = await browser.newPage({ viewport: PHONE });
    await app.withStripeJs(customer);
    const { id, email } = await bookWithCard(customer, '11:00', TEST_CARDS.authenticationRequired);
    await startedAnHourAgo(id);

    // the owner, on a phone: the visit's dialog from the day's schedule, then Mark no-show
    const ownerPage = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(ownerPage);
    await signInTestOwner(ownerPage, owner, app.url);
    await showScheduleDay(ownerPage, date);
    await ownerPage.getByRole('button', { name: /11:00 Carl Card/ }).click();
    const dialog = ownerPage.getByRole('dialog');
    const money = dialog.getByRole('region', { name: 'Payment' });
    await money.getByText('Card saved for fees').waitFor();
    await dialog.getByRole('button', { name: 'Mark no-show' }).click();

    // the fee failed: the dialog stays open, says why, and offers the link
    await dialog.getByRole('alert').filter({ hasText: 'Marked as no-show.' }).waitFor();
    expect(await dialog.getByRole('alert').filter({ hasText: 'Marked as no-show.' }).textContent()).toMatch(/payment link/i);
    await money.getByText('The no-show fee was not paid. Send the customer a link to pay it, or waive it.').waitFor();
    await money.getByRole('button', { name: 'Waive fee' }).waitFor();
    await money.getByRole('button', { name: 'Send payment link' }).click();

    // the toast, and the panel's state
    await ownerPage.getByText('The customer was emailed a page to pay the fee.').waitFor();
    await money.getByText('Payment link sent', { exact: true }).waitFor();
    await money.getByText('A payment link was emailed to the customer.').waitFor();
    await money.getByText('No-show fee payment link sent: £20.00').waitFor();
    expect(await money.getByRole('button', { name: 'Send payment link' }).count()).toBe(0);

    // the customer's email: the amount and the link
    const [mail] = await waitForOutbox(email, /^Payment due/);
    expect(mail?.subject).toBe(`Payment due to ${shop.name}: £20.00`);
    const link = /Pay £20\.00 securely: (\S+)/.exec(String(mail?.text))?.[1];
    expect(link).toBeDefined();

    // following it: the hosted page asks for the fee, the customer pays and is back at the shop
    await customer.goto(link!);
    await customer.getByText('Amount due: £20.00').waitFor();
    await customer.getByRole('button', { name: 'Pay £20.00' }).click();
    await customer.waitForURL((url) => url.pathname === `/${shop.slug}` && url.searchParams.get('payment') === 'paid');
    await customer.getByText(shop.name).first().waitFor();

    // Stripe's checkout.session.completed reaches the webhook: the owner's open dialog shows the fee charged
    await money.getByText('No-show fee charged: £20.00').waitFor({ timeout: 15_000 });
    expect(await money.getByText('A payment link was emailed to the customer.').count()).toBe(0);
    const fee = (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('payment.fees')[0];
    expect(fee).toMatchObject({ kind: 'no_show', status: 'succeeded', amountPence: 2000 });
    expect(errors).toEqual([]);
    await customer.close();
    await ownerPage.close();
  });
});
