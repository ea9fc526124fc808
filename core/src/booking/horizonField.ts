import * as yup from 'yup';
import { HORIZON_FIELD_MESSAGE, MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from './horizon';

// Apart from horizon.ts so that the public booking page, which needs the horizon but no form,
// does not pull yup into its first script.
/** The setting as the API and the settings form accept it: a JSON whole number, 1 to 365 (no "90" strings). */
export function bookingHorizonDaysField() {
  return yup
    .number()
    .transform((_value, original: unknown) => (typeof original === 'number' ? original : Number.NaN))
    .typeError(HORIZON_FIELD_MESSAGE)
    .integer(HORIZON_FIELD_MESSAGE)
    .min(MIN_BOOKING_HORIZON_DAYS, HORIZON_FIELD_MESSAGE)
    .max(MAX_BOOKING_HORIZON_DAYS, HORIZON_FIELD_MESSAGE);
}

/** The settings form's Online Booking card: the booking window, required. */
export const bookingWindowSchema = yup.object({ bookingHorizonDays: bookingHorizonDaysField().required(HORIZON_FIELD_MESSAGE) });
