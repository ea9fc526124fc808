import * as yup from 'yup';
import { bookingDate, queryText } from '../validation/builders';
import { REPORT_GRANULARITIES, type ReportGranularity } from './periods';

/** A report covers at most this many days (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;

const date = (label: string) => queryText(label, 40).concat(bookingDate(label)).required(`${label} is required`);
const BY_MESSAGE = `by must be one of ${REPORT_GRANULARITIES.join(', ')}`;
const SPAN_MESSAGE = `A report covers at most ${MAX_REPORT_DAYS} days`;

/** Days from `from` to `to`, both counted (1 for a single day). */
export const daysSpanned = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** GET /api/barbershops/{id}/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&by=day|week|month (by: day when absent) */
export const reportQuerySchema = yup.object({
  from: date('from'),
  to: date('to')
    .test('order', 'to cannot be before from', function (to) {
      const from = this.parent.from as unknown;
      return typeof from !== 'string' || !to || to >= from;
    })
    .test('span', SPAN_MESSAGE, function (to) {
      const from = this.parent.from as unknown;
      return typeof from !== 'string' || !to || daysSpanned(from, to) <= MAX_REPORT_DAYS;
    }),
  by: queryText('by', 10).oneOf([...REPORT_GRANULARITIES, undefined], BY_MESSAGE),
});

/** The query as the report reads it: by day when `by` was not given. */
export function reportQueryOf(query: yup.InferType<typeof reportQuerySchema>): ReportQuery {
  return { from: query.from, to: query.to, by: query.by ?? 'day' };
}

export interface ReportQuery {
  from: string;
  to: string;
  by: ReportGranularity;
}
