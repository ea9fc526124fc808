import type { Browser } from 'playwright-core';
import { NO_ACTIVE_BARBER_SLOTS, NOT_BOOKABLE_MESSAGES } from '@barbershop/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { showScheduleDay, signInTestOwner } from '../support/ownerSession';

let browser: Browser;
const date = futureWeekday(10, 3);
const longDate = (d: string) =>
  new Date(`${d}T12:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .replace(/,/g, '');

async function book(shop: TestShop, barberIndex: number, time: string, customerName: string) {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[barberIndex],
      date,
      time,
      customerName,
      customerPhone: '07700 900222',
      customerEmail: `${customerName.toLowerCase().replace(/ /g, '.')}@example.com`,
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the owner deactivates a barber who has bookings', () => {
  it('sees how many, moves them to the suggested barber, and the grid still shows every booking', async () => {
    const owner = await createOwner('staffui');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
    const first = await book(shop, 0, '10:00', 'Ada Moved');
    const second = await book(shop, 0, '11:00', 'Bob Moved');
    // Barber 3 went inactive earlier with a booking left (data from before this rule): it still shows.
    await book(shop, 2, '12:00', 'Cy Kept');
    await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[2]}`).update({ isActive: false });

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await signInTestOwner(page, owner);
    await page.getByRole('tab', { name: 'Staff' }).click();

    const card = page.locator('.MuiCard-root').filter({ has: page.getByText('Barber 1', { exact: true }) });
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Active (shown to customers and on the schedule)').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Deactivate staff member' });
    await dialog.getByText('Barber 1 has 2 future bookings.', { exact: false }).waitFor();
    expect(await dialog.getByTestId('future-booking').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Move all to suggested barbers' }).click();
    expect(await dialog.getByRole('combobox').first().textContent()).toBe('Move to Barber 2');
    await dialog.getByRole('button', { name: 'Apply and deactivate' }).click();
    await page.getByText('Barber updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    for (const id of [first, second]) {
      expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).data()).toMatchObject({
        barberId: shop.barberIds[1],
        barberName: 'Barber 2',
        status: 'scheduled',
      });
    }
    expect((await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[0]}`).get()).get('isActive')).toBe(false);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await showScheduleDay(page, date);
    await page
      .getByTestId('schedule-date')
      .filter({ hasText: longDate(date) })
      .waitFor();
    await page
      .getByRole('cell', { name: 'Barber 2 10:00' })
      .getByRole('button', { name: /10:00 Ada Moved/ })
      .waitFor();
    await page
      .getByRole('cell', { name: 'Barber 2 11:00' })
      .getByRole('button', { name: /11:00 Bob Moved/ })
      .waitFor();
    await page.getByRole('columnheader', { name: 'Barber 3 (inactive)' }).waitFor();
    await page
      .getByRole('cell', { name: 'Barber 3 (inactive) 12:00' })
      .getByRole('button', { name: /12:00 Cy Kept/ })
      .waitFor();
    expect(await page.getByRole('columnheader', { name: /Barber 1/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the customer pages', () => {
  it('Book Another Appointment on the confirmation page returns to the shop just booked', async () => {
    const shop = await createTestShop({ barbers: 1 });
    const id = await book(shop, 0, '15:00', 'Dee Again');
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/booking-confirmation?appointmentId=${id}`);
    await page.getByText(shop.name).waitFor();
    await page.getByRole('link', { name: 'Book Another Appointment' }).click();
    await page.waitForURL(`${APP_URL}/${shop.slug}`);
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a shop that cannot take bookings says so at the top, keeps Call Now, and its times step says why', async () => {
    const expired = await createOwner('nobook');
    await adminDb.doc(`users/${expired.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 60_000) });
    const noAccess = await createTestShop({ ownerUid: expired.uid, barbers: 1 });
    const noBarber = await createTestShop({ barbers: 1 });
    await adminDb.doc(`barbershops/${noBarber.id}/barbers/${noBarber.barberIds[0]}`).update({ isActive: false });

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    for (const [shop, message] of [
      [noAccess, NOT_BOOKABLE_MESSAGES.no_access],
      [noBarber, NOT_BOOKABLE_MESSAGES.no_barber],
    ] as const) {
      await page.goto(`${APP_URL}/${shop.slug}`);
      const notice = page.getByTestId('not-bookable-notice');
      await notice.waitFor();
      expect((await notice.textContent())?.trim()).toBe(message);
      const noticeBox = (await notice.boundingBox())!;
      const heroTitle = (await page.getByRole('heading', { name: shop.name, level: 1 }).boundingBox())!;
      const firstStep = (await page.getByText('Select a Service').boundingBox())!;
      expect(noticeBox.y).toBeLessThan(heroTitle.y);
      expect(noticeBox.y).toBeLessThan(firstStep.y);
      await page.getByRole('link', { name: 'Call Now' }).waitFor();
    }
    // the no-barber shop's times step says why instead of Loading time slots...
    await page.getByRole('button', { name: /^Cut/ }).click();
    await page.getByRole('button', { name: /Any Available Stylist/ }).click();
    await pickBookingDate(page, date);
    await page.getByText(NO_ACTIVE_BARBER_SLOTS).waitFor();
    expect(await page.getByText('Loading time slots...').count()).toBe(0);

    // bookable shops show no notice
    const fine = await createTestShop({ barbers: 1 });
    await page.goto(`${APP_URL}/${fine.slug}`);
    await page.getByRole('heading', { name: fine.name, level: 1 }).waitFor();
    expect(await page.getByTestId('not-bookable-notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
