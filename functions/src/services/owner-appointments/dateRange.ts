import { isValidDate } from '@barbershop/core';
import { badRequest } from '../../http/errors';

/**
 * The widest range a list may ask for. The dashboard asks from the first day of the previous
 * month to the last day of the month after next (spec section 7): at most 123 days.
 */
export const MAX_RANGE_DAYS = 130;

/** A date range from query strings: 'YYYY-MM-DD' or an ISO date-time (its date part). */
export function dateRange(start: unknown, end: unknown): { startDate: string; endDate: string } {
  const pick = (v: unknown, name: string) => {
    const s = typeof v === 'string' ? v.slice(0, 10) : '';
    if (!isValidDate(s)) throw badRequest(`${name} must be a date (YYYY-MM-DD)`, { [name]: `${name} must be a date (YYYY-MM-DD)` });
    return s;
  };
  const startDate = pick(start, 'startDate');
  const endDate = pick(end, 'endDate');
  if (endDate < startDate) throw badRequest('endDate cannot be before startDate', { endDate: 'endDate cannot be before startDate' });
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days > MAX_RANGE_DAYS) throw badRequest(`The range can span at most ${MAX_RANGE_DAYS} days`, { endDate: `The range can span at most ${MAX_RANGE_DAYS} days` });
  return { startDate, endDate };
}
