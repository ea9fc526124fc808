// Chromium under firebase.json's Content-Security-Policy (the Hosting emulator's variant, with
// the emulators' origins): the home page, a shop page, a booking to its confirmation, the
// owner's dashboard (Firestore live, the Email Flow preview, the booking page's QR code, a
// customer's profile, the Reports charts), the password reset page and the Stripe card form load with
// no CSP violation. The card form runs on the billing-on app of billing-app.ts, served with the
// headers the Hosting emulator gives the same paths; Stripe.js is the fake script served from
// https://js.stripe.com by page.route, so the policy judges the real origins.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/demoData';
import { startBillingApp, type BillingApp } from '../support/billing-app';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { routeStripeApi, routeStripeJs } from '../support/fake-stripe-js';
import { signInOwner } from '../support/ownerSession';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every CSP violation of the page, from each document it loads: the `securitypolicyviolation`
 * events and Chromium's console messages about the policy.
 */
async function trackCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname} ${e.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Sure the page runs under the policy at all: a test of nothing would pass too. */
async function expectPolicyIn(page: Page) {
  const res = await page.request.fetch(page.url(), { method: 'HEAD' });
  expect(res.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
}

/** A Wednesday 5 to 6 weeks ahead, away from the other tests' dates, as YYYY-MM-DD. */
function bookingDate(): string {
  const d = new Date(Date.now() + 36 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('the Content-Security-Policy in Chromium', () => {
  it('home, shop page, a booking and the dashboard load with no violation', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    const violations = await trackCspViolations(page);

    await page.goto(`${APP_URL}/`);
    await page.getByRole('heading', { name: 'Classic Cuts' }).first().waitFor();
    await expectPolicyIn(page);

    await page.goto(`${APP_URL}/classic-cuts`);
    await page.getByRole('heading', { name: 'Classic Cuts', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Haircut & Style/ }).click();
    await page.getByRole('button', { name: /Any Available Stylist/ }).click();
    await pickBookingDate(page, bookingDate());
    const firstFree = page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
    await firstFree.click();
    await page.getByLabel('Full Name *').fill('Policy Tester');
    await page.getByLabel('Phone Number *').fill('07911 123987');
    await page.getByLabel('Email Address *').fill('policy@example.com');
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor({ timeout: 60_000 });

    await signInOwner(page, 'classiccuts', DEMO_PASSWORD);
    await expectPolicyIn(page);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.getByRole('tab', { name: 'Email Flow' }).click();
    await page.getByText('Recent Email Activity').waitFor();
    await page.getByRole('button', { name: 'Preview' }).first().click();
    await page.frameLocator('iframe[title="Email preview"]').getByText('Sam Sample', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // the booking page's QR code, a customer's profile and the Reports charts (lazy chunks)
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page
      .getByRole('region', { name: 'Your booking page' })
      .getByRole('img', { name: /^QR code/ })
      .waitFor();
    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'Open Policy Tester' }).click();
    await page.getByRole('dialog', { name: 'Policy Tester' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByRole('img', { name: /Revenue and bookings by day chart/ }).waitFor({ timeout: 30_000 });

    // the password reset page asks Firebase Auth about its code
    await page.goto(`${APP_URL}/reset-password?mode=resetPassword&oobCode=not-a-real-code`);
    await page.getByText('This reset link has expired or has already been used. Please ask for a new one.').waitFor();
    await expectPolicyIn(page);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  describe('the Stripe card form (billing on)', () => {
    let app: BillingApp;
    beforeAll(async () => {
      app = await startBillingApp({ withHostingHeaders: true });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('loads Stripe.js and mounts the card form with no violation', async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const errors = trackPageErrors(page);
      const violations = await trackCspViolations(page);
      const scriptLoads = await routeStripeJs(page, () => 'serve');
      await routeStripeApi(page, () => ({ status: 500, body: {} }));

      const tag = Date.now().toString(36);
      await page.goto(`${app.url}/register`);
      await expectPolicyIn(page);
      await page.getByLabel('Your Name').fill('Jordan Barber');
      await page.getByLabel('Business Name').fill(`Policy Cuts ${tag}`);
      await page.getByLabel('Email Address').fill(`policy-${tag}@test.example`);
      await page.getByLabel('Password').fill('policy-pass-1');
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await page.getByRole('heading', { name: 'Payment Setup' }).waitFor();
      await page.getByRole('group', { name: 'Card details (test Stripe.js)' }).waitFor();
      expect(scriptLoads.loads()).toBe(1);

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});
