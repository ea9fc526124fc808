import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SHOPS } from '../../scripts/seed/demoData';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser } from '../support/browser';
import { APP_URL } from '../support/env';
import { futureWeekday } from '../support/shops';

const shop = DEMO_SHOPS[1]!; // Royal Fade Studio: barbers Kai Mensah and Sofia Rossi
const date = futureWeekday(26, 2);
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(`${APP_URL}/auth`);
  await page.getByLabel('Username').fill('royalfadestudio');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${APP_URL}/dashboard`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
  await page.getByLabel('Date').fill(date);
  await page.getByText('Daily Schedule').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('the owner dashboard', () => {
  it("shows a customer's new booking live, without a reload", async () => {
    const booked = await callApi('POST', '/api/appointments', {
      body: { barbershopId: shop.id, serviceId: 'demo-rf-fade', barberId: 'demo-rf-kai', date, time: '10:00', customerName: 'Live Customer', customerPhone: '07700 404040', customerEmail: 'live@example.com' },
    });
    expect(booked.status).toBe(201);
    await page.getByRole('button', { name: /10:00 Live Customer/ }).waitFor();
    await expect(page.getByTestId('est-revenue').textContent()).resolves.toBe('£30.00');
  });

  it('books for a new customer from the grid', async () => {
    await page.getByRole('cell', { name: 'Sofia Rossi 14:00' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '+ New customer' }).click();
    await dialog.getByLabel('Name *').fill('Grid Customer');
    await dialog.getByLabel('Phone *').fill('07700 505050');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByText('Customer added').waitFor();
    await dialog.getByLabel('Service').click();
    await page.getByRole('option', { name: /Fade & Design/ }).click();
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Appointment created').waitFor();
    await page.getByRole('button', { name: /14:00 Grid Customer/ }).waitFor();
  });

  it('cancels an appointment, and the slot can be booked again', async () => {
    await page.getByRole('button', { name: /10:00 Live Customer/ }).click();
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByText('Successfully cancelled appointment').waitFor();
    await page.getByRole('button', { name: /10:00 Live Customer/ }).waitFor({ state: 'detached' });
    const slots = await callApi('GET', `/api/barbers/demo-rf-kai/all-slots?date=${date}&duration=45`);
    expect(slots.body.find((s: any) => s.time === '10:00').available).toBe(true);
  });
});

describe('time blocks from the calendar', () => {
  it('blocks an afternoon, and the public page shows those slots Not Available', async () => {
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByRole('button', { name: 'Manage Schedule' }).first().click();
    const dayName = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).replace(/,/g, '');
    const blockButton = page.getByRole('button', { name: `Block time on ${dayName}` });
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
    await shopPage.goto(`${APP_URL}/royal-fade-studio`);
    await shopPage.getByRole('button', { name: /Skin Fade/ }).click();
    await shopPage.getByRole('button', { name: /Kai Mensah/ }).click();
    const label = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(/,/g, '');
    for (let i = 0; i < 3 && !(await shopPage.getByRole('button', { name: label, exact: true }).isVisible()); i += 1) await shopPage.getByRole('button', { name: 'Next month' }).click();
    await shopPage.getByRole('button', { name: label, exact: true }).click();
    await shopPage.getByRole('button', { name: '15:00 - Not Available' }).waitFor();
    await shopPage.getByRole('button', { name: '12:00', exact: true }).waitFor();
    const slots = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=demo-rf-fade`);
    const blockedBarber = slots.body.barbers.find((b: any) => b.slots.find((s: any) => s.time === '15:00' && s.reason === 'Training'));
    expect(blockedBarber).toBeDefined();
    expect(blockedBarber.slots.find((s: any) => s.time === '12:00').available).toBe(true);
    await shopPage.close();

    await page.getByRole('button', { name: 'Remove Training block' }).click();
    await page.getByText('Time block removed').waitFor();
  });
});
