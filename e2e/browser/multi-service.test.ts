// A customer books two services in one visit on a phone: the shop page adds the second service,
// the confirmation page, the confirmation email and the owner's day grid show both and their total.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SHOPS } from '../../scripts/seed/demoData';
import { adminDb } from '../support/admin';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { waitForOutbox } from '../support/outbox';
import { futureWeekday } from '../support/shops';
import { showScheduleDay, signInOwner } from '../support/ownerSession';
import { seriousViolations } from '../support/axe';

const SHOTS = 'test-results/screenshots';
const classic = DEMO_SHOPS[0]!;
const haircut = classic.services.find((s) => s.name === 'Haircut & Style')!;
const beard = classic.services.find((s) => s.name === 'Beard Trim')!;
// a Tuesday away from the other browser tests' days at this shop
const date = futureWeekday(22, 2);
const customerEmail = `visit.${Date.now()}@example.com`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('several services in one visit', () => {
  it('books Haircut & Style + Beard Trim with any available stylist; the confirmation page and email show both and the total', async () => {
    expect(haircut.durationMin + beard.durationMin).toBe(75);
    expect(haircut.pricePence + beard.pricePence).toBe(5500);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${APP_URL}/classic-cuts`);
    await page.getByRole('button', { name: /^Haircut & Style/ }).click();
    const addSection = page.getByRole('region', { name: 'Add another service' });
    await addSection.getByRole('button', { name: 'Add Beard Trim' }).click();
    await addSection.getByText('Your visit: Haircut & Style + Beard Trim · 75 min · £55.00').waitFor();
    await addSection.getByRole('button', { name: 'Remove Beard Trim' }).waitFor();
    await addSection.screenshot({ path: `${SHOTS}/add-service-phone.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Any Available Stylist/ }).click();
    await pickBookingDate(page, date);
    const firstFree = page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
    await firstFree.waitFor();
    const time = (await firstFree.textContent())!.trim();
    await firstFree.click();

    const summary = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Booking Summary' }) });
    const summaryServices = summary.getByRole('list', { name: 'Services' });
    await summaryServices.waitFor();
    expect(await summaryServices.getByRole('listitem').allTextContents()).toEqual(['Haircut & Style£35.00', 'Beard Trim£20.00']);
    await summary.getByText('75 minutes').waitFor();
    await summary.getByText('£55.00').waitFor();
    await summary.screenshot({ path: `${SHOTS}/multi-service-summary-phone.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Full Name *').fill('Vera Visit');
    await page.getByLabel('Phone Number *').fill('07700 900321');
    await page.getByLabel('Email Address *').fill(customerEmail);
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    const id = new URL(page.url()).searchParams.get('appointmentId')!;

    const confirmed = page.getByRole('list', { name: 'Services' });
    await confirmed.waitFor();
    expect(await confirmed.getByRole('listitem').allTextContents()).toEqual(['Haircut & Style£35.00', 'Beard Trim£20.00']);
    await page.getByText('75 minutes').waitFor();
    await page.getByText('£55.00').waitFor();
    await page.screenshot({ path: `${SHOTS}/multi-service-confirmation-phone.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const stored = (await adminDb.doc(`barbershops/${classic.id}/appointments/${id}`).get()).data()!;
    expect(stored).toMatchObject({
      date,
      time,
      serviceId: haircut.id,
      serviceName: 'Haircut & Style + Beard Trim',
      durationMin: 75,
      pricePence: 5500,
    });
    expect(stored.services.map((s: { serviceId: string }) => s.serviceId)).toEqual([haircut.id, beard.id]);

    const [email] = await waitForOutbox(customerEmail, /^Booking confirmed: Haircut & Style \+ Beard Trim at Classic Cuts/);
    expect(email, 'the confirmation email').toBeDefined();
    const text = String(email!.text);
    expect(text).toContain('Services: Haircut & Style: 45 min, £35.00\n  Beard Trim: 30 min, £20.00');
    expect(text).toContain('Duration: 75 minutes in total');
    expect(text).toContain('Price: £55.00 in total');
    expect(errors).toEqual([]);
    await context.close();

    // The owner's day grid shows the visit with both services, and its dialog the total.
    const owner = await browser.newPage({ viewport: DESKTOP });
    const ownerErrors = trackPageErrors(owner);
    await signInOwner(owner, 'classiccuts', DEMO_PASSWORD);
    await owner.getByText('Daily Schedule').waitFor();
    await showScheduleDay(owner, date);
    const chip = owner.getByRole('button', { name: /Vera Visit/ }).first();
    await chip.waitFor();
    expect(await chip.textContent()).toContain('Haircut & Style + Beard Trim');
    await chip.click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByText('Beard Trim', { exact: false }).first().waitFor();
    expect(await dialog.textContent()).toContain('£55.00');
    await owner.screenshot({ path: `${SHOTS}/multi-service-owner-dialog.png` });
    expect(ownerErrors).toEqual([]);
    await owner.close();
  });
});
