import * as yup from 'yup';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from '../shop/limits';
import { queryText, queryWholeNumber } from '../validation/builders';
import { queryDate } from '../validation/querySchemas';

/** The duration GET …/all-slots reads when its query has none. */
export const DEFAULT_SLOTS_DURATION = '30';

/** GET /api/barbers/{barberId}/all-slots?date=&duration= (whole minutes, default 30) */
export const barberSlotsQuerySchema = yup
  .object({
    date: queryDate('date').required('date is required'),
    duration: queryWholeNumber('duration', SERVICE_DURATION_MIN, SERVICE_DURATION_MAX),
  })
  // The query fields are strict (nothing cast), and yup applies no field .default() in strict
  // mode, so the object fills the missing duration in (else the handler read Number(undefined)).
  .transform((value: unknown) =>
    value !== null && typeof value === 'object' && (value as { duration?: unknown }).duration === undefined
      ? { ...value, duration: DEFAULT_SLOTS_DURATION }
      : value,
  );

/**
 * GET …/appointments and …/time-blocks?startDate=&endDate=: dates written YYYY-MM-DD, or an
 * ISO date-time whose date part is read (the dashboard sends either).
 */
export const dateRangeQuerySchema = yup.object({
  startDate: queryText('startDate', 40).required('startDate is required'),
  endDate: queryText('endDate', 40).required('endDate is required'),
});
