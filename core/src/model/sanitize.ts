import { isDocId } from '../validation/fields';
import { isValidDate, isValidTime, minutesOf } from '../time/zone';
import type { Barber, Barbershop, BusinessHoursEntry, DayOfWeek, Service, TimeBlock, WeeklyBreak } from './types';

// Stored documents as the server and the app read them: the lists the slot engine, the month
// availability, the bookings and the reports walk over keep only well-formed items. The security
// rules refuse junk items, but a document written before they did (or by hand, with the Admin
// SDK) may still hold some, and one `null` in a barber's breaks must not answer every slot
// request of the shop with a 500. A bad item is skipped, never guessed at; a list that is not a
// list at all reads as its absent value. Only fields present are touched: a partial read
// (`select(...)`) stays partial.

type Stored<T> = Partial<Record<keyof T, unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isDayOfWeek = (v: unknown): v is DayOfWeek => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 6;

const isTime = (v: unknown): v is string => typeof v === 'string' && isValidTime(v);

/** {dayOfWeek 0-6, startTime, endTime}, ending after it starts. */
export function isWeeklyBreak(v: unknown): v is WeeklyBreak {
  return (
    isRecord(v) &&
    isDayOfWeek(v.dayOfWeek) &&
    isTime(v.startTime) &&
    isTime(v.endTime) &&
    minutesOf(v.endTime) > minutesOf(v.startTime)
  );
}

/** {dayOfWeek 0-6, startTime, endTime, isActive}; a closed day's times are not compared. */
export function isHoursEntry(v: unknown): v is BusinessHoursEntry {
  return isRecord(v) && isDayOfWeek(v.dayOfWeek) && isTime(v.startTime) && isTime(v.endTime) && typeof v.isActive === 'boolean';
}

/** A real date YYYY-MM-DD. */
export const isStoredDate = (v: unknown): v is string => typeof v === 'string' && isValidDate(v);

/** One skipped occurrence of a weekly break: 'YYYY-MM-DD HH:mm' (breakOccurrence). */
export function isBreakOccurrence(v: unknown): v is string {
  return typeof v === 'string' && v.length === 16 && v[10] === ' ' && isValidDate(v.slice(0, 10)) && isTime(v.slice(11));
}

/** The items of `v` that pass `ok`; `otherwise` when `v` is not a list. */
function itemsOf<T, O>(v: unknown, ok: (item: unknown) => item is T, otherwise: O): T[] | O {
  return Array.isArray(v) ? v.filter(ok) : otherwise;
}

/** `doc` with each present field of `fixes` replaced by what its fix makes of it. */
function withFixed<T extends object>(doc: T, fixes: Partial<Record<keyof T, (v: unknown) => unknown>>): T {
  const out = { ...doc } as Record<string, unknown>;
  for (const [key, fix] of Object.entries(fixes) as [string, (v: unknown) => unknown][]) {
    if (key in out) out[key] = fix(out[key]);
  }
  return out as T;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A shop: its hours, closed dates and hero images, item by item. */
export function sanitizeShop<T extends Stored<Barbershop>>(shop: T): T {
  return withFixed<T>(shop, {
    businessHours: (v) => itemsOf(v, isHoursEntry, []),
    closedDates: (v) => itemsOf(v, isStoredDate, undefined),
    heroImages: (v) => itemsOf(v, isString, []),
  } as Partial<Record<keyof T, (v: unknown) => unknown>>);
}

/** A barber: own hours (not a list: the shop's), weekly breaks and skipped occurrences. */
export function sanitizeBarber<T extends Stored<Barber>>(barber: T): T {
  return withFixed<T>(barber, {
    weeklyHours: (v) => itemsOf(v, isHoursEntry, null),
    weeklyBreaks: (v) => itemsOf(v, isWeeklyBreak, undefined),
    skippedBreaks: (v) => itemsOf(v, isBreakOccurrence, undefined),
  } as Partial<Record<keyof T, (v: unknown) => unknown>>);
}

/**
 * A service: the ids of the barbers who perform it. Not a list at all reads as null (every
 * barber, the default of a service that never named any); a list keeps its valid ids only.
 */
export function sanitizeService<T extends Stored<Service>>(service: T): T {
  return withFixed<T>(service, {
    barberIds: (v) => itemsOf(v, isDocId, null),
  } as Partial<Record<keyof T, (v: unknown) => unknown>>);
}

/**
 * A time block: times that are not HH:mm read as null, and a block without both times holds
 * all day (the slot engine already reads it so): a block the owner meant is never dropped, the
 * time it keeps is the safe side. Dates are compared as text and need no mending.
 */
export function sanitizeTimeBlock<T extends Stored<TimeBlock>>(block: T): T {
  const time = (v: unknown) => (isTime(v) ? v : null);
  const fixed = withFixed<T>(block, { startTime: time, endTime: time } as Partial<Record<keyof T, (v: unknown) => unknown>>);
  if (!('isAllDay' in fixed)) return fixed;
  const timed = fixed.isAllDay === false && isTime(fixed.startTime) && isTime(fixed.endTime);
  return { ...fixed, isAllDay: !timed };
}
