import { upcomingBankHolidays } from '@barbershop/core/closures';
import type { WeeklyBreak } from '@barbershop/core/model';
import { todayIn } from '@barbershop/core/time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { bookingDayLabel, pickBookingDate, showBookingMonth, showTakenTimes } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { signInOwner } from '../support/ownerSession';

// The owner's weekly breaks (Schedule tab) and shop closures (Settings), and what the customer
// then sees on the shop page. Each test has its own owner and a one-barber shop (Barber 1,
// 'Cut' 30 min), so "any barber" cannot hide a break behind another barber's free time.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ownerWithShop(prefix: string): Promise<{ owner: TestOwner; shop: TestShop; username: string }> {
  const owner = await createOwner(prefix);
  const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
  const username = (await adminDb.doc(`users/${owner.uid}`).get()).get('username') as string;
  await adminDb.doc(`usernames/${username}`).set({ uid: owner.uid });
  return { owner, shop, username };
}

/** The customer's shop page with Cut and Barber 1 chosen. */
async function openShop(context: BrowserContext, shop: TestShop): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${APP_URL}/${shop.slug}`);
  await page.getByRole('button', { name: /^Cut/ }).click();
  await page
    .getByRole('button', { name: /Barber 1/ })
    .first()
    .click();
  return page;
}

describe('weekly breaks', () => {
  it('the owner adds a Mon-Fri lunch break; the shop page shows 13:00 unavailable on a weekday, free on Saturday', async () => {
    const { owner, shop, username } = await ownerWithShop('breaks-ui');
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInOwner(page, username, owner.password);

    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByRole('button', { name: 'Manage Schedule' }).first().click();
    await page.getByRole('heading', { name: "Barber 1's weekly breaks" }).waitFor();
    // Monday to Friday are chosen to start with
    expect(await page.getByRole('button', { name: 'Friday', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Saturday', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.getByLabel('Break start').fill('13:00');
    await page.getByLabel('Break end').fill('13:30');
    await page.getByRole('button', { name: 'Add Break' }).click();
    await page.getByText('Break added').waitFor();
    await page.getByLabel('Tuesday breaks').getByText('13:00–13:30').waitFor();
    expect(await page.getByLabel('Saturday breaks').textContent()).toBe('No breaks');
    await expect
      .poll(async () => (await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[0]}`).get()).get('weeklyBreaks'))
      .toEqual(([1, 2, 3, 4, 5] as const).map((dayOfWeek): WeeklyBreak => ({ dayOfWeek, startTime: '13:00', endTime: '13:30' })));

    const customer = await openShop(context, shop);
    const times = customer.getByRole('group', { name: 'Available times' });
    await pickBookingDate(customer, futureWeekday(7, 2));
    await showTakenTimes(customer);
    await times.getByRole('button', { name: '13:00 - Not Available' }).waitFor();
    expect(await times.getByRole('button', { name: '13:30', exact: true }).isEnabled()).toBe(true);
    await pickBookingDate(customer, futureWeekday(7, 6));
    await times.getByRole('button', { name: '13:00', exact: true }).waitFor();
    expect(await times.getByRole('button', { name: '13:00', exact: true }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('shop closures', () => {
  it('the owner closes a suggested bank holiday on a phone; the booking calendar shows that day disabled', async () => {
    const { owner, shop, username } = await ownerWithShop('closures-ui');
    // the whole coming year is bookable, so only the closure can disable the holiday
    await adminDb.doc(`barbershops/${shop.id}`).update({ bookingHorizonDays: 365 });
    const holiday = upcomingBankHolidays(todayIn('Europe/London'))[0]!;
    const context = await browser.newContext({ viewport: PHONE });

    const customer = await openShop(context, shop);
    const day = await showBookingMonth(customer, holiday.date);
    await expect.poll(() => day.isEnabled(), { timeout: 10_000 }).toBe(true);

    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInOwner(page, username, owner.password);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('heading', { name: 'Closed dates' }).waitFor();
    await page.getByText('No closed dates coming up.').waitFor();
    const longDate = bookingDayLabel(holiday.date);
    await page.getByRole('button', { name: `Close on ${holiday.name}, ${longDate}` }).click();
    await page.getByText(`Closed on ${longDate}`).waitFor();
    await page.getByRole('list', { name: 'Closed dates' }).getByText(longDate).waitFor();
    // taken out of the suggestions once closed
    expect(await page.getByRole('button', { name: `Close on ${holiday.name}, ${longDate}` }).count()).toBe(0);
    await expect.poll(async () => (await adminDb.doc(`barbershops/${shop.id}`).get()).get('closedDates')).toEqual([holiday.date]);
    expect(errors).toEqual([]);

    await customer.reload();
    await customer.getByRole('button', { name: /^Cut/ }).click();
    await customer
      .getByRole('button', { name: /Barber 1/ })
      .first()
      .click();
    const closedDay = await showBookingMonth(customer, holiday.date);
    await expect.poll(() => closedDay.isDisabled(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });
});
