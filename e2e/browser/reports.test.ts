// The owner's Reports tab: this week's revenue as the data has it (the week's bookings that earned
// by now, core earnedBy, read from Firestore here), on a desktop and on a phone, and axe on the tab.
import { mkdirSync } from 'node:fs';
import type { AppointmentStatus } from '@barbershop/core/model';
import { EARNED_RULE_TEXT, earnedBy, formatPence } from '@barbershop/core/money';
import { periodStartOf } from '@barbershop/core/reports';
import { addDays, todayIn } from '@barbershop/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { createOwner, type TestOwner } from '../support/owners';
import { signInOwner } from '../support/ownerSession';
import { seedAppointment, shopServices } from '../support/reports';
import { createTestShop, type TestShop } from '../support/shops';
import { seriousViolations } from '../support/axe';

const SHOTS = 'test-results/screenshots';
let browser: Browser;
let owner: TestOwner;
let shop: TestShop;
let username: string;
// this week, Monday to Sunday, in the shop's zone: the tab opens on it
const monday = periodStartOf(todayIn('Europe/London'), 'week');
const sunday = addDays(monday, 6);

/** The week's revenue as the data has it: what earned by now (earnedBy), the rest does not. */
async function weekRevenueInData(): Promise<{ revenuePence: number; bookings: number }> {
  const snap = await adminDb
    .collection(`barbershops/${shop.id}/appointments`)
    .where('date', '>=', monday)
    .where('date', '<=', sunday)
    .get();
  const now = new Date();
  const visits = snap.docs.map((d) => ({
    status: d.get('status') as AppointmentStatus,
    pricePence: d.get('pricePence') as number,
    start: (d.get('start') as { toDate(): Date }).toDate(),
  }));
  return {
    revenuePence: visits.filter((v) => earnedBy(v, now)).reduce((sum, v) => sum + v.pricePence, 0),
    bookings: visits.filter((v) => v.status !== 'cancelled').length,
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  owner = await createOwner('reports-ui');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  username = (await adminDb.doc(`users/${owner.uid}`).get()).get('username') as string;
  await adminDb.doc(`usernames/${username}`).set({ uid: owner.uid });
  const { cut, long } = shopServices(shop);
  // completed marks earn whichever day of the week the test runs on (a scheduled visit only once
  // its time has passed: the unit and API tests hold that)
  await Promise.all([
    seedAppointment(shop, { barber: 1, date: monday, time: '10:00', status: 'completed', services: [cut] }),
    seedAppointment(shop, { barber: 1, date: addDays(monday, 1), time: '11:00', status: 'completed', services: [long] }),
    seedAppointment(shop, { barber: 1, date: addDays(monday, 2), time: '12:00', status: 'cancelled', services: [long] }),
    seedAppointment(shop, { barber: 2, date: addDays(monday, 3), time: '10:00', status: 'no_show', services: [long] }),
    seedAppointment(shop, { barber: 2, date: addDays(monday, 4), time: '14:00', status: 'completed', services: [cut, long] }),
    // last week and next week: not this week's
    seedAppointment(shop, { barber: 1, date: addDays(monday, -1), time: '10:00', status: 'completed', services: [long] }),
    seedAppointment(shop, { barber: 2, date: addDays(monday, 7), time: '10:00', status: 'scheduled', services: [long] }),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('Reports on a %s', (name, viewport) => {
  it("shows this week's revenue as the data has it, per barber and per service, and passes axe", async () => {
    const expected = await weekRevenueInData();
    // £20 + £35 + £55: the cancelled booking and the no-show earn nothing
    expect(expected).toEqual({ revenuePence: 11000, bookings: 4 });

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInOwner(page, username, owner.password);
    await page.getByRole('tab', { name: 'Reports' }).click();

    await expect
      .poll(() => page.getByTestId('report-revenue').textContent(), { timeout: 30_000 })
      .toBe(formatPence(expected.revenuePence));
    expect(await page.getByText(EARNED_RULE_TEXT).isVisible()).toBe(true);
    expect(await page.getByTestId('report-bookings').textContent()).toBe(String(expected.bookings));
    expect(await page.getByTestId('report-no-show-rate').textContent()).toBe('25%');
    const days = page.getByRole('table', { name: 'Figures by day' });
    expect(await days.getByRole('row').count()).toBe(8);
    const barbers = page.getByRole('table', { name: 'Figures by barber' });
    expect(
      await barbers
        .getByRole('row', { name: /Barber 1/ })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ).toBe('£55.00');
    expect(
      await barbers
        .getByRole('row', { name: /Barber 2/ })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ).toBe('£55.00');
    const services = page.getByRole('table', { name: 'Figures by service' });
    expect(
      await services
        .getByRole('row', { name: /Long Cut/ })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ).toBe('£70.00');
    await page
      .getByRole('img', { name: /Revenue and bookings by day chart/ })
      .locator('svg')
      .first()
      .waitFor();

    // the last four weeks by week: this week's row holds the same revenue
    await page.getByRole('button', { name: 'Last 4 weeks' }).click();
    const weeks = page.getByRole('table', { name: 'Figures by week' });
    await expect
      .poll(() => weeks.getByRole('row').last().getByRole('cell').nth(1).textContent(), { timeout: 30_000 })
      .toBe(formatPence(expected.revenuePence));

    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('button', { name: 'This week', pressed: true }).waitFor();
    await page.getByRole('table', { name: 'Figures by day' }).waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/reports-${name}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
