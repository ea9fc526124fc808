// What a customer reads before and after booking: the shop page's hours and directions, the
// Terms and Privacy pages, the home page's search and carousel, a cancelled booking's page.
import type { BusinessHoursEntry } from '@barbershop/core/model';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { waitForOutbox } from '../support/outbox';
import { createOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// open 09:00-18:00, Sunday closed
const HOURS: BusinessHoursEntry[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '18:00',
  isActive: dayOfWeek !== 0,
}));
const ADDRESS = '5 Moor Lane, Helmsley YO62 5AA';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let browser: Browser;
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
  // a shop that can take bookings (its owner's trial runs), so the listing and its search show it
  const owner = await createOwner('public-content');
  shop = await createTestShop({ ownerUid: owner.uid, hours: HOURS, address: ADDRESS });
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage(): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

describe('the shop page', () => {
  it('lists the opening hours from today (marked), closed days as Closed, and links to directions in a new tab', async () => {
    const page = await phonePage();
    await page.goto(`${APP_URL}/${shop.slug}`);
    // the first page of the file: the functions emulator may still be loading the API
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor({ timeout: 90_000 });
    const hours = page.getByRole('list', { name: 'Opening hours, from today' });
    await hours.getByRole('listitem').first().waitFor();
    const rows = await hours.getByRole('listitem').allInnerTexts();
    const today = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(new Date());
    const start = DAYS.indexOf(today);
    const expected = [0, 1, 2, 3, 4, 5, 6].map((i) => {
      const day = DAYS[(start + i) % 7]!;
      return `${i === 0 ? `Today (${day})` : day} ${day === 'Sunday' ? 'Closed' : '09:00–18:00'}`;
    });
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(expected);
    await expect.poll(() => hours.locator('[aria-current="date"]').innerText()).toContain(`Today (${today})`);

    const directions = page.getByRole('link', { name: 'Get Directions' });
    expect(await directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=5%20Moor%20Lane%2C%20Helmsley%20YO62%205AA',
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('links the terms box to the Terms and Privacy pages with the shop’s part, in a new tab, the form kept', async () => {
    const page = await phonePage();
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/${shop.slug}`);
    await page.getByRole('button', { name: /^Cut/ }).click();
    await page.getByRole('button', { name: /Barber 1/ }).click();
    await pickBookingDate(page, futureWeekday(10, 3));
    await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '09:00', exact: true }).click();
    await page.getByLabel('Full Name *').fill('Terms Reader');
    const terms = page.getByLabel('I agree to the terms and conditions and privacy policy *');

    for (const [link, title, shopHeading] of [
      ['terms and conditions', 'Terms and Conditions', `Booking with ${shop.name}`],
      ['privacy policy', 'Privacy Policy', `${shop.name} and your details`],
    ] as const) {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: link }).click()]);
      await opened.getByRole('heading', { name: title, level: 1 }).waitFor();
      await opened.getByRole('heading', { name: shopHeading }).waitFor();
      expect(new URL(opened.url()).search).toBe(`?shop=${shop.slug}`);
      await opened.close();
    }
    // following a link neither ticked the box nor lost what was typed
    expect(await terms.isChecked()).toBe(false);
    expect(await page.getByLabel('Full Name *').inputValue()).toBe('Terms Reader');
    expect(errors.map((e) => e.message)).toEqual([]);
    await page.context().close();
  });
});

describe('the home page', () => {
  it('finds a shop by its name and by its postcode district, and opens it', async () => {
    const page = await phonePage();
    await page.goto(`${APP_URL}/`);
    const search = page.getByRole('searchbox', { name: 'Search by name, area or postcode' });
    const results = page.getByRole('list', { name: 'Search results' });
    // typed before hydration, the text would be replaced: wait for the app
    await expect
      .poll(
        async () => {
          await search.fill(shop.name);
          await search.press('Enter');
          return results
            .getByRole('link', { name: new RegExp(shop.name) })
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'found for' }).innerText()).toBe(
      `1 barbershop found for “${shop.name}”`,
    );

    await search.fill('YO62');
    await search.press('Enter');
    const found = results.getByRole('link', { name: new RegExp(shop.name) });
    await found.waitFor();
    expect(await found.innerText()).toContain(ADDRESS);
    await found.click();
    await page.waitForURL(`${APP_URL}/${shop.slug}`);
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await page.context().close();
  });

  it('gives the carousel exactly one tab stop per shop', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${APP_URL}/`);
    // Swiper has taken over from the static row
    await page.locator('.swiper-initialized').waitFor();
    const stops = await page.locator('.swiper').evaluate((track) => {
      const focusable = track.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
      return Array.from(focusable)
        .filter((el) => el.tabIndex >= 0 && !el.closest('[inert]'))
        .map((el) => el.getAttribute('href'));
    });
    const cards = await page
      .locator('.swiper a[href]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    expect(cards.length).toBeGreaterThan(1);
    expect([...stops].sort()).toEqual([...cards].sort());
    // and the same shops, once each, to a screen reader
    const read = await page.locator('.swiper').getByRole('link').count();
    expect(read).toBe(cards.length);
    await page.close();
  });
});

describe('a cancelled booking’s page', () => {
  it('says it was cancelled, offers no changes, and Book Again opens the shop page', async () => {
    const email = `cancelled.${Date.now()}@example.com`;
    const booked = await callApi<{ id: string }>('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date: futureWeekday(12, 4),
        time: '10:00',
        customerName: 'Carla Cancel',
        customerPhone: '07700 900123',
        customerEmail: email,
      },
    });
    expect(booked.status, booked.text).toBe(201);
    const [confirmation] = await waitForOutbox(email, /^Booking confirmed/);
    const link = /\/booking\/[A-Za-z0-9]{20}\?t=[A-Za-z0-9_-]{32}/.exec(String(confirmation!.text));
    expect(link).not.toBeNull();
    await adminDb.doc(`barbershops/${shop.id}/appointments/${booked.body.id}`).update({ status: 'cancelled' });

    const page = await phonePage();
    await page.goto(`${APP_URL}${link![0]}`);
    await page.getByRole('alert').filter({ hasText: 'This appointment has been cancelled.' }).waitFor();
    await page.getByRole('region', { name: 'Cancelled Appointment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Appointment' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Book Again' }).click();
    await page.waitForURL(`${APP_URL}/${shop.slug}`);
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await page.context().close();
  });
});
