import type { Page } from 'playwright-core';
import { adminDb } from './admin';
import { APP_URL } from './env';
import type { TestOwner } from './owners';

/**
 * Signs an owner in through /auth with their username and waits for the dashboard. `appUrl`: where
 * the app is served (the hosting emulator; payments-app.ts and billing-app.ts serve their own).
 */
export async function signInOwner(page: Page, username: string, password: string, appUrl = APP_URL): Promise<void> {
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${appUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
}

/** Signs in an owner made by `createOwner` (whose username is not registered until now). */
export async function signInTestOwner(page: Page, owner: TestOwner, appUrl = APP_URL): Promise<void> {
  const username = (await adminDb.doc(`users/${owner.uid}`).get()).get('username') as string;
  await adminDb.doc(`usernames/${username}`).set({ uid: owner.uid });
  await signInOwner(page, username, owner.password, appUrl);
}

/** Shows `date` (YYYY-MM-DD) in the Overview's schedule: its picker takes DD/MM/YYYY typed into the day section. */
export async function showScheduleDay(page: Page, date: string): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`);
}
