// The shop page's opening hours and directions link. No dayjs here: the public page loads this
// in its entry script (docs/performance.md), and Intl knows the zones already.
import type { BusinessHoursEntry } from '../model/types';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface OpeningDay {
  /** YYYY-MM-DD in the shop's zone */
  date: string;
  /** 'Monday' */
  day: string;
  /** '09:00–18:00', or 'Closed' (a day off in the week, or one of the shop's closed dates) */
  hours: string;
  isToday: boolean;
}

/** Today's date in the zone, YYYY-MM-DD. */
function zonedToday(timeZone: string, now: number): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function dateAfter(date: string, days: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days));
}

/**
 * The seven days from today in the shop's zone, today first, each with its hours from the
 * shop's week or 'Closed' (no active hours that weekday, or a closed date).
 */
export function openingWeek(
  businessHours: readonly BusinessHoursEntry[],
  timeZone: string,
  closedDates: readonly string[] = [],
  now: number = Date.now(),
): OpeningDay[] {
  const today = zonedToday(timeZone, now);
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => {
    const when = dateAfter(today, offset);
    const date = when.toISOString().slice(0, 10);
    const weekday = when.getUTCDay();
    const entry = businessHours.find((h) => h.dayOfWeek === weekday && h.isActive);
    const open = entry && !closedDates.includes(date);
    return {
      date,
      day: WEEKDAYS[weekday]!,
      hours: open ? `${entry.startTime}–${entry.endTime}` : 'Closed',
      isToday: offset === 0,
    };
  });
}

/** A Google Maps search for the address (it holds the postcode): a plain link, no map SDK. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
