// A customer rates a visit from their manage link on a phone; the shop page shows the verified
// reviews; the owner hides an abusive comment from the dashboard and it leaves the shop page while
// its rating still counts.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { booking, rate } from '../support/reviews';
import { createTestShop, type TestShop } from '../support/shops';
import { signInTestOwner } from '../support/ownerSession';

const SHOTS = 'test-results/screenshots';
let browser: Browser;
let owner: TestOwner;
let shop: TestShop;

/** The shop's review count once the trigger has counted `count` of them. */
async function counted(count: number) {
  await expect
    .poll(async () => (await adminDb.doc(`barbershops/${shop.id}`).get()).get('reviewStats')?.count, { timeout: 20_000 })
    .toBe(count);
}

async function signInOwner(): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await signInTestOwner(page, owner);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  owner = await createOwner('reviews-ui');
  shop = await createTestShop({ ownerUid: owner.uid });
});
afterAll(async () => {
  await browser?.close();
});

describe('verified reviews', () => {
  it('are written from the manage link after the visit, shown on the shop page, and moderated by the owner', async () => {
    // two earlier customers rated 5 and 4
    await rate(await booking(shop, 50, 'Ada Lovelace'), 5, 'Best fade in town');
    await rate(await booking(shop, 30, 'Grace Hopper'), 4, '', 'Grace');
    await counted(2);
    const visit = await booking(shop, 3, 'Alan Turing');
    const phone = await browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/booking/${visit.id}?t=${visit.token}`);
    await page.getByRole('heading', { name: 'Hi Alan' }).waitFor();
    await page.getByText('This appointment has passed.').first().waitFor();
    await page.getByRole('heading', { name: 'Rate Your Visit' }).waitFor();
    // the third star, as a finger taps it
    await page.locator('label', { hasText: '3 Stars' }).click();
    expect(await page.getByRole('radio', { name: '3 Stars' }).isChecked()).toBe(true);
    await page.getByLabel('Comment (optional)').fill('Rude and late');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Thank you for your review').first().waitFor();
    await page.getByText('Your review', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/manage-reviewed-phone.png`, fullPage: true });
    expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    await counted(3);

    // the shop page: (5 + 4 + 3) / 3 = 4.0 from 3 verified reviews, newest first
    await page.goto(`${APP_URL}/${shop.slug}`);
    const card = page.getByRole('region', { name: 'Verified Reviews' });
    await card.waitFor();
    await card.getByText('3 verified reviews').waitFor();
    expect(await card.innerText()).toContain('4.0');
    await card.getByText('Rude and late').waitFor();
    await card.screenshot({ path: `${SHOTS}/shop-reviews-phone.png` });
    const names = await card.getByText(/^(Alan|Grace|Ada), [A-Z][a-z]+ \d{4}$/).allTextContents();
    expect(names.map((n) => n.split(',')[0])).toEqual(['Alan', 'Grace', 'Ada']);
    expect(errors.map((e) => e.message)).toEqual([]);

    // the owner hides the abusive comment
    const dashboard = await signInOwner();
    await dashboard.getByRole('tab', { name: 'Reviews' }).click();
    const review = dashboard.getByRole('listitem', { name: 'Review by Alan' });
    await review.getByText('Rude and late').waitFor();
    await review.getByRole('button', { name: 'Hide comment' }).click();
    await review.getByText('Hidden from the public').waitFor();
    await dashboard.screenshot({ path: `${SHOTS}/dashboard-reviews-desktop.png`, fullPage: true });

    await page.reload();
    await card.getByText('3 verified reviews').waitFor();
    expect(await card.getByText('Rude and late').count()).toBe(0);
    expect(await card.getByText('Best fade in town').count()).toBe(1);
    await dashboard.close();
    await phone.close();
  });
});
