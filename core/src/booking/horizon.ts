import { addDays, todayIn } from '../time/zone';

/** How far ahead customers may book online: a shop setting (`bookingHorizonDays`). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;
export const MIN_BOOKING_HORIZON_DAYS = 1;
export const MAX_BOOKING_HORIZON_DAYS = 365;

const isHorizon = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= MIN_BOOKING_HORIZON_DAYS && v <= MAX_BOOKING_HORIZON_DAYS;

/** A shop's horizon: its setting when valid, else the default. */
export function horizonDaysOf(shop: { bookingHorizonDays?: unknown }): number {
  return isHorizon(shop.bookingHorizonDays) ? shop.bookingHorizonDays : DEFAULT_BOOKING_HORIZON_DAYS;
}

/** The last date customers may book online: today in the shop's zone plus the horizon (90 days: today + 90 is bookable, + 91 is not). */
export function lastBookableDate(timeZone: string, horizonDays: number, now: Date | number = Date.now()): string {
  return addDays(todayIn(timeZone, now), horizonDays);
}

export function isBeyondHorizon(date: string, lastDate: string): boolean {
  return date > lastDate;
}

export function horizonRefusal(horizonDays: number): string {
  return `Online bookings open ${horizonDays} ${horizonDays === 1 ? 'day' : 'days'} ahead. Please choose an earlier date.`;
}

export const HORIZON_FIELD_MESSAGE = `Booking window must be a whole number of days from ${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}`;
