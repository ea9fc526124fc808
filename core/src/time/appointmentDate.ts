import { isValidDate, isValidTime } from './zone';

/**
 * Years a booking, a block or a listed day may fall in. Far enough either way for any real
 * shop; it keeps `9999-…` and `+275760-…` (which `Date.parse` takes) out of every key and index.
 */
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2099;

/** A real calendar date written YYYY-MM-DD whose year is YEAR_MIN to YEAR_MAX. */
export function isBookingDate(date: string): boolean {
  if (!isValidDate(date)) return false;
  const year = Number(date.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
}

/**
 * What `appointmentDate` can say: a wall-clock time in the shop's zone (no zone given, the
 * dashboard's form), or an instant (a `Z` or `±HH:mm` suffix).
 */
export type AppointmentDateTime = { kind: 'local'; date: string; time: string } | { kind: 'instant'; instant: number };

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * Parses `YYYY-MM-DDTHH:mm[:ss[.sss]]` with an optional `Z`/`±HH:mm`, strictly: a real calendar
 * date (no 2026-11-31), a year from YEAR_MIN to YEAR_MAX, hours 00-23, and a whole minute
 * (seconds and milliseconds zero: bookings are to the minute). Anything else is null; unlike
 * `Date.parse` nothing is rolled over into the next day or month.
 */
export function parseAppointmentDate(value: string): AppointmentDateTime | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, date, time, seconds, millis, zone] = m as unknown as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
  ];
  if (!isBookingDate(date) || !isValidTime(time)) return null;
  if ((seconds !== undefined && Number(seconds) !== 0) || (millis !== undefined && Number(millis) !== 0)) return null;
  if (zone === undefined) return { kind: 'local', date, time };
  let offsetMin = 0;
  if (zone !== 'Z') {
    const [, sign, hh, mm] = OFFSET.exec(zone)!;
    if (Number(hh) > 14 || Number(mm) > 59) return null;
    offsetMin = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm));
  }
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return { kind: 'instant', instant: Date.UTC(y, mo - 1, d, h, mi) - offsetMin * 60_000 };
}
