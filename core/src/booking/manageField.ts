import * as yup from 'yup';
import { MANAGE_CUTOFF_FIELD_MESSAGE, MAX_MANAGE_CUTOFF_HOURS, MIN_MANAGE_CUTOFF_HOURS } from './manage';

/** The setting as the API accepts it: null (off) or a JSON whole number of hours, 1 to 72 (no "24" strings). */
export function manageCutoffHoursField() {
  return yup
    .number()
    .transform((_value, original: unknown) => original) // the JSON value as sent: no "24" coerced to 24
    .typeError(MANAGE_CUTOFF_FIELD_MESSAGE)
    .integer(MANAGE_CUTOFF_FIELD_MESSAGE)
    .min(MIN_MANAGE_CUTOFF_HOURS, MANAGE_CUTOFF_FIELD_MESSAGE)
    .max(MAX_MANAGE_CUTOFF_HOURS, MANAGE_CUTOFF_FIELD_MESSAGE)
    .nullable();
}
