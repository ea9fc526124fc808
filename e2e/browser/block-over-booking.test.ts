import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { showCalendarWeekOf } from '../support/calendar';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner } from '../support/owners';
import { signInTestOwner } from '../support/ownerSession';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// Blocking time over a booking (issue 31): the Block Time dialog lists the bookings the block
// would cover and either cancels them (each customer emailed) and blocks, or goes back with
// nothing changed. Each test has a fresh owner and shop (barbers 'Barber 1' and 'Barber 2',
// service 'Cut' 30 min), the calendar of Barber 1 showing the week of `date`.
const date = futureWeekday(24, 3);
const longDate = (d: string) =>
  new Date(`${d}T12:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .replace(/,/g, '');
let browser: Browser;
let page: Page;
let errors: Error[];
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  const owner = await createOwner('block-over');
  shop = await createTestShop({ ownerUid: owner.uid });
  page = await browser.newPage({ viewport: DESKTOP });
  errors = trackPageErrors(page);
  await signInTestOwner(page, owner);
  await page.getByText('Daily Schedule').waitFor();
});
afterEach(async () => {
  await page?.close();
  expect(errors.map((e) => e.message)).toEqual([]);
});

/** A customer's online booking with Barber 1 on `date`. */
async function bookOnline(time: string, customerName: string, phone: string) {
  const customerEmail = `${customerName.toLowerCase().replace(/ /g, '.')}.${shop.id}@example.com`;
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date,
      time,
      customerName,
      customerPhone: phone,
      customerEmail,
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, customerEmail };
}

const statusOf = async (id: string) => (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('status');
const blocks = async () => (await adminDb.collection(`barbershops/${shop.id}/timeBlocks`).get()).docs.map((d) => d.data());

/** Barber 1's calendar on the week of `date`, the Block Time form for that day filled with 13:00–15:00 Training. */
async function fillBlock() {
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByRole('button', { name: 'Manage Schedule' }).first().click();
  await page.getByRole('button', { name: 'Selected', exact: true }).waitFor();
  await showCalendarWeekOf(page, date);
  await page.getByRole('button', { name: `Block time on ${longDate(date)}` }).click();
  const form = page.getByRole('dialog', { name: 'Block Time' });
  await form.getByLabel('Start time').fill('13:00');
  await form.getByLabel('End time').fill('15:00');
  await form.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Training' }).click();
  await form.getByRole('button', { name: 'Block Time' }).click();
  const warning = page.getByRole('dialog', { name: 'This time has bookings' });
  await warning.waitFor();
  return { form, warning };
}

describe('blocking time over bookings', () => {
  it('warns with the bookings covered; cancel-and-block cancels them, emails the customers and saves the block', async () => {
    const inside = await bookOnline('13:30', 'Cora Covered', '07700 900701');
    const outside = await bookOnline('15:00', 'Otto Outside', '07700 900702');
    const { warning } = await fillBlock();
    expect(await warning.getByTestId('booking-under-block').allTextContents()).toEqual([
      `${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(/,/g, '')} 13:30 · Cora Covered · Cut`,
    ]);
    expect(await warning.textContent()).toContain('Blocking this time covers 1 booking.');
    await warning.getByRole('button', { name: 'Cancel these bookings and block' }).click();
    await page.getByText('Time blocked successfully').waitFor();
    await page.getByText('1 booking cancelled; the customers were emailed').waitFor();
    await page.getByText('13:00–15:00 Training').waitFor();

    expect(await statusOf(inside.id)).toBe('cancelled');
    expect(await statusOf(outside.id)).toBe('scheduled');
    expect(await waitForOutbox(inside.customerEmail, /^Appointment cancelled/)).toHaveLength(1);
    expect((await outboxFor(outside.customerEmail)).filter((m) => /cancelled/i.test(String(m.subject)))).toEqual([]);
    expect(await blocks()).toMatchObject([
      { barberId: shop.barberIds[0], startDate: date, endDate: date, startTime: '13:00', endTime: '15:00', reason: 'training' },
    ]);
  });

  it('goes back: the booking and the calendar stay as they were, and the form is still there to change', async () => {
    const inside = await bookOnline('14:00', 'Gus Goback', '07700 900703');
    const { form, warning } = await fillBlock();
    expect(await warning.getByTestId('booking-under-block').allTextContents()).toEqual([
      expect.stringContaining('14:00 · Gus Goback · Cut'),
    ]);
    await warning.getByRole('button', { name: 'Go back' }).click();
    await warning.waitFor({ state: 'detached' });
    await form.getByLabel('Start time').waitFor();
    expect(await statusOf(inside.id)).toBe('scheduled');
    expect(await blocks()).toEqual([]);
    // a moment for any stray write or email to land, then the same again
    await new Promise((r) => setTimeout(r, 1500));
    expect(await statusOf(inside.id)).toBe('scheduled');
    expect(await blocks()).toEqual([]);
    expect((await outboxFor(inside.customerEmail)).filter((m) => /cancelled/i.test(String(m.subject)))).toEqual([]);
  });
});
