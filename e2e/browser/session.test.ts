import { randomUUID } from 'node:crypto';
import { deriveUsername } from '@barbershop/core/account';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';

// The app's own "an owner signed in on this browser" marker (web/src/lib/firebase/session.ts).
const MARKER = 'barberbook:ownerSignedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every /api/user request the page makes from now on. */
function userRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path === '/api/user') seen.push(req.url());
  });
  return seen;
}

const marker = (page: Page) => page.evaluate((key) => localStorage.getItem(key), MARKER);

describe("the public pages know who is signed in from the app's own marker", () => {
  it('asks nothing for a signed-out visitor, shows the avatar after sign-in, and forgets it on sign-out', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const businessName = `Session Marker ${tag}`;
    const username = deriveUsername(businessName);
    const password = 'marker-pass-1';
    const reg = await callApi('POST', '/api/register', {
      body: { businessName, email: `session-marker-${tag}@test.example`, password, username },
    });
    expect(reg.status).toBe(201);

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    const asked = userRequests(page);

    // Signed out: the home page never asks who is signed in.
    await page.goto(`${APP_URL}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await marker(page)).toBeNull();

    // Signing in writes the marker; the home page then shows the owner's avatar menu.
    await page.goto(`${APP_URL}/auth`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/(dashboard|onboarding)$/);
    expect(await marker(page)).toBe('1');
    await page.goto(`${APP_URL}/`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(asked).toHaveLength(1);

    // Signing out removes it: a reload of the home page asks nothing again.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await marker(page)).toBeNull();
    asked.length = 0;
    await page.reload();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    expect(errors).toEqual([]);
    await page.close();
  });
});
