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
export const reportQuerySchema = yup
  .object({
    from: date('from'),
    to: date('to')
      .test('order', 'to cannot be before from', function (to) {
        const from = this.parent.from as unknown;
        return typeof from !== 'string' || !to || to >= from;
      })
      .test('span', SPAN_MESSAGE, function (to) {
        const from = this.parent.from as unknown;
        return typeof from !== 'string' || !to || to < from || daysSpanned(from, to) <= MAX_REPORT_DAYS;
      }),
    by: queryText('by', 10)
      .oneOf([...REPORT_GRANULARITIES], BY_MESSAGE)
      .required(BY_MESSAGE),
  })
  // strict fields take no .default(): the object fills a missing `by` in (as barberSlotsQuerySchema)
  .transform((value: unknown) =>
    value !== null && typeof value === 'object' && (value as { by?: unknown }).by === undefined ? { ...value, by: 'day' } : value,
  );

export type ReportQuery = yup.InferType<typeof reportQuerySchema> & { by: ReportGranularity };
