// Billing in the browser, in the suite's billing-disabled mode: registration without a card
// step, the dashboard banner through the trial's end, /subscribe saying billing is not
// configured, the Subscription tab's status and seat manager, and what a shop without access
// does: owner changes refused with the reason, the public page refusing online bookings.
import { randomUUID } from 'node:crypto';
import { suggestUsername } from '@barbershop/core/account';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { BILLING_PUBLISHABLE_KEY, startBillingApp, type BillingApp } from '../support/billing-app';
import { routeStripeApi, routeStripeJs, type StripeJsMode } from '../support/fake-stripe-js';
import { idTokenFor } from '../support/owners';
import { createTestShop, futureWeekday } from '../support/shops';

const SHOTS = 'test-results/screenshots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function dashboardBanner(page: Page) {
  await page.goto(`${APP_URL}/dashboard`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
}

describe('billing in the browser (billing disabled)', () => {
  it('registers into a trial without a card, then shows the banner as the trial runs out, /subscribe and the subscription tab', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const businessName = `Billing Flow ${tag}`;
    const email = `billing-flow-${tag}@test.example`;
    const password = 'billing-pass-1';
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);

    // Registration: no Payment Setup step while billing is not configured.
    await page.goto(`${APP_URL}/register`);
    await page.getByLabel('Your Name').fill('Jordan Barber');
    await page.getByLabel('Business Name').fill(businessName);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${APP_URL}/onboarding`);
    expect(await page.getByText('Payment Setup').count()).toBe(0);
    const uid = (await adminDb.collection('usernames').doc(suggestUsername(businessName)).get()).get('uid') as string;
    const billing = (await adminDb.doc(`users/${uid}`).get()).get('billing');
    expect(billing).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      seatsTotal: 4,
    });
    const trialDays = (billing.trialEndsAt.toMillis() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);

    // A shop (through the API, as onboarding would), then the dashboard: no banner with 7 days left.
    const token = await idTokenFor(email, password);
    const shop = await callApi('POST', '/api/barbershops', {
      token,
      body: { name: businessName, address: '1 Billing Road, London', phone: '020 7946 0000', email, description: '' },
    });
    expect(shop.status).toBe(201);
    await dashboardBanner(page);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.getByText('left in your free trial').count()).toBe(0);

    // One day (rounded up) left: the orange banner.
    await adminDb.doc(`users/${uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() + 20 * 3_600_000) });
    await dashboardBanner(page);
    await page.getByText('Your free trial ends soon').waitFor();
    await page.getByText('1 day left in your free trial.').waitFor();
    expect(await page.getByRole('link', { name: 'Subscribe Now', exact: true }).getAttribute('href')).toBe('/subscribe');

    // The trial has ended: red Trial Expired, changes refused with the reason, and the button to subscribe.
    await adminDb.doc(`users/${uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 60_000) });
    await dashboardBanner(page);
    await page.getByText('Trial Expired').waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-trial-expired.png` });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/billing-trial-expired-phone.png` });
    await page.setViewportSize(DESKTOP);
    await page.getByRole('tab', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Add Staff Member' }).click();
    const staffDialog = page.getByRole('dialog');
    await staffDialog.getByLabel('Name *').fill('Late Barber');
    await staffDialog.getByLabel('Specialty *').fill('Fades');
    await staffDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Failed to add barber').waitFor();
    await page.getByText('Your trial has ended. Subscribe to continue.').waitFor();
    expect((await adminDb.collection(`barbershops/${shop.body.id}/barbers`).get()).size).toBe(0);
    await staffDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Subscribe Now - £40/month' }).click();
    await page.waitForURL(`${APP_URL}/subscribe`);
    await page.getByRole('heading', { name: 'Billing is not configured' }).waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);

    // Settings, Subscription tab: the trial's status, and seats bought (stored without Stripe).
    await adminDb.doc(`users/${uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() + 3 * 86_400_000) });
    await page.goto(`${APP_URL}/settings?tab=subscription`);
    await page.getByText('Free Trial Active').waitFor();
    await page.getByText('0 of 4 seats used').waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-subscription-tab.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/billing-subscription-tab-phone.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Manage Seats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Seats' });
    expect(await dialog.getByRole('button', { name: 'Remove a seat' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Update Plan' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Add a seat' }).click();
    await dialog.getByText('New monthly price: £46.99/month').waitFor();
    await dialog.getByRole('button', { name: 'Update Plan' }).click();
    await page.getByText('Seats updated successfully').waitFor();
    await page.getByText('0 of 5 seats used').waitFor();
    expect((await adminDb.doc(`users/${uid}`).get()).get('billing.seatsTotal')).toBe(5);
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);

    // Trial over again: the public page still shows the shop, and says at the times step that
    // it takes no online bookings (a shop of this owner's with barbers and services).
    await adminDb.doc(`users/${uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 60_000) });
    const publicShop = await createTestShop({ ownerUid: uid, barbers: 1 });
    await page.goto(`${APP_URL}/${publicShop.slug}`);
    await page.getByRole('button', { name: /Long Cut/ }).click();
    await page.getByRole('button', { name: /Any Available Stylist/ }).click();
    await pickBookingDate(page, futureWeekday(10));
    // The notice at the top of the page says it first; the times step repeats it (the second match).
    await page.getByTestId('not-bookable-notice').waitFor();
    await page
      .getByText('Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.')
      .nth(1)
      .waitFor();
    expect(await page.getByText('Loading time slots...').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/billing-public-no-online-booking.png` });
    await page.setViewportSize(PHONE);
    await page
      .getByText('Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.')
      .nth(1)
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/billing-public-no-online-booking-phone.png` });

    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the card form through Stripe.js (billing on: the real /api in this process, the fake Stripe API, a fake Stripe.js script)', () => {
  let app: BillingApp;
  beforeAll(async () => {
    app = await startBillingApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says when Stripe.js cannot load, mounts the card form on Try Again, shows a refused card, and starts the trial once the card is saved', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const businessName = `Card Form ${tag}`;
    const email = `card-form-${tag}@test.example`;
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    let stripeJs: StripeJsMode = 'fail';
    const scriptLoads = await routeStripeJs(page, () => stripeJs);
    let refuseNext = true;
    const confirmations = await routeStripeApi(page, ({ path }) => {
      if (refuseNext) {
        refuseNext = false;
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      }
      const setupIntentId = path.split('/')[3]!;
      app.fake.confirmSetupIntent(setupIntentId);
      return { status: 200, body: app.fake.setupIntents.get(setupIntentId) };
    });

    await page.goto(`${app.url}/register`);
    await page.getByLabel('Your Name').fill('Jordan Barber');
    await page.getByLabel('Business Name').fill(businessName);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill('card-form-pass-1');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'Payment Setup' }).waitFor();

    // Offline, the script does not load: the product says so and offers to try again.
    await page
      .getByText('The secure card form could not be loaded. Please check your internet connection and try again.', {
        exact: true,
      })
      .waitFor();
    expect(scriptLoads.loads()).toBe(1);
    stripeJs = 'serve';
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).waitFor();
    expect(scriptLoads.loads()).toBe(2);

    // The trial subscription's SetupIntent, made through the real stripe SDK on the server, is
    // the one whose secret the Elements were created with.
    expect(app.fake.setupIntents.size).toBe(1);
    const [setupIntent] = [...app.fake.setupIntents.values()];
    const calls = await page.evaluate(() => (window as unknown as { __fakeStripeCalls: unknown[] }).__fakeStripeCalls);
    expect(calls).toEqual([
      { call: 'Stripe', publishableKey: BILLING_PUBLISHABLE_KEY },
      { call: 'registerWrapper', name: 'stripe-js' },
      { call: 'elements', clientSecret: setupIntent!.client_secret },
      { call: 'create', type: 'payment' },
      { call: 'registerWrapper', name: 'react-stripe-js' },
    ]);

    // Stripe refuses the card: its message shows, and nothing is registered.
    await page.getByRole('button', { name: 'Save Card and Start Trial' }).click();
    await page.getByText('Payment setup failed', { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first().waitFor();
    expect((await adminDb.collection('usernames').doc(suggestUsername(businessName)).get()).exists).toBe(false);

    // The card is saved: the trial starts with the subscription the card was saved for.
    await page.getByRole('button', { name: 'Save Card and Start Trial' }).click();
    await page.waitForURL(`${app.url}/onboarding`);
    await page.getByText('Registration successful').waitFor();
    const expected = {
      path: `/v1/setup_intents/${setupIntent!.id}/confirm`,
      clientSecret: setupIntent!.client_secret,
      key: BILLING_PUBLISHABLE_KEY,
      // the fake element's default test card
      card: '4242424242424242',
    };
    expect(confirmations).toEqual([expected, expected]);
    const uid = (await adminDb.collection('usernames').doc(suggestUsername(businessName)).get()).get('uid') as string;
    const subscription = [...app.fake.subscriptions.values()].find((s) => s.pending_setup_intent === setupIntent!.id)!;
    expect((await adminDb.doc(`users/${uid}`).get()).get('billing')).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeCustomerId: setupIntent!.customer,
      stripeSubscriptionId: subscription.id,
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
