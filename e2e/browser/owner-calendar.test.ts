import { mkdirSync } from 'node:fs';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { dayOfWeek, instantToZoned, todayIn, type DayOfWeek } from '@barbershop/core/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, STANDARD_HOURS, type TestShop } from '../support/shops';
import { showScheduleDay, signInTestOwner } from '../support/ownerSession';
import { seriousViolations } from '../support/axe';

// The owner's calendar (issue 20): visits drawn at their true length, moving a booking by
// dragging it (desktop) or from its dialog (phone), a walk-in from now and a no-show. Each test
// has a fresh owner with a shop of their own (barbers 'Barber 1' and 'Barber 2', services 'Cut'
// 30 min £20.00 and 'Long Cut' 45 min £35.00).
const SHOTS = 'test-results/screenshots';
const date = futureWeekday(23, 4);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

interface Setup {
  owner: TestOwner;
  shop: TestShop;
  page: Page;
  errors: Error[];
}

/** A fresh owner and shop, signed in on the dashboard in the given viewport. */
async function signedIn(viewport: typeof DESKTOP, hours?: BusinessHoursEntry[]): Promise<Setup> {
  const owner = await createOwner('calendar-ui');
  const shop = await createTestShop({ ownerUid: owner.uid, hours });
  // a context of its own: axe needs one
  const page = await (await browser.newContext({ viewport })).newPage();
  const errors = trackPageErrors(page);
  await signInTestOwner(page, owner);
  await page.getByText('Daily Schedule').waitFor();
  return { owner, shop, page, errors };
}

/** The Daily Schedule on `date`: typed into the date picker's day section as DDMMYYYY. */
/** A customer's online booking on `date`, as the public page makes it. */
async function bookOnline(shop: TestShop, barberIndex: number, serviceIndex: number, time: string, customerName: string) {
  const customerEmail = `${customerName.toLowerCase().replace(/ /g, '.')}.${Date.now()}@example.com`;
  const booked = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[serviceIndex],
      barberId: shop.barberIds[barberIndex],
      date,
      time,
      customerName,
      customerPhone: '07700 900404',
      customerEmail,
    },
  });
  expect(booked.status).toBe(201);
  return { id: booked.body.id as string, customerEmail };
}

const stored = async (shop: TestShop, id: string) =>
  (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).data()!;

/** Exactly one "your appointment has moved" email, a little after the first one came (a second would be a bug). */
async function oneMovedEmail(to: string) {
  expect(await waitForOutbox(to, /^Appointment moved/)).toHaveLength(1);
  await new Promise((r) => setTimeout(r, 1500));
  expect((await outboxFor(to)).filter((m) => /^Appointment moved/.test(String(m.subject)))).toHaveLength(1);
}

describe("the owner's calendar on a desktop", () => {
  it('draws a long visit, its buffer and a weekly break at their true length, and moves a booking dragged to another barber and time', async () => {
    const { shop, page, errors } = await signedIn(DESKTOP);
    // Long Cut gets 15 minutes of cleanup; Barber 2 takes a break 12:30-13:15 on this weekday.
    await adminDb.doc(`barbershops/${shop.id}/services/${shop.serviceIds[1]}`).update({ bufferMin: 15 });
    await adminDb
      .doc(`barbershops/${shop.id}/barbers/${shop.barberIds[1]}`)
      .update({ weeklyBreaks: [{ dayOfWeek: dayOfWeek(date) as DayOfWeek, startTime: '12:30', endTime: '13:15' }] });
    await bookOnline(shop, 0, 1, '10:00', 'Long Visit');
    const dragged = await bookOnline(shop, 0, 0, '11:30', 'Drag Me');
    await showScheduleDay(page, date);

    const long = page.getByRole('cell', { name: 'Barber 1 10:00' }).getByRole('button', { name: /10:00 Long Visit/ });
    await long.waitFor();
    // 45 minutes: one and a half 52 px rows; then 10:45-11:00 striped
    expect((await long.boundingBox())?.height).toBeCloseTo(78, 0);
    await page
      .getByRole('cell', { name: 'Barber 1 10:30' })
      .getByTestId('buffer')
      .filter({ hasText: 'Buffer time 10:45–11:00' })
      .waitFor();
    const lunch = page.getByRole('cell', { name: 'Barber 2 12:30' }).getByTestId('grid-block');
    expect(await lunch.textContent()).toBe('Break 12:30–13:15');
    expect((await lunch.boundingBox())?.height).toBeCloseTo(78, 0);

    // Both in view first (the grid scrolls inside 500 px), then a drag the way a hand makes it.
    const source = page.getByRole('button', { name: /11:30 Drag Me/ });
    const target = page.getByRole('cell', { name: 'Barber 2 14:00' });
    await page.getByTestId('schedule-scroll').evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      el.scrollTop = 140; // 11:30 is row 5 (260 px down): clear of the sticky header row
    });
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    expect(to.y + to.height).toBeLessThanOrEqual(DESKTOP.height);
    await page.mouse.move(from.x + 20, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    // asked first, the customer told by default
    const confirm = page.getByRole('dialog', { name: 'Move appointment' });
    await confirm.getByText('Move Drag Me to 14:00 with Barber 2?').waitFor();
    expect(await confirm.getByRole('checkbox', { name: 'Notify customer' }).isChecked()).toBe(true);
    await confirm.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Appointment moved', { exact: true }).waitFor();
    await page
      .getByRole('cell', { name: 'Barber 2 14:00' })
      .getByRole('button', { name: /14:00 Drag Me/ })
      .waitFor();
    expect(await page.getByRole('button', { name: /11:30 Drag Me/ }).count()).toBe(0);
    expect(await stored(shop, dragged.id)).toMatchObject({ barberId: shop.barberIds[1], time: '14:00', date });
    await oneMovedEmail(dragged.customerEmail);
    await page.getByTestId('schedule-scroll').evaluate((el) => (el.scrollTop = 60));
    await page.getByTestId('schedule-scroll').screenshot({ path: `${SHOTS}/owner-calendar-desktop.png` });

    await page.getByRole('button', { name: /10:00 Long Visit/ }).click();
    // a visit ahead: marks wait for its start
    await page.getByText('Completed and no-show can be marked once the visit has started.').waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await page.screenshot({ path: `${SHOTS}/owner-calendar-dialog-desktop.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('draws a 21:00 booking in its own row of a shop open until 22:00, and a drop unticked "Notify customer" emails nobody (Undo neither)', async () => {
    const late = STANDARD_HOURS.map((h) => ({ ...h, endTime: '22:00' }));
    const { shop, page, errors } = await signedIn(DESKTOP, late);
    const evening = await bookOnline(shop, 0, 0, '21:00', 'Late Cut');
    await bookOnline(shop, 0, 0, '19:00', 'Early Evening');
    await showScheduleDay(page, date);
    const lateCard = page.getByRole('cell', { name: 'Barber 1 21:00' }).getByRole('button', { name: /21:00 Late Cut/ });
    await lateCard.waitFor();
    const rows = await page.getByRole('rowheader').allTextContents();
    expect([rows[0], rows.at(-1)]).toEqual(['09:00', '21:30']);
    expect(await page.getByRole('cell', { name: 'Barber 1 19:00' }).textContent()).not.toContain('Late Cut');

    // the last rows in view, then Barber 1's 21:00 dragged to Barber 2 at 21:00
    await page.getByTestId('schedule-scroll').evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      el.scrollTop = el.scrollHeight;
    });
    const from = (await lateCard.boundingBox())!;
    const to = (await page.getByRole('cell', { name: 'Barber 2 21:00' }).boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    const confirm = page.getByRole('dialog', { name: 'Move appointment' });
    await confirm.getByText('Move Late Cut to 21:00 with Barber 2?').waitFor();
    await confirm.getByRole('checkbox', { name: 'Notify customer' }).uncheck();
    await confirm.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText(/the customer was not emailed/).waitFor();
    await page
      .getByRole('cell', { name: 'Barber 2 21:00' })
      .getByRole('button', { name: /21:00 Late Cut/ })
      .waitFor();
    expect(await stored(shop, evening.id)).toMatchObject({ barberId: shop.barberIds[1], time: '21:00', sequence: 1 });

    // Undo puts it back, as quietly
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Move undone', { exact: true }).waitFor();
    await page
      .getByRole('cell', { name: 'Barber 1 21:00' })
      .getByRole('button', { name: /21:00 Late Cut/ })
      .waitFor();
    expect(await stored(shop, evening.id)).toMatchObject({ barberId: shop.barberIds[0], time: '21:00', sequence: 2 });
    // the triggers have run by the time the booker view shows the move back; no "moved" email came
    const view = adminDb.doc(`barbershops/${shop.id}/bookerViews/${evening.id}`);
    const deadline = Date.now() + 20_000;
    while ((await view.get()).get('barberId') !== shop.barberIds[0] && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 300));
    expect(await waitForOutbox(evening.customerEmail, /^Appointment moved/, 1, 3_000)).toEqual([]);
    await page.context().close();
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('marks a no-show: the card says so and it earns nothing', async () => {
    const { shop, page, errors } = await signedIn(DESKTOP);
    const booked = await bookOnline(shop, 1, 1, '15:00', 'Never Came');
    // its time has come (no-show is marked only from the start): the grid still shows it at 15:00
    await adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`).update({ start: new Date(Date.now() - 60_000) });
    await showScheduleDay(page, date);
    await page.getByRole('button', { name: /15:00 Never Came/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark no-show' }).click();
    await page.getByText('Marked as no-show').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /15:00 Never Came · No-show/ }).waitFor();
    expect(await page.getByTestId('est-revenue').textContent()).toBe('£0.00');
    expect(await stored(shop, booked.id)).toMatchObject({ status: 'no_show' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  // The walk-in starts this minute, so the shop is open all day every day; a Cut (30 min) must
  // still end by 23:59.
  const now = instantToZoned(Date.now(), 'Europe/London').time;
  it.skipIf(now > '23:20')('books a walk-in from now with no details, shown on today’s grid at this minute', async () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      dayOfWeek: d as DayOfWeek,
      startTime: '00:00',
      endTime: '23:59',
      isActive: true,
    }));
    const { shop, page, errors } = await signedIn(DESKTOP, allDay);
    await page.getByRole('button', { name: 'Walk-in with Barber 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Walk-in with Barber 1' });
    await dialog.getByLabel('Service').click();
    await page.getByRole('option', { name: /^Cut/ }).click();
    await dialog.getByRole('button', { name: 'Book walk-in' }).click();
    await page.getByText('Walk-in booked', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const snap = await adminDb.collection(`barbershops/${shop.id}/appointments`).get();
    expect(snap.size).toBe(1);
    const walkIn = snap.docs[0]!.data();
    expect(walkIn).toMatchObject({
      barberId: shop.barberIds[0],
      date: todayIn('Europe/London'),
      customerName: 'Walk-in',
      status: 'scheduled',
    });
    // from the minute it was booked, not the grid's next half hour
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    expect(Math.abs(minutes(walkIn.time as string) - minutes(now))).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: new RegExp(`${walkIn.time} Walk-in`) }).waitFor();
    await page.context().close();
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe("the owner's calendar on a phone", () => {
  it('keeps the time column in view while barbers scroll, and moves a booking from its dialog (a taken time is refused with the reason)', async () => {
    const { shop, page, errors } = await signedIn(PHONE);
    const moved = await bookOnline(shop, 0, 0, '11:00', 'Phone Move');
    await bookOnline(shop, 1, 0, '15:30', 'Already There');
    await showScheduleDay(page, date);
    await page.getByRole('button', { name: /11:00 Phone Move/ }).waitFor();

    const scroll = page.getByTestId('schedule-scroll');
    const timeColumn = page.getByRole('rowheader', { name: '11:00' });
    const before = (await timeColumn.boundingBox())!.x;
    // two 180 px barber columns overflow a phone: the grid scrolls as far as it goes
    const furthest = await scroll.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(furthest).toBeGreaterThan(50);
    await scroll.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(async () => scroll.evaluate((el) => el.scrollLeft)).toBe(Math.min(200, furthest));
    expect((await timeColumn.boundingBox())!.x).toBe(before);

    await page.getByRole('button', { name: /11:00 Phone Move/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.waitForTimeout(400); // the dialog's fade-in
    await page.screenshot({ path: `${SHOTS}/owner-calendar-move-phone.png` });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    // The pickers take digits typed over the whole value (all sections selected): HH:mm here; the date stays.
    await dialog.getByLabel('New time').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1530');
    await dialog.getByLabel('Barber').click();
    await page.getByRole('option', { name: 'Barber 2' }).click();
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('That time was just booked. Please choose another time.');
    expect(await stored(shop, moved.id)).toMatchObject({ barberId: shop.barberIds[0], time: '11:00' });

    await dialog.getByLabel('New time').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1645');
    expect(await dialog.getByLabel('New time').inputValue()).toBe('16:45');
    await dialog.getByRole('button', { name: 'Move appointment' }).click();

    await dialog.waitFor({ state: 'detached' });
    await page
      // 16:45 sits in the 17:00 row (section 9), drawn from a quarter to
      .getByRole('cell', { name: 'Barber 2 17:00' })
      .getByRole('button', { name: /16:45 Phone Move/ })
      .waitFor();
    expect(await stored(shop, moved.id)).toMatchObject({ barberId: shop.barberIds[1], time: '16:45' });
    await oneMovedEmail(moved.customerEmail);
    await scroll.evaluate((el) => (el.scrollTop = 300));
    await scroll.screenshot({ path: `${SHOTS}/owner-calendar-phone.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
