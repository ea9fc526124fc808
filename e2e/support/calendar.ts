import { weekOf } from '@barbershop/core/calendar';
import { addDays, todayIn } from '@barbershop/core/time';
import type { Locator, Page } from 'playwright-core';

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Thursday 29 October 2026': how the booking calendar names a day's cell. */
export function bookingDayLabel(date: string): string {
  return utcNoon(date)
    .toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .replace(/,/g, '');
}

/** 'October 2026' */
function monthLabel(date: string): string {
  return utcNoon(date).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'Thursday 29 October': how the barber calendar names a day. */
function calendarDayLabel(date: string): string {
  return utcNoon(date)
    .toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .replace(/,/g, '');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 'October 2026' → months since year 0, and back */
const monthIndex = (label: string) => Number(label.split(' ')[1]) * 12 + MONTHS.indexOf(label.split(' ')[0]!);
const monthOfIndex = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`;

/** A page with the booking flow, or the embed's frame of it (page.frameLocator). */
type BookingPage = Pick<Page, 'getByRole'>;

/**
 * Picks `date` (YYYY-MM-DD) in the public booking page's calendar (MUI's DateCalendar: a grid
 * named by its month, day cells named like 'Thursday 29 October 2026'): waits for the grid, goes
 * forward month by month (waiting for each month to show) and clicks the day. No single
 * visibility checks: every step waits for what it needs.
 */
export async function pickBookingDate(page: BookingPage, date: string): Promise<void> {
  await (await showBookingMonth(page, date)).click();
}

/**
 * Brings the public booking calendar forward to the month of `date` (waiting for each month to
 * show) and answers that day's cell.
 */
export async function showBookingMonth(page: BookingPage, date: string): Promise<Locator> {
  const grid = page.getByRole('grid', { name: / \d{4}$/ });
  await grid.waitFor();
  const shown = (
    await grid.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
  ).trim();
  const target = monthIndex(monthLabel(date));
  if (target < monthIndex(shown)) throw new Error(`the calendar shows ${shown}, after ${date}`);
  for (let month = monthIndex(shown) + 1; month <= target; month += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('grid', { name: monthOfIndex(month) }).waitFor();
  }
  return page.getByRole('grid', { name: monthLabel(date) }).getByRole('gridcell', { name: bookingDayLabel(date), exact: true });
}

/**
 * Brings the barber calendar's week view (which opens on this week in London) forward to the
 * week of `date`, waiting for each week's Sunday to show.
 */
export async function showCalendarWeekOf(page: Page, date: string): Promise<void> {
  const thisWeek = weekOf(todayIn('Europe/London'))[0]!;
  const target = weekOf(date)[0]!;
  await page.getByRole('region', { name: calendarDayLabel(thisWeek), exact: true }).waitFor();
  for (let sunday = thisWeek; sunday < target;) {
    sunday = addDays(sunday, 7);
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('region', { name: calendarDayLabel(sunday), exact: true }).waitFor();
  }
}

/** Unfolds the taken times of the booking page's time list ('Show N taken times'), once the day's times have loaded. */
export async function showTakenTimes(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Show \d+ taken times?$/ }).click();
}
