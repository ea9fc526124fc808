import * as yup from 'yup';
import { addDays } from '../time/zone';
import { isDocId, docId } from '../validation/fields';
import { queryText } from '../validation/builders';
import { barberDaySlots, BARBER_CHOICE_MESSAGE, type MonthAvailabilityInput } from './monthAvailability';
import { firstServiceTest, serviceIdsQueryField } from './visitFields';

// GET /api/barbershops/{id}/next-available?serviceId=&serviceIds=&barberId=: the soonest free
// start time within the booking horizon, so a customer need not page through full days.

/** Days read and searched at a time: the soonest time is nearly always in the first window. */
export const NEXT_AVAILABLE_WINDOW_DAYS = 14;

export const nextAvailableQuerySchema = yup
  .object({
    serviceId: docId('serviceId').required('serviceId is required'),
    serviceIds: serviceIdsQueryField(),
    barberId: queryText('barberId', 200).test(
      'barber',
      BARBER_CHOICE_MESSAGE,
      (v) => v == null || v === '' || v === 'any' || isDocId(v),
    ),
  })
  .test(firstServiceTest);

/** A free start time: the date and time in the shop's zone. */
export interface FreeTime {
  date: string;
  time: string;
}

/**
 * The soonest free start time over `input.days` (in order) with any of `input.barbers`, by the slot
 * listing's own rules (computeDaySlots: hours, closures, breaks, blocks, bookings, past times,
 * lead time, horizon); null when none. Within a day the earliest time wins, whichever barber has it.
 */
export function soonestFreeTime(input: MonthAvailabilityInput): FreeTime | null {
  for (const date of input.days) {
    let time: string | null = null;
    for (const barber of input.barbers) {
      const free = barberDaySlots(input, barber, date).find((s) => s.available);
      if (free && (time === null || free.time < time)) time = free.time;
    }
    if (time !== null) return { date, time };
  }
  return null;
}

/**
 * The dates from `first` to `last` (both included) cut into windows of `size` days, in order:
 * the search reads one window's bookings at a time and stops at the first free time.
 */
export function searchWindows(first: string, last: string, size = NEXT_AVAILABLE_WINDOW_DAYS): string[][] {
  const windows: string[][] = [];
  let current: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    current.push(date);
    if (current.length === size) {
      windows.push(current);
      current = [];
    }
  }
  if (current.length > 0) windows.push(current);
  return windows;
}
