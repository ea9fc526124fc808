import type { BusinessHoursEntry } from '../model/types';
import { DAY_NAMES } from '../time/zone';
import { entryFor } from './hours';

/** One day on which a barber's hours reach outside the shop's: those times cannot be booked. */
export interface OutsideShopHours {
  dayOfWeek: number;
  /** the barber's hours that day, 'HH:mm' */
  barber: { start: string; end: string };
  /** the shop's hours that day, or null when the shop is closed */
  shop: { start: string; end: string } | null;
}

/** Monday first, as the week is read in the UK. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The days a barber's weekly hours fall outside the shop's hours, Monday first. Bookings only
 * happen while both are open (barberDayHours), so these hours save but do nothing; the owner
 * is told before saving. Days the barber is off, or with hours that make no day, are skipped.
 */
export function hoursOutsideShop(
  shopHours: readonly BusinessHoursEntry[],
  barberHours: readonly BusinessHoursEntry[],
): OutsideShopHours[] {
  const found: OutsideShopHours[] = [];
  for (const day of WEEK_ORDER) {
    const own = entryFor(barberHours, day);
    if (!own?.isActive || !(own.startTime < own.endTime)) continue;
    const shopEntry = entryFor(shopHours, day);
    const shopOpen = shopEntry?.isActive && shopEntry.startTime < shopEntry.endTime ? shopEntry : null;
    const barber = { start: own.startTime, end: own.endTime };
    if (!shopOpen) found.push({ dayOfWeek: day, barber, shop: null });
    else if (own.startTime < shopOpen.startTime || own.endTime > shopOpen.endTime)
      found.push({ dayOfWeek: day, barber, shop: { start: shopOpen.startTime, end: shopOpen.endTime } });
  }
  return found;
}

/** One line per day for the owner: which of the barber's times the shop's hours leave out. */
export function outsideShopHoursLines(days: readonly OutsideShopHours[]): string[] {
  return days.map(({ dayOfWeek, barber, shop }) => {
    const day = DAY_NAMES[dayOfWeek];
    if (!shop) return `${day}: the shop is closed (${barber.start}–${barber.end} cannot be booked)`;
    const parts: string[] = [];
    if (barber.start < shop.start) parts.push(`${barber.start}–${shop.start} is before the shop opens`);
    if (barber.end > shop.end) parts.push(`${shop.end}–${barber.end} is after the shop closes`);
    return `${day}: ${parts.join('; ')} (shop hours ${shop.start}–${shop.end})`;
  });
}
