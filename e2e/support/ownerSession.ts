import type { Page } from 'playwright-core';
import { APP_URL } from './env';

/** Signs an owner in through /auth with their username and waits for the dashboard. */
export async function signInOwner(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${APP_URL}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${APP_URL}/dashboard`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
}
