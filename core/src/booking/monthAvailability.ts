import * as yup from 'yup';
import type { SlotDto } from '../slots/slotDto';
import type { BusinessHoursEntry } from '../model/types';
import type { Interval } from '../slots/intervals';
import { computeDaySlots, type BlockLike } from '../slots/slots';
import { barberDayId } from '../slots/busyProjection';
import { barberDayInput } from '../slots/dayInput';
import type { BreakSchedule } from '../slots/breaks';
import { addDays, isValidDate } from '../time/zone';
import { docId, isDocId } from '../validation/fields';
import { queryText } from '../validation/builders';
import { firstServiceTest, serviceIdsQueryField } from './visitFields';

// GET /api/barbershops/{id}/availability?month=YYYY-MM&serviceId=&barberId=: which days of a
// month have at least one free time, so the booking calendar greys out full and closed days.

const MONTH = /^(20[0-9]{2})-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = 'month must be a month written YYYY-MM, in the years 2000 to 2099';
export const BARBER_CHOICE_MESSAGE = "barberId must be a barber's id, or 'any'";

export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** Every date of a month, in order ('2026-02' -> '2026-02-01' .. '2026-02-28'). */
export function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month) && isValidDate(date); date = addDays(date, 1)) days.push(date);
  return days;
}

/** The days of the month a customer could still book: from today to the last bookable date. */
export function bookableDaysOf(month: string, today: string, lastBookableDate: string): string[] {
  return monthDays(month).filter((d) => d >= today && d <= lastBookableDate);
}

/** Why a month is not asked about (wholly past, or wholly past the horizon); null when it may be. */
export function monthRefusal(month: string, today: string, lastBookableDate: string, horizonDays: number): string | null {
  if (month < today.slice(0, 7)) return 'That month is in the past. Please choose this month or a later one.';
  if (month > lastBookableDate.slice(0, 7))
    return `Online bookings open ${horizonDays} ${horizonDays === 1 ? 'day' : 'days'} ahead. Please choose an earlier month.`;
  return null;
}

/** `barberId` of the query: absent, empty or 'any' is any active barber (null). */
export function barberChoice(barberId: string | undefined): string | null {
  return barberId === undefined || barberId === '' || barberId === 'any' ? null : barberId;
}

export const monthAvailabilityQuerySchema = yup
  .object({
    month: queryText('month', 7)
      .required('month is required')
      .test('month', MONTH_MESSAGE, (v) => v == null || isMonth(v)),
    serviceId: docId('serviceId').required('serviceId is required'),
    serviceIds: serviceIdsQueryField(),
    barberId: queryText('barberId', 200).test(
      'barber',
      BARBER_CHOICE_MESSAGE,
      (v) => v == null || v === '' || v === 'any' || isDocId(v),
    ),
  })
  .test(firstServiceTest);

export interface MonthBarber extends BreakSchedule {
  id: string;
  weeklyHours?: readonly BusinessHoursEntry[] | null;
}

export interface MonthAvailabilityInput {
  /** the dates to look at (bookableDaysOf) */
  days: readonly string[];
  timeZone: string;
  shopHours: readonly BusinessHoursEntry[];
  /** the shop's closed dates: none of them is available */
  closedDates?: readonly string[];
  /** the candidate barbers: the chosen one, or every active one */
  barbers: readonly MonthBarber[];
  durationMin: number;
  /** cleanup after the visit (the slot engine's bufferMin) */
  bufferMin?: number;
  /** booked intervals by `${barberId}_${date}` (the barber-day projection's ids) */
  busy: ReadonlyMap<string, readonly Interval[]>;
  /** time blocks by barber id; each covers the dates from its startDate to its endDate */
  blocks: ReadonlyMap<string, readonly BlockLike[]>;
  now: number;
  leadTimeMin: number;
  lastBookableDate: string;
}

/** One candidate barber's listing of one day, by the slot listing's own rules. */
export function barberDaySlots(input: MonthAvailabilityInput, barber: MonthBarber, date: string): SlotDto[] {
  return computeDaySlots(
    barberDayInput({
      shop: { timezone: input.timeZone, businessHours: input.shopHours, closedDates: input.closedDates },
      barber,
      date,
      visit: input,
      busy: input.busy.get(barberDayId(barber.id, date)) ?? [],
      blocks: input.blocks.get(barber.id) ?? [],
      now: input.now,
      rules: { leadTimeMin: input.leadTimeMin, lastBookableDate: input.lastBookableDate },
    }),
  );
}

/**
 * The days on which some candidate barber has a free start time, by the slot listing's own rules
 * (computeDaySlots: hours, blocks, bookings, past times, lead time, horizon). Sorted.
 */
export function monthAvailableDates(input: MonthAvailabilityInput): string[] {
  return input.days.filter((date) =>
    input.barbers.some((barber) => barberDaySlots(input, barber, date).some((s) => s.available)),
  );
}
