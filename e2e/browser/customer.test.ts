import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../../scripts/seed/demoData';
import { adminDb } from '../support/admin';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { pickBookingDate, showTakenTimes } from '../support/calendar';
import { APP_URL } from '../support/env';
import { seriousViolations } from '../support/axe';

const SHOTS = 'test-results/screenshots';
const classic = DEMO_SHOPS[0]!;
let browser: Browser;

/** A weekday 3 to 5 weeks ahead, away from the other tests' dates, as YYYY-MM-DD. */
function bookingDate(weekday = 4 /* a Thursday */, minDaysAhead = 24): string {
  const d = new Date(Date.now() + minDaysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function openShopAndChoose(page: Page, barber: string, date: string) {
  await page.getByRole('button', { name: /Haircut & Style/ }).click();
  await page
    .getByRole('button', { name: new RegExp(barber) })
    .first()
    .click();
  await pickBookingDate(page, date);
}

/** The confirmation page's address: exactly the page and a Firestore id, nothing else. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');
const CONFIRMATION_URL = new RegExp(`^${escapeRegExp(APP_URL)}/booking-confirmation\\?appointmentId=([A-Za-z0-9]{20})$`);

/** Fills the details step as a customer and confirms; answers the new appointment's id from the confirmation URL. */
async function confirmAs(page: Page, name: string, phone: string, email: string): Promise<string> {
  await page.getByLabel('Full Name *').fill(name);
  await page.getByLabel('Phone Number *').fill(phone);
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForURL(/\/booking-confirmation\?/);
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  const match = CONFIRMATION_URL.exec(page.url());
  expect(page.url()).toMatch(CONFIRMATION_URL);
  return match![1]!;
}

/**
 * A full-page screenshot paints the sticky navigation bar wherever the page is scrolled to: let
 * the step's smooth scroll start and come to rest, then go back to the top.
 */
async function settleAtTop(page: Page) {
  await page.waitForFunction(() => window.scrollY > 0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.mouse.move(0, 0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('a customer books online', () => {
  it('goes from the home page to a confirmed booking with any available stylist', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${APP_URL}/`);
    await page.getByRole('heading', { name: 'Classic Cuts' }).first().waitFor();
    expect(await page.getByText('+2 more services').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Classic Cuts: view and book' }).first().click();
    await page.waitForURL(`${APP_URL}/classic-cuts`);
    await page.getByRole('heading', { name: 'Classic Cuts', level: 1 }).waitFor();
    // The phone is stored in E.164; people read it in national format and Call Now dials it.
    await page.getByText('020 7946 0011').first().waitFor();
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+442079460011');

    const date = bookingDate();
    await openShopAndChoose(page, 'Any Available Stylist', date);
    const firstFree = page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
    await firstFree.waitFor();
    const time = (await firstFree.textContent())!.trim();
    await firstFree.click();

    await page.getByText('£35.00').last().waitFor();
    const id = await confirmAs(page, 'Grace Hopper', '07700 900456', 'grace@example.com');
    const stored = await adminDb.doc(`barbershops/${classic.id}/appointments/${id}`).get();
    expect(stored.get('time')).toBe(time);
    expect(stored.get('date')).toBe(date);
    expect(stored.get('pricePence')).toBe(3500);
    expect(stored.get('customerPhone')).toBe('+447700900456');
    await page.getByText('020 7946 0011').waitFor();
    expect(classic.barbers.map((b) => b.id)).toContain(stored.get('barberId'));
    await page.getByText('Haircut & Style').first().waitFor();

    // That barber's slot is now taken.
    const barberName = stored.get('barberName') as string;
    await page.goto(`${APP_URL}/classic-cuts`);
    await openShopAndChoose(page, barberName, date);
    await showTakenTimes(page);
    await page.getByRole('button', { name: `${time} - Not Available` }).waitFor();
    await page.close();
  });

  it('shows Missing Information when confirming without details', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${APP_URL}/classic-cuts`);
    await openShopAndChoose(page, 'Any Available Stylist', bookingDate());
    await page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first().click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Missing Information').waitFor();
    await page.getByText('Please fill in all required fields and accept the terms.').waitFor();
    // still on the shop page (the address carries the choices, bookingUrl.ts)
    expect(new URL(page.url()).pathname).toBe('/classic-cuts');
    await page.close();
  });

  it('claims only what the product does: no rating badge, invented review, customer count or SMS', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${APP_URL}/`);
    await page.getByRole('heading', { name: 'Classic Cuts' }).first().waitFor();
    await page.getByRole('heading', { name: 'Platform Benefits' }).waitFor();
    const home = await page.locator('body').innerText();
    for (const claim of ['4.8', 'SMS', '10,000', 'Top Rated', 'best barbershops']) expect(home).not.toContain(claim);
    expect(await page.locator('[data-testid="StarIcon"]').count()).toBe(0);

    // the shop page links to the shop's real Google reviews instead of showing a made-up one
    await page.goto(`${APP_URL}/classic-cuts`);
    await page.getByRole('heading', { name: 'Google Reviews' }).waitFor();
    expect(await page.getByRole('link', { name: 'Read Reviews on Google' }).getAttribute('href')).toBe(classic.googleBusinessUrl);
    expect(await page.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe(classic.googleBusinessUrl);
    expect(await page.getByRole('img', { name: /stars/ }).count()).toBe(0);
    expect(await page.getByText('Proper classic barbering').count()).toBe(0);

    // a shop without a Google Business URL shows no review card at all
    await page.goto(`${APP_URL}/royal-fade-studio`);
    await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
    expect(await page.getByText(/Reviews/).count()).toBe(0);
    await page.close();
  });

  it('shows Barbershop Not Found for an unknown shop', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP_URL}/no-such-barbershop`);
    await page.getByRole('heading', { name: 'Barbershop Not Found' }).waitFor();
    await page.getByText("The barbershop you're looking for doesn't exist").waitFor();
    await page.close();
  });

  it('shows No Internet Connection when the connection drops', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    await page.getByRole('heading', { name: 'Available Barbershops' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('heading', { name: 'No Internet Connection' }).waitFor();
    await page.getByText('Please check your internet connection and try again.').waitFor();
    await context.close();
  });
});

describe('screens as a customer sees them', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`home, shop page and confirmation on a ${name}: screenshots and no serious accessibility violations`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${APP_URL}/`);
      await page.getByRole('heading', { name: 'Classic Cuts' }).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/home-${name}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${APP_URL}/classic-cuts`);
      await page.getByRole('button', { name: /Haircut & Style/ }).click();
      await page.getByRole('button', { name: /Any Available Stylist/ }).click();
      await page.getByRole('button', { name: 'Next month' }).waitFor();
      await settleAtTop(page);
      await page.screenshot({ path: `${SHOTS}/shop-${name}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // On to a booking of their own, for the confirmation page.
      await pickBookingDate(page, bookingDate(5, 17));
      const firstFree = page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
      await firstFree.click();
      const id = await confirmAs(page, `Screen ${name}`, '07700 900457', `screen-${name}@example.com`);
      expect((await adminDb.doc(`barbershops/${classic.id}/appointments/${id}`).get()).get('customerName')).toBe(
        `Screen ${name}`,
      );
      await page.getByText('Haircut & Style').first().waitFor();
      // axe measures contrast as drawn: let the booking toast finish fading in (on a busy machine
      // it can still be half transparent here), so its colours are judged, not its fade
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.MuiSnackbar-root > *')).every((el) => getComputedStyle(el).opacity === '1'),
      );
      await page.screenshot({ path: `${SHOTS}/confirmation-${name}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
