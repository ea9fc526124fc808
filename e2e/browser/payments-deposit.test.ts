// Issue 34's "Must show", deposits, on a phone: a shop with a 20% deposit; a customer books,
// pays with a test card, sees the deposit on the confirmation page; the deposit is a direct
// charge on the shop's own account; a cancel inside the window (the manage link) refunds it and
// the refund reaches Stripe; a declined card frees the time; a booking made inside the late window
// keeps it on cancel.
// The real /api runs in this process with payments on (support/payments-app.ts), the real
// `stripe` SDK against the fake Stripe API, Stripe.js a fake script on the page.
import { addDays, instantToZoned, zonedToInstant } from '@barbershop/core/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let browser: Browser;
let app: PaymentsApp;
let shop: TestShop;
let account: string;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startPaymentsApp();
  shop = await createTestShop({ barbers: 1, hours: ALL_DAY_HOURS });
  // online changes up to an hour before: the late-window booking below can still be cancelled online
  await adminDb.doc(`barbershops/${shop.id}`).update({ manageCutoffHours: 1 });
  account = await app.connectShop(shop.id, { mode: 'deposit', deposit: { kind: 'percent', value: 20 }, cancelWindowHours: 24 });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The first free time with Barber 1 on `date` at or after `notBefore` (the public slot list). */
async function firstFreeTime(date: string, notBefore: number): Promise<string | undefined> {
  const res = await fetch(`${app.url}/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
  const body = (await res.json()) as { anyAvailable: { time: string; available: boolean }[] };
  return body.anyAvailable.find((s) => s.available && zonedToInstant(date, s.time, 'Europe/London').getTime() >= notBefore)?.time;
}

const hasFreeTime = async (date: string, notBefore: number) => (await firstFreeTime(date, notBefore)) !== undefined;

async function freeTimeOn(date: string, notBefore = 0): Promise<string> {
  const time = await firstFreeTime(date, notBefore);
  expect(time, `a free time on ${date}`).toBeDefined();
  return time!;
}

/** Books Cut with Barber 1 on the phone page up to the payment step. */
async function toPaymentStep(page: Page, date: string, time: string, email: string) {
  await page.goto(`${app.url}/${shop.slug}`);
  await page.getByRole('button', { name: /^Cut/ }).click();
  await page.getByRole('button', { name: /Barber 1/ }).click();
  await pickBookingDate(page, date);
  await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: time, exact: true }).click();
  await page.getByLabel('Full Name *').fill('Dana Deposit');
  await page.getByLabel('Phone Number *').fill('07700 900456');
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
  // the policy for this visit, with its amount, accepted before Confirm
  await page
    .getByText(/£4\.00/)
    .first()
    .waitFor();
  await page.getByLabel('I accept the booking policy *').check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  // the payment step: the deposit on the shop's account, the time held meanwhile
  await page.getByText('Deposit £4.00', { exact: true }).waitFor();
  await page
    .getByRole('timer')
    .getByText(/We are holding this time for you until \d\d:\d\d/)
    .waitFor();
  await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).waitFor();
}

/** Books Cut with Barber 1 on the phone page and pays the deposit with the test card that succeeds. */
async function bookAndPay(page: Page, date: string, time: string, email: string): Promise<string> {
  await toPaymentStep(page, date, time, email);
  await page.getByRole('button', { name: 'Pay £4.00 Deposit' }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  await page.getByText('Deposit paid').waitFor();
  expect(await page.getByText('£4.00', { exact: true }).count()).toBeGreaterThan(0);
  const id = new URL(page.url()).searchParams.get('appointmentId')!;
  return id;
}

async function cancelWithManageLink(page: Page) {
  const link = await page.getByRole('link', { name: /\/booking\/[A-Za-z0-9]+\?t=/ }).getAttribute('href');
  await page.goto(link!);
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Appointment' }).click();
  await page.getByText('This appointment has been cancelled.').first().waitFor();
}

const appointment = async (id: string) => (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).data()!;

describe('a 20% deposit, on a phone', () => {
  it('is paid on the shop’s own account, shown on the confirmation, and refunded by a cancel inside the window', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await app.withStripeJs(page);

    // the shop page states the policy before anything is chosen
    await page.goto(`${app.url}/${shop.slug}`);
    await page.getByRole('region', { name: 'Booking policy' }).getByText(/20%/).waitFor();

    const date = futureWeekday(10);
    const id = await bookAndPay(page, date, await freeTimeOn(date), `deposit.${Date.now()}@example.com`);

    // a direct charge: the PaymentIntent was made and confirmed on the shop's account
    const intents = [...app.fake.connect.paymentIntents.values()].filter((pi) => pi.metadata?.holdId === id || pi.amount === 400);
    const paid = intents.find((pi) => pi.status === 'succeeded');
    expect(paid, 'a succeeded £4.00 PaymentIntent').toBeDefined();
    expect(app.fake.connect.accountOf(paid!.id)).toBe(account);
    const created = app.fake.requestsTo('POST', /^\/v1\/payment_intents$/).filter((r) => r.params.amount === '400');
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((r) => r.stripeAccount === account)).toBe(true);
    expect((await appointment(id)).payment).toMatchObject({ kind: 'deposit', paidPence: 400, stripeAccountId: account });

    // a cancel ten days ahead, inside the free window: the deposit goes back, at Stripe too
    await cancelWithManageLink(page);
    await expect
      .poll(() => [...app.fake.connect.refunds.values()].filter((r) => r.payment_intent === paid!.id).length, { timeout: 15_000 })
      .toBe(1);
    const refund = app.fake.requestsTo('POST', /^\/v1\/refunds$/).at(-1)!;
    expect(refund.stripeAccount).toBe(account);
    await expect.poll(async () => (await appointment(id)).payment?.refundedPence, { timeout: 15_000 }).toBe(400);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after a declined card says why, frees the time and goes back to the times, offering no retry', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await app.withStripeJs(page);
    const date = futureWeekday(12);
    const time = await freeTimeOn(date);
    await toPaymentStep(page, date, time, `declined.${Date.now()}@example.com`);
    await page.getByLabel('Test card').selectOption('4000000000000002');
    await page.getByRole('button', { name: 'Pay £4.00 Deposit' }).click();

    await page.getByText('Your card was declined. Nothing was charged and this time was released.', { exact: false }).waitFor();
    // the failed intent cannot be paid: the payment step is gone, and the time is free again
    expect(await page.getByRole('button', { name: 'Pay £4.00 Deposit' }).count()).toBe(0);
    await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: time, exact: true }).waitFor();
    expect(await freeTimeOn(date)).toBe(time);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the deposit when a booking made inside the late window is cancelled', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await app.withStripeJs(page);
    // a visit about five hours from now: already inside the 24-hour window when booked (five hours
    // on from late evening is past the day's last time: the next day's first, still inside it)
    const soon = Date.now() + 5 * 3_600_000;
    const sameDay = instantToZoned(new Date(soon), 'Europe/London').date;
    const date = (await hasFreeTime(sameDay, soon)) ? sameDay : addDays(sameDay, 1);
    const id = await bookAndPay(page, date, await freeTimeOn(date, soon), `late.${Date.now()}@example.com`);
    const paidIntent = (await appointment(id)).payment.paymentIntentId as string;
    const refundsBefore = app.fake.requestsTo('POST', /^\/v1\/refunds$/).length;

    await cancelWithManageLink(page);
    await expect.poll(async () => (await appointment(id)).payment?.state, { timeout: 15_000 }).toBe('kept');
    expect((await appointment(id)).payment).toMatchObject({ paidPence: 400, refundedPence: 0 });
    expect(app.fake.requestsTo('POST', /^\/v1\/refunds$/)).toHaveLength(refundsBefore);
    expect([...app.fake.connect.refunds.values()].filter((r) => r.payment_intent === paidIntent)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
