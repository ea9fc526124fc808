import type { Page } from 'playwright-core';
import { APP_URL } from './env';

/** Waits until nothing on the page is still loading: no spinner (a determinate bar is content), skeleton or "Loading..." text. */
export async function waitForContent(page: Page): Promise<void> {
  await page
    .locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page
    .getByText(/^Loading/)
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
}

type Check = (what: string) => Promise<void>;

/**
 * Every screen of a signed-in owner who has a shop: each dashboard tab (as the tab bar lists
 * them, so a new tab is covered), each settings tab, the subscription page, a barber's calendar
 * and the new-shop wizard. `check` runs on each once its content has loaded.
 */
export async function forEachOwnerPage(page: Page, barberId: string, check: Check): Promise<void> {
  await forEachDashboardTab(page, check);
  await forEachOtherOwnerPage(page, barberId, check);
}

/** Each tab of the dashboard, as its tab bar lists them. */
export async function forEachDashboardTab(page: Page, check: Check): Promise<void> {
  await page.goto(`${APP_URL}/dashboard`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
  await page.getByRole('tab').first().waitFor();
  const names = await page.getByRole('tablist').first().getByRole('tab').allTextContents();
  if (names.length < 6) throw new Error(`the dashboard lists only these tabs: ${names.join(', ')}`);
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await waitForContent(page);
    await check(`dashboard ${name}`);
  }
}

/** Each settings tab, the subscription page, a barber's calendar and the new-shop wizard. */
export async function forEachOtherOwnerPage(page: Page, barberId: string, check: Check): Promise<void> {
  await page.goto(`${APP_URL}/settings`);
  await page.getByRole('tab').first().waitFor();
  const settings = await page.getByRole('tablist').first().getByRole('tab').allTextContents();
  for (const name of settings) {
    await page.getByRole('tab', { name, exact: true }).click();
    await waitForContent(page);
    await check(`settings ${name}`);
  }
  for (const [path, what] of [
    ['/subscribe', 'subscribe'],
    [`/staff/calendar/${barberId}`, 'staff calendar'],
    ['/onboarding', 'onboarding'],
  ] as const) {
    await page.goto(`${APP_URL}${path}`);
    await page.locator('h1').first().waitFor();
    await waitForContent(page);
    await check(what);
  }
}
