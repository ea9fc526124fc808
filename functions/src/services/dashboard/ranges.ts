import { isValidDate } from '@barbershop/core';
import { badRequest } from '../../http/errors';

export const MAX_RANGE_DAYS = 130;

/** A date range from query strings: 'YYYY-MM-DD' or an ISO date-time (its date part). */
export function dateRange(start: unknown, end: unknown): { startDate: string; endDate: string } {
  const pick = (v: unknown, name: string) => {
    const s = typeof v === 'string' ? v.slice(0, 10) : '';
    if (!isValidDate(s)) throw badRequest(`${name} must be a date (YYYY-MM-DD)`, { [name]: 'invalid' });
    return s;
  };
  const startDate = pick(start, 'startDate');
  const endDate = pick(end, 'endDate');
  if (endDate < startDate) throw badRequest('endDate cannot be before startDate', { endDate: 'invalid' });
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days > MAX_RANGE_DAYS) throw badRequest(`The range can span at most ${MAX_RANGE_DAYS} days`, { endDate: 'too far' });
  return { startDate, endDate };
}
