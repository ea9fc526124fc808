// Text messages (issue 38) end to end on the emulators (their smsOutbox is the provider): a
// customer books on a phone with texts ticked, the confirmation text goes (the booking's trigger),
// and the owner sees it in the Email Flow's text messages with its parts and status; the owner
// turns on the 2-hour reminder in Settings.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { signInTestOwner } from '../support/ownerSession';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let browser: Browser;
let owner: TestOwner;
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createOwner('smsbrowser');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1, hours: ALL_DAY_HOURS });
});
afterAll(async () => {
  await browser?.close();
});

describe('text messages', () => {
  it('a booking with texts chosen on a phone shows its confirmation text in the owner’s Email Flow; the settings card saves', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/${shop.slug}?service=${shop.serviceIds[0]}&barber=${shop.barberIds[0]}`);
    await pickBookingDate(page, futureWeekday(21, 3));
    const firstFree = page.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
    await firstFree.waitFor();
    await firstFree.click();
    await page.getByLabel('Full Name *').fill('Tess Texter');
    await page.getByLabel('Phone Number *').fill('07700 900321');
    await page.getByLabel('Email Address *').fill(`tess.${Date.now()}@example.com`);
    const reminders = page.getByRole('group', { name: 'Send me reminders by' });
    expect(await reminders.getByLabel('Text message').isChecked()).toBe(true);
    expect(await reminders.getByLabel('Email').isChecked()).toBe(true);
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForURL(/\/booking-confirmation\?appointmentId=/);
    const appointmentId = new URL(page.url()).searchParams.get('appointmentId')!;
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${appointmentId}`).get()).data();
    expect(stored?.reminderChannels).toEqual({ sms: true, email: true });
    expect(errors).toEqual([]);
    await page.close();

    // the confirmation text goes from the booking's trigger
    const texts = adminDb.collection(`barbershops/${shop.id}/smsLog`).where('appointmentId', '==', appointmentId);
    await expect
      .poll(async () => (await texts.get()).docs.map((d) => d.get('smsType')), { timeout: 30_000 })
      .toEqual(['sms_confirmation']);

    const desk = await browser.newPage({ viewport: DESKTOP });
    await signInTestOwner(desk, owner);
    await desk.getByRole('tab', { name: 'Email Flow' }).click();
    await desk.getByRole('button', { name: 'Text messages' }).click();
    const row = desk.getByRole('row', { name: /Booking confirmation/ });
    await row.waitFor();
    await row.getByText('07700 900321').waitFor();
    await row.getByText(/^\d parts?, GSM-7$/).waitFor();
    await row.getByText('sent', { exact: true }).waitFor();
    await row.getByText(new RegExp(shop.name)).waitFor();

    await desk.goto(`${APP_URL}/settings?tab=business`);
    const card = desk.getByRole('region', { name: 'Text messages' });
    await card.getByRole('switch', { name: 'Send text messages' }).waitFor();
    await card.getByRole('switch', { name: 'Also text a reminder 2 hours before' }).check();
    await card.getByRole('button', { name: 'Save Text Messages' }).click();
    await desk.getByText('Text messages updated').waitFor();
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('sms')).toEqual({ enabled: true, secondReminder: true });
    await desk.close();
  });
});
