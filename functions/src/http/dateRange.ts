import { dateRangeQuerySchema } from '@barbershop/core/calendar';
import { isBookingDate, parseAppointmentDate } from '@barbershop/core/time';
import { badRequest } from '../errors';
import { validate } from './handler';

/**
 * The widest range a list may ask for. The dashboard asks from the first day of the previous
 * month to the last day of the month after next: at most 123 days.
 */
export const MAX_RANGE_DAYS = 130;

/** 'YYYY-MM-DD', or a date-time (parseAppointmentDate's forms) whose date part is read. */
function dateOf(value: string): string | null {
  if (isBookingDate(value)) return value;
  return parseAppointmentDate(value) ? value.slice(0, 10) : null;
}

/**
 * `?startDate=…&endDate=…` of an owner's list (appointments of a shop or a barber, time blocks):
 * the core schema's checks, then the dates and the range's length. One helper, so the lists
 * cannot drift apart.
 */
export async function dateRangeQuery(query: unknown): Promise<{ startDate: string; endDate: string }> {
  const { startDate, endDate } = await validate(dateRangeQuerySchema, query, 'Query');
  return dateRange(startDate, endDate);
}

/** A date range from query strings already checked to be single bounded strings. */
function dateRange(start: string, end: string): { startDate: string; endDate: string } {
  const pick = (v: string, name: string) => {
    const date = dateOf(v);
    if (!date) throw badRequest(`${name} must be a date (YYYY-MM-DD)`, { [name]: `${name} must be a date (YYYY-MM-DD)` });
    return date;
  };
  const startDate = pick(start, 'startDate');
  const endDate = pick(end, 'endDate');
  if (endDate < startDate)
    throw badRequest('endDate cannot be before startDate', { endDate: 'endDate cannot be before startDate' });
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days > MAX_RANGE_DAYS)
    throw badRequest(`The range can span at most ${MAX_RANGE_DAYS} days`, {
      endDate: `The range can span at most ${MAX_RANGE_DAYS} days`,
    });
  return { startDate, endDate };
}
