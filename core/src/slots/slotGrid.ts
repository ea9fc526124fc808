import type { BusinessHoursEntry } from '../model/types';
import { dayOfWeek, minutesOf, timeOf } from '../time/zone';
import { listingWindow } from './hours';
import { DEFAULT_STEP_MIN } from './slots';

/** The start times the slot engine lists for a day (computeDaySlots walks the same grid). */
export function slotGridTimes(shopHours: readonly BusinessHoursEntry[], date: string, stepMin = DEFAULT_STEP_MIN): string[] {
  const window = listingWindow(shopHours, dayOfWeek(date));
  const times: string[] = [];
  for (let m = window.open; m < window.close; m += stepMin) times.push(timeOf(m));
  return times;
}

/**
 * Whether an online booking's start time is one the shop page offers: a booking off the grid
 * (11:15 on a 30-minute step) would block two listed slots with one appointment.
 */
export function isOnSlotGrid(
  shopHours: readonly BusinessHoursEntry[],
  date: string,
  time: string,
  stepMin = DEFAULT_STEP_MIN,
): boolean {
  const window = listingWindow(shopHours, dayOfWeek(date));
  const m = minutesOf(time);
  return m >= window.open && m < window.close && (m - window.open) % stepMin === 0;
}

export const OFF_GRID_MESSAGE =
  'Online bookings start at the times listed on the booking page. Please choose one of those times.';
