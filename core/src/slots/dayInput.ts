import type { BusinessHoursEntry } from '../model/types';
import type { BreakSchedule } from './breaks';
import type { Interval } from './intervals';
import type { BarberDayInput, BlockLike } from './slots';

/** What the slot engine reads of a shop (a Barbershop is one). */
export interface ShopSchedule {
  timezone: string;
  businessHours: readonly BusinessHoursEntry[];
  closedDates?: readonly string[];
}
/** What the slot engine reads of a barber (a Barber is one). */
export interface BarberSchedule extends BreakSchedule {
  weeklyHours?: readonly BusinessHoursEntry[] | null;
}

export interface BarberDayParts {
  shop: ShopSchedule;
  barber: BarberSchedule;
  date: string;
  /** the visit asked for: its time and its cleanup buffer (absent: 0) */
  visit: { durationMin: number; bufferMin?: number };
  /** the barber's booked intervals that day (the barber-day projection), any order */
  busy: readonly Interval[];
  /** the barber's time blocks; those not covering `date` are ignored */
  blocks: readonly BlockLike[];
  now: number;
  /** what the asker may not book: online lead time and horizon, and whether block reasons show */
  rules?: Pick<BarberDayInput, 'leadTimeMin' | 'lastBookableDate' | 'blockReasons' | 'stepMin'>;
}

/** The part of the slot engine's input that is the shop's and the barber's schedule (no visit). */
export type DaySchedule = Pick<
  BarberDayInput,
  'timeZone' | 'shopHours' | 'barberHours' | 'weeklyBreaks' | 'skippedBreaks' | 'closedDates'
>;

/** What the slot engine (and the report's working time) reads of a shop and a barber. */
export function daySchedule(shop: ShopSchedule, barber: BarberSchedule): DaySchedule {
  return {
    timeZone: shop.timezone,
    shopHours: shop.businessHours,
    barberHours: barber.weeklyHours,
    weeklyBreaks: barber.weeklyBreaks,
    skippedBreaks: barber.skippedBreaks,
    closedDates: shop.closedDates,
  };
}

/**
 * The slot engine's input for one barber's day: every caller (listings, booking checks, moves,
 * staff-change suggestions, walk-ins, month availability) builds it here, so a new field of the
 * shop or the barber reaches all of them at once.
 */
export function barberDayInput(parts: BarberDayParts): BarberDayInput {
  return {
    date: parts.date,
    ...daySchedule(parts.shop, parts.barber),
    durationMin: parts.visit.durationMin,
    bufferMin: parts.visit.bufferMin ?? 0,
    busy: parts.busy,
    blocks: parts.blocks,
    now: parts.now,
    ...parts.rules,
  };
}
