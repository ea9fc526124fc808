// Issue 37's "Must show": a deep link with a service and a barber (the dashboard share card's)
// lands on the date step with both chosen, on a phone. And Reserve with Google: a visit arriving
// with `rwg_token` keeps it through another page of the tab, the payment step and a reload, and
// the booking reports exactly one conversion to the configured endpoint (a fake here; the real
// /api in this process, support/payments-app.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { startFakeRwg, type FakeRwg } from '../support/fake-rwg';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday } from '../support/shops';

const TOKEN = 'AJKvS9WeONmWKEwjG0--HdpzMq0yAVNL8KMxbb44QtbcxMhSx_NUud5b8PLUBFehAIxOBO-iYRIJOknEFkIJmdsofdVJ6uOweQ==';

let browser: Browser;
let app: PaymentsApp;
let rwg: FakeRwg;

beforeAll(async () => {
  browser = await launchBrowser();
  rwg = await startFakeRwg();
  app = await startPaymentsApp({ env: { RWG_CONVERSION_URL: rwg.url, RWG_PARTNER_ID: 'partner-20481' } });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await rwg?.close();
});

describe('deep links', () => {
  it('a link with a service and a barber lands on the date step, both chosen and the step in view', async () => {
    // served by this process's app (warm), not the functions emulator's cold start under load
    const shop = await createTestShop({ barbers: 2, hours: ALL_DAY_HOURS });
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await page.goto(`${app.url}/${shop.slug}?service=${shop.serviceIds[0]}&barber=${shop.barberIds[1]}`);
    const dateStep = page.getByRole('heading', { name: 'Pick a Date & Time' });
    await dateStep.waitFor();
    expect(await page.getByRole('button', { name: /^Cut/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /Barber 2/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /Barber 1/ }).getAttribute('aria-pressed')).toBe('false');
    // brought into view: on a phone the step is far below the page's first screen
    await expect
      .poll(async () => {
        const box = await dateStep.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    // the flow keeps its choice under its own keys: Back and reload keep it
    const params = new URL(page.url()).searchParams;
    expect([params.get('services'), params.get('barber'), params.has('service')]).toEqual([
      shop.serviceIds[0],
      shop.barberIds[1],
      false,
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Reserve with Google', () => {
  it('keeps the token through another page, the payment step and a reload, and reports the booking once', async () => {
    const shop = await createTestShop({ barbers: 1, hours: ALL_DAY_HOURS });
    await app.connectShop(shop.id, { mode: 'deposit', deposit: { kind: 'percent', value: 20 } });
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await app.withStripeJs(page);

    // Google's redirect, then the customer wanders off and comes back to the page without the token
    await page.goto(`${app.url}/${shop.slug}?rwg_token=${encodeURIComponent(TOKEN)}`);
    await page.getByRole('button', { name: /^Cut/ }).waitFor();
    await page.goto(`${app.url}/`);
    await page.goto(`${app.url}/${shop.slug}?service=${shop.serviceIds[0]}&barber=${shop.barberIds[0]}`);
    await pickBookingDate(page, futureWeekday(24, 3));
    const firstFree = page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
    await firstFree.waitFor();
    await firstFree.click();
    await page.getByLabel('Full Name *').fill('Gina Google');
    await page.getByLabel('Phone Number *').fill('07700 900777');
    await page.getByLabel('Email Address *').fill(`gina.${Date.now()}@example.com`);
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByLabel('I accept the booking policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    // the payment step; a reload brings it back, and nothing is reported before the booking is made
    await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).waitFor();
    await page.reload();
    await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).waitFor();
    expect(rwg.reports).toEqual([]);
    await page.getByRole('button', { name: /^Pay £[\d.]+ Deposit$/ }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    const id = new URL(page.url()).searchParams.get('appointmentId')!;

    // the customer's complete or Stripe's webhook made the booking, whichever came first: it reports
    await expect.poll(() => rwg.reports.length).toBeGreaterThan(0);
    expect(rwg.reports).toEqual([{ conversion_partner_id: 'partner-20481', rwg_token: TOKEN, merchant_changed: 2 }]);
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('rwgToken')).toBe(TOKEN);
    expect(errors).toEqual([]);
    await page.close();
  });
});
