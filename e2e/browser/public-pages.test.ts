import type { BusinessHoursEntry } from '@barbershop/core/model';
import { addDays } from '@barbershop/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, PHONE } from '../support/browser';
import { showBookingMonth } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createTestShop, weekdayFromToday, type TestShop } from '../support/shops';

// One barber, open 09:00-10:00 every day but Sunday: two 30-minute Cuts fill a day.
const SHORT_DAYS: BusinessHoursEntry[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '10:00',
  isActive: dayOfWeek !== 0,
}));

let browser: Browser;
let shop: TestShop;
const fullDay = weekdayFromToday(20);
const nextWeek = addDays(fullDay, 7);

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await createTestShop({ barbers: 1, hours: SHORT_DAYS });
  for (const [i, time] of ['09:00', '09:30'].entries()) {
    const booked = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date: fullDay,
        time,
        customerName: `Full Day ${i}`,
        customerPhone: `07700 90071${i}`,
        customerEmail: `full-day-${i}@example.com`,
      },
    });
    expect(booked.status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages on a phone', () => {
  it('asks /api nothing before its content shows: the server-rendered page carries its data (issue 37)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${req.method()} ${url.pathname}${url.search}`);
    });
    const answer = await page.goto(`${APP_URL}/${shop.slug}`);
    // the facts are in the HTML itself, before any script runs
    expect(await answer!.text()).toContain('A shop made by a test');
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Cut/ }).waitFor();
    await page.getByText('A shop made by a test').first().waitFor();
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  it('greys out a fully booked day in the calendar and keeps the same weekday after it open', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/${shop.slug}`);
    await page.getByRole('button', { name: /^Cut/ }).click();
    await page.getByRole('button', { name: /Barber 1/ }).click();
    const full = await showBookingMonth(page, fullDay);
    // the month's availability arrives after the grid: wait for the day to be closed
    await expect.poll(() => full.isDisabled()).toBe(true);
    const open = await showBookingMonth(page, nextWeek);
    await open.click();
    await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '09:00', exact: true }).waitFor();
    await context.close();
  });

  it("opens the menu from the bar's menu button and follows its links", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    const menu = page.getByRole('list', { name: 'Mobile menu' });
    // the prerendered bar is on screen before the app hydrates it: a tap before then does nothing
    await expect
      .poll(
        async () => {
          if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
          return menu.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Features', 'Live Demo', 'Add Your Shop', 'Sign In']);
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${APP_URL}/auth`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await context.close();
  });
});
