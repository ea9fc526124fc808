// A customer on a phone does not lose a booking under way: not to a few seconds offline, not to a
// time someone else took first, not to the cap on upcoming bookings, not to a reload or Back.
// Each test books at a shop of its own (times chosen by name, so the list's layout may change).
import { UPCOMING_CAP_CODE } from '@barbershop/core/api';
import { changePolicyText } from '@barbershop/core/booking';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate, showTakenTimes } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let browser: Browser;
const date = futureWeekday(20, 3); // a Wednesday: test shops open 09:00-17:00 on weekdays

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const customer = (tag: string) => ({
  name: `Resilient ${tag}`,
  phone: `07700 900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
  email: `resilient-${tag}-${Date.now()}@example.com`,
});
type Customer = ReturnType<typeof customer>;

const timeButton = (page: Page, time: string) => page.getByRole('button', { name: time, exact: true });
const details = (page: Page) => ({
  name: page.getByLabel('Full Name *'),
  phone: page.getByLabel('Phone Number *'),
  email: page.getByLabel('Email Address *'),
  terms: page.getByLabel('I agree to the terms and conditions and privacy policy *'),
});

async function openPhone(): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

/** Service Cut, Barber 1, `date` and `time`, then the details. */
async function chooseAndFill(page: Page, shop: TestShop, time: string, who: Customer) {
  await page.goto(`${APP_URL}/${shop.slug}`);
  await page.getByRole('button', { name: /^Cut/ }).click();
  await page.getByRole('button', { name: /^Barber 1/ }).click();
  await pickBookingDate(page, date);
  await timeButton(page, time).click();
  const f = details(page);
  await f.name.fill(who.name);
  await f.phone.fill(who.phone);
  await f.email.fill(who.email);
  await f.terms.check();
}

/** Every choice and field as chosen and typed. */
async function expectKept(page: Page, time: string, who: Customer) {
  expect(await page.getByRole('button', { name: /^Cut/ }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('button', { name: /^Barber 1/ }).getAttribute('aria-pressed')).toBe('true');
  // the details open with the chosen time: wait for them before reading the choice back
  const f = details(page);
  await f.name.waitFor();
  await expect.poll(() => timeButton(page, time).getAttribute('aria-pressed')).toBe('true');
  expect(await f.name.inputValue()).toBe(who.name);
  expect(await f.phone.inputValue()).toBe(who.phone);
  expect(await f.email.inputValue()).toBe(who.email);
  expect(await f.terms.isChecked()).toBe(true);
}

async function confirmAndFind(page: Page, shop: TestShop) {
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  const id = new URL(page.url()).searchParams.get('appointmentId')!;
  return (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).data()!;
}

describe('a booking under way on a phone', () => {
  it('survives 3 seconds offline under a banner, shows the change policy before Confirm, books, and is then forgotten', async () => {
    const shop = await createTestShop({ barbers: 2 });
    const who = customer('offline');
    const { context, page, errors } = await openPhone();
    await chooseAndFill(page, shop, '10:00', who);
    // the shop's policy (the default 24 hours) is in the summary before the customer confirms
    await page.getByText(changePolicyText(24)).waitFor();

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'No Internet Connection' }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // the page stayed: the full-screen offline page is for a first load that cannot start
    expect(await page.getByRole('heading', { name: 'No Internet Connection' }).count()).toBe(0);
    await expectKept(page, '10:00', who);
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'No Internet Connection' }).waitFor({ state: 'detached' });
    await expectKept(page, '10:00', who);

    const booked = await confirmAndFind(page, shop);
    expect(booked).toMatchObject({ date, time: '10:00', barberId: shop.barberIds[0], customerName: who.name });
    expect(booked.customerEmail).toBe(who.email);

    // made: opening the shop again in this tab starts a fresh booking
    await page.goto(`${APP_URL}/${shop.slug}`);
    await page.getByRole('button', { name: /^Cut/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Cut/ }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('heading', { name: 'Choose Your Barber' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps name, phone, email and the terms when the time was just booked by someone else', async () => {
    const shop = await createTestShop({ barbers: 1 });
    // the shop's own cut-off is what the summary tells
    await adminDb.doc(`barbershops/${shop.id}`).update({ manageCutoffHours: 12 });
    const who = customer('taken');
    const { context, page } = await openPhone();
    await chooseAndFill(page, shop, '11:00', who);
    await page.getByText(changePolicyText(12)).waitFor();

    const other = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date,
        time: '11:00',
        customerName: 'Quicker Customer',
        customerPhone: '07700 900999',
        customerEmail: `quicker-${Date.now()}@example.com`,
      },
    });
    expect(other.status).toBe(201);

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('That time was just booked. Please choose another time.').waitFor();
    // the list was refreshed: 11:00 is now among the taken times
    await showTakenTimes(page);
    await page.getByRole('button', { name: '11:00 - Not Available' }).waitFor();
    await timeButton(page, '11:30').click();
    await expectKept(page, '11:30', who);

    const booked = await confirmAndFind(page, shop);
    expect(booked).toMatchObject({ date, time: '11:30', customerName: who.name, customerEmail: who.email });
    await context.close();
  });

  it("shows the cap's own message and keeps the still free time and every field", async () => {
    const shop = await createTestShop({ barbers: 1 });
    const who = customer('cap');
    for (const time of ['09:00', '09:30', '10:00']) {
      const held = await callApi('POST', '/api/appointments', {
        body: {
          barbershopId: shop.id,
          serviceId: shop.serviceIds[0],
          barberId: shop.barberIds[0],
          date,
          time,
          customerName: who.name,
          customerPhone: who.phone,
          customerEmail: who.email,
        },
      });
      expect(held.status).toBe(201);
    }
    const { context, page } = await openPhone();
    await chooseAndFill(page, shop, '14:00', who);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page
      .getByText('You already have 3 upcoming bookings at this barbershop. Please cancel one or contact the shop to book more.')
      .waitFor();
    expect(await page.getByText('That time was just booked').count()).toBe(0);
    await expectKept(page, '14:00', who);
    await page.getByRole('button', { name: 'Confirm Booking' }).waitFor();
    const refused = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date,
        time: '14:30',
        customerName: who.name,
        customerPhone: who.phone,
        customerEmail: who.email,
      },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: UPCOMING_CAP_CODE } });
    await context.close();
  });

  it('keeps the choices and details through a reload, and Back steps back one choice', async () => {
    const shop = await createTestShop({ barbers: 2 });
    const who = customer('reload');
    const { context, page, errors } = await openPhone();
    await chooseAndFill(page, shop, '15:00', who);
    // the address names the choices, never the customer
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      services: shop.serviceIds[0],
      barber: shop.barberIds[0],
      date,
      time: '15:00',
    });
    expect(page.url()).not.toContain('example.com');

    await page.reload();
    await details(page).name.waitFor();
    await expectKept(page, '15:00', who);

    // Back: the time is unchosen, the date still chosen; choosing a time again finds the details
    await page.goBack();
    await page.getByRole('heading', { name: 'Your Details' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('date')).toBe(date);
    await timeButton(page, '15:30').click();
    await expectKept(page, '15:30', who);

    const booked = await confirmAndFind(page, shop);
    expect(booked).toMatchObject({ date, time: '15:30', customerName: who.name });
    expect(errors).toEqual([]);
    await context.close();
  });
});
