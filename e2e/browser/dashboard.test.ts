import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// A fresh owner with a shop of their own (barbers 'Barber 1' and 'Barber 2', services 'Cut'
// 30 min £20.00 and 'Long Cut' 45 min £35.00), signed in through /auth with the username.
let owner: TestOwner;
let shop: TestShop;
let browser: Browser;
let page: Page;
let errors: Error[];
const date = futureWeekday(20, 3);
const longDate = (d: string, year = false) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).replace(/,/g, '');

beforeAll(async () => {
  owner = await createOwner('dash-ui');
  shop = await createTestShop({ ownerUid: owner.uid });
  const username = (await adminDb.doc(`users/${owner.uid}`).get()).get('username') as string;
  await adminDb.doc(`usernames/${username}`).set({ uid: owner.uid });

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  errors = trackPageErrors(page);
  await page.goto(`${APP_URL}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${APP_URL}/dashboard`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
  await page.getByText('Daily Schedule').waitFor();
  // The date picker takes DD/MM/YYYY typed into its day section.
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`);
  await page.getByTestId('schedule-date').filter({ hasText: longDate(date, true) }).waitFor();
  await page.getByText('No appointments or time blocks for this date').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('the owner dashboard', () => {
  it("shows a customer's new booking live, without a reload", async () => {
    expect(await page.getByText('No appointments', { exact: true }).count()).toBe(1);
    const booked = await callApi('POST', '/api/appointments', {
      body: { barbershopId: shop.id, serviceId: shop.serviceIds[1], barberId: shop.barberIds[0], date, time: '10:00', customerName: 'Live Customer', customerPhone: '07700 900404', customerEmail: 'live@example.com' },
    });
    expect(booked.status).toBe(201);
    await page.getByRole('button', { name: /10:00 Live Customer/ }).waitFor();
    await page.getByText('1 appointment', { exact: true }).waitFor();
    expect(await page.getByTestId('total-appointments').textContent()).toBe('1');
    expect(await page.getByTestId('est-revenue').textContent()).toBe('£35.00');
  });

  it('books for a new customer from the grid', async () => {
    await page.getByRole('cell', { name: 'Barber 2 14:00' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    await dialog.getByRole('button', { name: '+ New customer' }).click();
    await dialog.getByLabel('Name *').fill('Grid Customer');
    await dialog.getByLabel('Phone *').fill('07700 900505');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByText('Successfully created new customer').waitFor();
    expect(await dialog.getByLabel('Customer').inputValue()).toContain('Grid Customer');
    await dialog.getByLabel('Service').click();
    await page.getByRole('option', { name: /^Cut/ }).click();
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Successfully booked appointment').waitFor();
    await page.getByRole('button', { name: /14:00 Grid Customer/ }).waitFor();
    expect(await page.getByTestId('est-revenue').textContent()).toBe('£55.00');
    const [saved] = (await callApi('GET', `/api/barbers/${shop.barberIds[1]}/appointments?startDate=${date}&endDate=${date}`, { token: owner.token })).body;
    expect(saved).toMatchObject({ time: '14:00', customerName: 'Grid Customer', customerPhone: '+447700900505', source: 'owner' });
  });

  it('refuses a clash with a clear message', async () => {
    // Live Customer's Long Cut runs 10:00-10:45: a Cut at 10:30 overlaps it.
    await page.getByRole('cell', { name: 'Barber 1 10:30' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Customer').fill('Grid');
    await page.getByRole('option', { name: /Grid Customer/ }).click();
    await dialog.getByLabel('Service').click();
    await page.getByRole('option', { name: /^Cut/ }).click();
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Failed to create appointment').waitFor();
    await page.getByText(/not available|booked/i).first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('cancels an appointment, and the slot can be booked again', async () => {
    await page.getByRole('button', { name: /10:00 Live Customer/ }).click();
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByText('Successfully cancelled appointment').waitFor();
    await page.getByRole('button', { name: /10:00 Live Customer/ }).waitFor({ state: 'detached' });
    await page.getByText('1 appointment', { exact: true }).waitFor();
    expect(await page.getByTestId('est-revenue').textContent()).toBe('£20.00');
    const slots = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=45`);
    expect(slots.body.find((s: any) => s.time === '10:00').available).toBe(true);
    const rebooked = await callApi('POST', '/api/appointments', {
      body: { barbershopId: shop.id, serviceId: shop.serviceIds[1], barberId: shop.barberIds[0], date, time: '10:00', customerName: 'Second Go', customerPhone: '07700 900606', customerEmail: 'second@example.com' },
    });
    expect(rebooked.status).toBe(201);
    await page.getByRole('button', { name: /10:00 Second Go/ }).waitFor();
  });
});

describe('time blocks from the calendar', () => {
  it('blocks an afternoon, and the public page shows those slots Not Available', async () => {
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByRole('button', { name: 'Manage Schedule' }).first().click();
    await page.getByRole('button', { name: 'Selected' }).waitFor();
    const blockButton = page.getByRole('button', { name: `Block time on ${longDate(date)}` });
    for (let i = 0; i < 8 && !(await blockButton.isVisible()); i += 1) await page.getByRole('button', { name: 'Next week' }).click();
    await blockButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Start time').fill('13:00');
    await dialog.getByLabel('End time').fill('18:00');
    await dialog.getByLabel('Reason').click();
    await page.getByRole('option', { name: 'Training' }).click();
    await dialog.getByRole('button', { name: 'Block Time' }).click();
    await page.getByText('Time blocked successfully').waitFor();
    await page.getByText('13:00–18:00 Training').waitFor();

    const shopPage = await browser.newPage({ viewport: DESKTOP });
    await shopPage.goto(`${APP_URL}/${shop.slug}`);
    await shopPage.getByRole('button', { name: /^Cut/ }).click();
    await shopPage.getByRole('button', { name: /Barber 1/ }).first().click();
    const label = longDate(date, true);
    for (let i = 0; i < 3 && !(await shopPage.getByRole('button', { name: label, exact: true }).isVisible()); i += 1) await shopPage.getByRole('button', { name: 'Next month' }).click();
    await shopPage.getByRole('button', { name: label, exact: true }).click();
    await shopPage.getByRole('button', { name: '15:00 - Not Available' }).waitFor();
    await shopPage.getByRole('button', { name: '12:00', exact: true }).waitFor();
    const slots = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
    const barber = slots.body.barbers.find((b: any) => b.barberId === shop.barberIds[0]);
    expect(barber.slots.find((s: any) => s.time === '15:00')).toMatchObject({ available: false, reason: 'Training' });
    expect(barber.slots.find((s: any) => s.time === '12:00').available).toBe(true);
    await shopPage.close();

    await page.getByRole('button', { name: 'Remove Training block' }).click();
    await page.getByText('Time block removed').waitFor();
    await page.getByText('13:00–18:00 Training').waitFor({ state: 'detached' });
    const after = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=30`);
    expect(after.body.find((s: any) => s.time === '15:00').available).toBe(true);
  });

  it("saves a barber's weekly hours, which the slot engine then uses", async () => {
    // Still on Schedule with Barber 1 selected; the test date is a Wednesday.
    await page.getByRole('checkbox', { name: 'Wednesday' }).uncheck();
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    await page.getByText('Barber updated successfully').waitFor();
    const off = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=30`);
    expect(off.body.length).toBeGreaterThan(0);
    expect(off.body.filter((s: any) => s.available)).toEqual([]);
    const other = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/all-slots?date=${date}&duration=30`);
    expect(other.body.some((s: any) => s.available)).toBe(true);

    await page.getByRole('checkbox', { name: 'Wednesday' }).check();
    await page.getByLabel('Start').nth(3).fill('12:00');
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    await page.getByText('Barber updated successfully').waitFor();
    await expect.poll(async () => {
      const slots = (await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=30`)).body;
      return [slots.find((s: any) => s.time === '11:30')?.available, slots.find((s: any) => s.time === '12:00')?.available];
    }).toEqual([false, true]);
  });

  it('opens the barber calendar page with its states', async () => {
    await page.goto(`${APP_URL}/staff/calendar/${shop.barberIds[1]}`);
    await page.getByRole('heading', { name: "Barber 2's Calendar" }).waitFor();
    await page.getByText('Cuts', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Next day' }).waitFor();
    await page.goto(`${APP_URL}/staff/calendar/no-such-barber`);
    await page.getByRole('heading', { name: 'Barber not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
