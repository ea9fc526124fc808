import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('smoke: the app through the Hosting emulator', () => {
  it('loads the home page', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/`);
    await page.getByRole('link', { name: 'Features' }).first().waitFor();
    expect(await page.title()).toContain('BarberBook');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown nested path', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP_URL}/this/path/does-not-exist`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.close();
  });
});
