import type { BusinessHoursEntry } from '../model/types';
import { minutesOf } from '../time/zone';

export interface DayHours {
  /** minutes since midnight, wall clock */
  open: number;
  close: number;
}

export function entryFor(hours: readonly BusinessHoursEntry[] | null | undefined, dayOfWeek: number) {
  return hours?.find((h) => h.dayOfWeek === dayOfWeek);
}

function toDayHours(entry: BusinessHoursEntry | undefined): DayHours | null {
  if (!entry || !entry.isActive) return null;
  const open = minutesOf(entry.startTime);
  const close = minutesOf(entry.endTime);
  return close > open ? { open, close } : null;
}

/**
 * The hours a barber works on a weekday: the shop's hours, narrowed by the barber's own weekly
 * hours when set (a barber never works while the shop is closed). Null when not working.
 */
export function barberDayHours(
  shopHours: readonly BusinessHoursEntry[],
  barberHours: readonly BusinessHoursEntry[] | null | undefined,
  dayOfWeek: number,
): DayHours | null {
  const shop = toDayHours(entryFor(shopHours, dayOfWeek));
  if (!shop) return null;
  if (!barberHours || barberHours.length === 0) return shop;
  const own = toDayHours(entryFor(barberHours, dayOfWeek));
  if (!own) return null;
  const open = Math.max(shop.open, own.open);
  const close = Math.min(shop.close, own.close);
  return close > open ? { open, close } : null;
}

/** The window slots are listed over: the shop's hours, or its configured times on a closed day. */
export function listingWindow(shopHours: readonly BusinessHoursEntry[], dayOfWeek: number): DayHours {
  const entry = entryFor(shopHours, dayOfWeek);
  const open = entry ? minutesOf(entry.startTime) : 0;
  const close = entry ? minutesOf(entry.endTime) : 0;
  // no row for the day, or hours that make no day: list 09:00-17:00
  return close > open ? { open, close } : { open: 9 * 60, close: 17 * 60 };
}
