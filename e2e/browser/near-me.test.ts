// The home page's "Near me" (issue 37): with the browser's location allowed at a given position,
// the nearest demo shop (seeded, pinned in London, Manchester and Edinburgh) is listed first, with
// its distance in miles; with the location refused, the page says so and offers the postcode box.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';

let browser: Browser;
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  browser = await launchBrowser();
  // the functions emulator may still be loading the API: the page's search would fail
  for (let tries = 0; tries < 45 && (await callApi('GET', '/api/barbershops?limit=1')).status !== 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function homeAt(position: { latitude: number; longitude: number } | null) {
  const context = await browser.newContext({
    viewport: PHONE,
    ...(position ? { geolocation: position, permissions: ['geolocation'] } : { permissions: [] }),
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(APP_URL);
  await page.getByRole('heading', { name: 'Find a barber near you' }).waitFor({ timeout: 90_000 });
  return { page, errors };
}

describe('"Near me" on the home page', () => {
  it('lists the nearest demo shop first for the browser position, with its distance in miles', async () => {
    // Piccadilly Gardens, Manchester: Royal Fade Studio (Oldham Street) is a few hundred metres away
    const { page, errors } = await homeAt({ latitude: 53.4808, longitude: -2.2366 });
    await page.getByRole('button', { name: 'Near me' }).click();
    const list = page.getByRole('list', { name: 'Barbershops by distance' });
    await list.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    const first = list.getByRole('listitem').first();
    await expect.poll(() => first.innerText(), WAIT).toContain('Royal Fade Studio');
    expect(await first.innerText()).toMatch(/0\.\d miles/);
    expect(await list.innerText()).not.toContain('Classic Cuts');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'nearest first' }).innerText(), WAIT)
      .toMatch(/within 5 miles of you/);

    // from London instead (a new visit: the browser may reuse a recent position), then by postcode
    const london = await homeAt({ latitude: 51.5237, longitude: -0.0761 });
    await london.page.getByRole('button', { name: 'Near me' }).click();
    const londonFirst = london.page.getByRole('list', { name: 'Barbershops by distance' }).getByRole('listitem').first();
    await expect.poll(() => londonFirst.innerText(), WAIT).toContain('Classic Cuts');
    await london.page.getByLabel('Postcode', { exact: true }).fill('m4 1le');
    await london.page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect
      .poll(() => london.page.getByRole('status').filter({ hasText: 'nearest first' }).innerText(), WAIT)
      .toMatch(/of M4,/);
    await expect.poll(() => londonFirst.innerText(), WAIT).toContain('Royal Fade Studio');
    expect(london.errors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says so when the location is refused, and the postcode box answers an unknown place plainly', async () => {
    const { page } = await homeAt(null);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect.poll(() => page.getByText('Location access is turned off for this site').count(), WAIT).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')), WAIT)
      .toBe('e.g. SW1A 1AA or M4');
    await page.getByLabel('Postcode', { exact: true }).fill('ZZ9 9ZZ');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect.poll(() => page.getByText('We could not find that place').count(), WAIT).toBe(1);
  });
});
