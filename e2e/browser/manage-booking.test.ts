// A customer manages their own booking from the link in their confirmation email, on a phone,
// while the shop's dashboard is open on a laptop.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { showScheduleDay, signInTestOwner } from '../support/ownerSession';

const SHOTS = 'test-results/screenshots';
let browser: Browser;
let owner: TestOwner;
let shop: TestShop;
const date = futureWeekday(18, 3);
const customerEmail = `manage.${Date.now()}@example.com`;

/** Whether `time` is free for barber 1 on `date`, as the public slot list says. */
async function isFree(time: string): Promise<boolean> {
  const res = await callApi<{ time: string; available: boolean }[]>(
    'GET',
    `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=30`,
  );
  expect(res.status).toBe(200);
  return res.body.find((s) => s.time === time)!.available;
}

/** Polls `check` until it answers `want` (the trigger frees a cancelled slot a moment later). */
async function eventually(check: () => Promise<boolean>, want: boolean) {
  await expect.poll(check, { timeout: 15_000, interval: 300 }).toBe(want);
}

async function ownerDashboard(): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await signInTestOwner(page, owner);
  await page.getByText('Daily Schedule').waitFor();
  await showScheduleDay(page, date);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  owner = await createOwner('manage-ui');
  shop = await createTestShop({ ownerUid: owner.uid });
});
afterAll(async () => {
  await browser?.close();
});

describe('a customer manages their booking from the email link', () => {
  it('books, reschedules from the link (the old time frees up), follows the shop’s move live, then cancels (the dashboard follows live)', async () => {
    const phone = await browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    const errors = trackPageErrors(page);

    // book Cut with Barber 1 at 09:00
    await page.goto(`${APP_URL}/${shop.slug}`);
    await page.getByRole('button', { name: /^Cut/ }).click();
    await page.getByRole('button', { name: /Barber 1/ }).click();
    await pickBookingDate(page, date);
    await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '09:00', exact: true }).click();
    await page.getByLabel('Full Name *').fill('Grace Manage');
    await page.getByLabel('Phone Number *').fill('07700 900777');
    await page.getByLabel('Email Address *').fill(customerEmail);
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    // the confirmation page offers the private link too
    await page.getByRole('link', { name: /\/booking\/[A-Za-z0-9]{20}\?t=/ }).waitFor();
    expect(await isFree('09:00')).toBe(false);

    const dashboard = await ownerDashboard();
    await dashboard.getByRole('button', { name: /09:00 Grace Manage/ }).waitFor();

    // open the link from the confirmation email
    const [confirmation] = await waitForOutbox(customerEmail, /^Booking confirmed/);
    const link = /https?:\/\/[^\s]+\/booking\/([A-Za-z0-9]{20})\?t=([A-Za-z0-9_-]{32})/.exec(String(confirmation!.text));
    expect(link).not.toBeNull();
    await page.goto(`${APP_URL}/booking/${link![1]}?t=${link![2]}`);
    await page.getByRole('heading', { name: 'Hi Grace' }).waitFor();
    await page.getByRole('button', { name: 'Reschedule' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/manage-phone.png`, fullPage: true });
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => v.id)).toEqual([]);
    expect(await page.locator('body').innerText()).not.toContain('07700');

    // reschedule to 10:00 with the same barber
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await pickBookingDate(page, date);
    await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '10:00', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm New Time' }).click();
    await page.getByText('Appointment Rescheduled').first().waitFor();
    await page.getByText('10:00', { exact: true }).first().waitFor();
    expect(await isFree('09:00')).toBe(true);
    expect(await isFree('10:00')).toBe(false);
    await dashboard.getByRole('button', { name: /10:00 Grace Manage/ }).waitFor();
    await waitForOutbox(customerEmail, /^Appointment moved/);

    // the shop moves it to 11:00: the open page follows without a reload (its live booker view)
    const moved = await callApi('POST', `/api/appointments/${link![1]}/move`, {
      token: owner.token,
      body: { barberId: shop.barberIds[0], date, time: '11:00' },
    });
    expect(moved.status, moved.text).toBe(200);
    await page.getByText('11:00', { exact: true }).first().waitFor({ timeout: 30_000 });
    await dashboard.getByRole('button', { name: /11:00 Grace Manage/ }).waitFor();

    // cancel
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByText('This appointment has been cancelled.').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/manage-cancelled-phone.png`, fullPage: true });
    expect(await page.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    await eventually(() => isFree('11:00'), true);
    // the owner's grid drops it without a reload
    await dashboard.getByText('No appointments', { exact: true }).waitFor();
    expect(await dashboard.getByRole('button', { name: /Grace Manage/ }).count()).toBe(0);

    expect(errors.map((e) => e.message)).toEqual([]);
    await dashboard.close();
    await phone.close();
  });
});
