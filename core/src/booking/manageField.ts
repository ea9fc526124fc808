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

/**
 * Settings, Business: the cut-off as the owner edits it, a switch and a number of hours (the
 * hours are only checked while the switch is on).
 */
export const manageCutoffFormSchema = yup.object({
  allowed: yup.boolean().required(),
  hours: yup.mixed().when('allowed', {
    is: true,
    then: () =>
      yup
        .number()
        .typeError(MANAGE_CUTOFF_FIELD_MESSAGE)
        .required(MANAGE_CUTOFF_FIELD_MESSAGE)
        .integer(MANAGE_CUTOFF_FIELD_MESSAGE)
        .min(MIN_MANAGE_CUTOFF_HOURS, MANAGE_CUTOFF_FIELD_MESSAGE)
        .max(MAX_MANAGE_CUTOFF_HOURS, MANAGE_CUTOFF_FIELD_MESSAGE),
  }),
});

/** The stored setting from the form: null when customers may not change bookings online. */
export function manageCutoffFromForm(values: { allowed: boolean; hours: number | string | '' }): number | null {
  return values.allowed ? Number(values.hours) : null;
}
