import { randomUUID } from 'node:crypto';
import { deriveUsername } from '@barbershop/core/account';
import { displayUrl, publicShopUrl, qrPathData, shopSlug } from '@barbershop/core/shop';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SHOPS } from '../../scripts/seed/demoData';

import { callApi } from '../support/api';
import { passwordResetCodesFor } from '../support/authEmulator';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { signInOwner } from '../support/ownerSession';
import { seriousViolations } from '../support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const demo = DEMO_SHOPS.find((s) => deriveUsername(s.name) === 'classiccuts')!;

describe("the owner's booking page link", () => {
  it.each(VIEWPORTS)('%s: is on the Overview to copy, with its QR code to download', async (_name, viewport) => {
    const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInOwner(page, 'classiccuts', DEMO_PASSWORD);
    const url = publicShopUrl(APP_URL, shopSlug(demo.name));

    const card = page.getByRole('region', { name: 'Your booking page' });
    await expect.poll(() => card.getByLabel('Booking page link').inputValue(), { timeout: 20_000 }).toBe(url);
    await card.getByRole('button', { name: 'Copy link' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The QR code is drawn in the page and holds exactly the link (the same encoder, here in Node).
    const qr = card.getByRole('img', { name: `QR code of your booking page, ${displayUrl(url)}` });
    await qr.waitFor({ timeout: 20_000 });
    const expected = qrPathData(QRCode.create(url, { errorCorrectionLevel: 'M' }).modules);
    expect(await qr.locator('path').getAttribute('d')).toBe(expected);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download QR code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`booking-qr-${shopSlug(demo.name)}.svg`);

    // "Print QR code" prints the poster (the browser's print is stubbed: it records what was there).
    await page.evaluate(() => {
      window.print = () => {
        const poster = document.querySelector('.qr-poster');
        document.body.dataset.printed = poster && poster.parentElement === document.body ? (poster.textContent ?? '') : 'none';
      };
    });
    await card.getByRole('button', { name: 'Print QR code' }).click();
    await expect
      .poll(() => page.evaluate(() => document.body.dataset.printed))
      .toBe(`${demo.name}Scan to book online${displayUrl(url)}`);
    expect(await page.locator('.qr-poster').count()).toBe(0);

    // The link opens the public page.
    expect(await card.getByRole('link', { name: 'Open page' }).getAttribute('href')).toBe(url);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A fresh owner registered through the API, with the username derived from its business name. */
async function registerOwner(tag: string) {
  const businessName = `Reset Flow ${tag}`;
  const email = `reset-flow-${tag}@test.example`;
  const oldPassword = 'old-password-1';
  const reg = await callApi('POST', '/api/register', {
    body: { businessName, email, password: oldPassword, username: deriveUsername(businessName) },
  });
  expect(reg.status).toBe(201);
  return { username: deriveUsername(businessName), email, oldPassword };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${APP_URL}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('Forgot password', () => {
  it.each(VIEWPORTS)('%s: a reset link by username sets a new password; the old one stops working', async (_name, viewport) => {
    const owner = await registerOwner(randomUUID().replace(/-/g, '').slice(0, 8));
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${APP_URL}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${APP_URL}/reset-password`);
    await page.getByLabel('Username or email').fill(owner.username);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account matches' }).waitFor({ timeout: 20_000 });

    // Firebase Auth's email (the Auth emulator keeps it): the action link's code.
    await expect.poll(async () => (await passwordResetCodesFor(owner.email)).length, { timeout: 20_000 }).toBe(1);
    const { oobCode } = (await passwordResetCodesFor(owner.email))[0]!;
    // Hosting serves the app's shell here, not the shop page's (which would look up a shop "reset-password").
    const shopLookups: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/barbershops/by-slug/')) shopLookups.push(req.url());
    });
    await page.goto(`${APP_URL}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}&lang=en`);
    await page.getByText(`For the account of ${owner.email}`).waitFor({ timeout: 20_000 });
    expect(shopLookups).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor({ timeout: 20_000 });

    // The link is spent: opening it again says so.
    await page.goto(`${APP_URL}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
    await page.getByText('This reset link has expired or has already been used. Please ask for a new one.').waitFor();

    // The old password fails, the new one signs in.
    await signIn(page, owner.username, owner.oldPassword);
    await page.getByText('Invalid username or password').waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${APP_URL}/auth`);
    await signIn(page, owner.username, 'new-password-2');
    await page.waitForURL(/\/(dashboard|onboarding)$/, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
