// "Next available" on a phone: a shop closed today and tomorrow, whose one barber is booked until
// 10:00 the day after. The button finds that day at 10:00, chooses it in the calendar and the
// time list, and the booking completes at that time. The calendar days and the times are touch
// targets of at least 44 px, and the page is no wider than the phone.
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { barberDayId } from '@barbershop/core/slots';
import { addDays, todayIn, zonedToInstant } from '@barbershop/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { bookingDayLabel } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createTestShop, type TestShop } from '../support/shops';

const LONDON = 'Europe/London';
const today = todayIn(LONDON);
const soonest = addDays(today, 2);
const EVERY_DAY: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '18:00',
  isActive: true,
}));

let browser: Browser;
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await createTestShop({ barbers: 1, hours: EVERY_DAY });
  await adminDb.doc(`barbershops/${shop.id}`).update({ closedDates: [today, addDays(today, 1)] });
  const barberId = shop.barberIds[0]!;
  const at = (t: string) => zonedToInstant(soonest, t, LONDON).getTime();
  await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(barberId, soonest)}`).set({
    shopId: shop.id,
    barberId,
    date: soonest,
    intervals: [{ start: at('09:00'), end: at('10:00'), appointmentId: 'someone-else' }],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('Next available', () => {
  it('chooses the soonest free time, on a later day, and the booking completes at that time', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/${shop.slug}`);
    await page.getByRole('button', { name: /^Cut/ }).click();
    await page.getByRole('button', { name: /Any Available Stylist/ }).click();

    // calendar days are touch targets on a phone
    const firstDay = page.getByRole('gridcell', { name: bookingDayLabel(soonest), exact: true });
    await page.getByRole('button', { name: 'Next available' }).click();
    const chosen = page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '10:00', exact: true });
    await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await firstDay.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'Soonest free time:' }).waitFor();

    for (const target of [firstDay, chosen]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const email = `next.${Date.now()}@example.com`;
    await page.getByLabel('Full Name *').fill('Ada Soonest');
    await page.getByLabel('Phone Number *').fill('07700 900321');
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();

    const booked = await adminDb.collection(`barbershops/${shop.id}/appointments`).where('customerEmail', '==', email).get();
    expect(booked.docs.map((d) => [d.get('date'), d.get('time'), d.get('barberId')])).toEqual([
      [soonest, '10:00', shop.barberIds[0]],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
