import { mkdirSync, readFileSync } from 'node:fs';
import { displayDateShort } from '@barbershop/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { createOwner } from '../support/owners';
import { showScheduleDay, signInTestOwner } from '../support/ownerSession';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { seriousViolations } from '../support/axe';

// The owner's customers (issue 21): find a customer by a phone typed with spaces, open their
// profile with the visit just booked, export the appointments as CSV, and erase the customer on
// request: the visit stays on the grid without a name. Each test has a fresh owner and shop.
const SHOTS = 'test-results/screenshots';
const date = futureWeekday(26, 4);
const ddmmyyyy = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: typeof DESKTOP) {
  const owner = await createOwner('customers-ui');
  const shop = await createTestShop({ ownerUid: owner.uid });
  const page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
  const errors = trackPageErrors(page);
  await signInTestOwner(page, owner);
  await page.getByText('Daily Schedule').waitFor();
  return { shop, page, errors };
}

async function bookOnline(shop: TestShop, time: string, name: string, phone: string) {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date,
      time,
      customerName: name,
      customerPhone: phone,
      customerEmail: `${name.toLowerCase().replace(/ /g, '.')}.${shop.id}@example.com`,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function theWholeStory(viewport: typeof DESKTOP, label: string, name: string, digits: string) {
  const { shop, page, errors } = await signedIn(viewport);
  const missed = await bookOnline(shop, '10:00', name, `07911${digits}`);
  await bookOnline(shop, '11:00', name, `+44 7911 ${digits}`);
  // the first visit: the customer did not come
  await adminDb.doc(`barbershops/${shop.id}/appointments/${missed.id}`).update({ status: 'no_show' });

  // the grid's dialog tells the owner about the no-show on the next booking
  await showScheduleDay(page, date);
  await page.getByRole('button', { name: new RegExp(`11:00 ${name}`) }).click();
  const appointment = page.getByRole('dialog');
  await expect.poll(() => appointment.getByText('1 no-show').count(), { timeout: 15_000 }).toBe(1);
  await appointment.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Customers' }).click();
  // typed with spaces the way a person reads a number out
  await page.getByLabel('Search customers').fill(`07911 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByRole('button', { name: `Open ${name}` }).waitFor();
  await page.screenshot({ path: `${SHOTS}/customers-list-${label}.png` });
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const profile = page.getByRole('dialog', { name });
  const visit = profile.getByRole('listitem', { name: `${displayDateShort(date)} 11:00` });
  await visit.waitFor({ timeout: 15_000 });
  expect(await visit.textContent()).toMatch(/Scheduled.*Cut.*with Barber 1.*£20\.00/);
  expect(await profile.getByRole('listitem', { name: `${displayDateShort(date)} 10:00` }).textContent()).toContain('No-show');
  expect(await profile.getByRole('group', { name: 'Customer figures' }).textContent()).toContain('No-shows1');
  await page.waitForTimeout(400); // the dialog's fade-in
  await page.screenshot({ path: `${SHOTS}/customer-profile-${label}.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await profile.getByRole('button', { name: 'Close' }).click();
  await profile.waitFor({ state: 'detached' });

  // the appointments of the day as a CSV file
  await page.getByRole('button', { name: 'Export Appointments (CSV)' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Appointments' });
  await exportDialog.getByLabel('From').fill(ddmmyyyy);
  await exportDialog.getByLabel('To').fill(ddmmyyyy);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`appointments-${date}-to-${date}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`${date},11:00,${name},07911 ${digits},`);
  expect(csv).toContain(`${date},10:00,${name},07911 ${digits},`);
  expect(csv).toMatch(/,Cut,Barber 1,30,20\.00,Scheduled,/);

  // erased on request: the profile asks first
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await profile.getByRole('button', { name: 'Erase Customer' }).click();
  await page.getByRole('heading', { name: `Erase ${name}?` }).waitFor();
  // an upcoming booking: the owner may cancel and notify, or keep it under "Erased customer"
  await profile.getByRole('button', { name: 'Erase, keep bookings' }).click();
  await page.getByText('Customer erased', { exact: true }).waitFor();
  await page.getByText('No customers found').waitFor();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await showScheduleDay(page, date);
  await page.getByRole('button', { name: /11:00 Erased customer/ }).waitFor();
  expect(await page.getByText(name).count()).toBe(0);
  await page.screenshot({ path: `${SHOTS}/customer-erased-grid-${label}.png` });
  await page.context().close();
  expect(errors.map((e) => e.message)).toEqual([]);
}

describe("the owner's customers", () => {
  it('on a desktop: find by phone, profile, CSV, erase', async () => {
    await theWholeStory(DESKTOP, 'desktop', 'Ada Findable', '160101');
  });

  it('on a phone: the same, the list as cards and the profile full screen', async () => {
    await theWholeStory(PHONE, 'phone', 'Grace Findable', '160102');
  });
});
