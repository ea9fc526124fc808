import * as yup from 'yup';
import { isBookingDate, parseAppointmentDate } from '../time/appointmentDate';
import { isValidDate } from '../time/zone';
import { calendarDate, strictNumber, strictString } from './fields';
import { IMAGE_TYPES } from './imageFiles';

// More builders on top of ./fields, for the kinds of the limits table that are not plain text
// and for query strings. Like those, they check the JSON type before any transform and never
// put the value into a message.

/** An email address (optional unless `.required(…)` is added), stored lowercase. */
export function emailAddress(label = 'Email address', max = 254) {
  // not yup's .lowercase(): its transform calls toLowerCase on whatever JSON value came
  return strictString(label)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .max(max, `${label} must be at most ${max} characters`)
    .email('Enter a valid email address');
}

/** A web address that must start with https:// (the table's `https` kind). */
export function httpsUrl(label: string, max: number) {
  return strictString(label)
    .max(max, `${label} must be at most ${max} characters`)
    .test('https', `${label} must be a web address starting with https://`, (v) => !v || /^https:\/\/\S+$/i.test(v));
}

/** An image reference as the table's `image` kind: an https URL, or a JPG/PNG data URL. */
export function isImageRef(value: string): boolean {
  if (/^https:\/\/\S+$/i.test(value)) return true;
  const m = /^data:([^;,]+);base64,[A-Za-z0-9+/]+={0,2}$/.exec(value);
  return Boolean(m?.[1] && IMAGE_TYPES.includes(m[1]));
}

export function imageRef(label: string, max: number) {
  return strictString(label)
    .max(max, `${label} is too large`)
    .test('image', `${label} must be an https image URL or a JPG/PNG data URL`, (v) => !v || isImageRef(v));
}

/** A calendar date a booking, block or listing may use: a real date in 2000-2099. */
export function bookingDate(label: string) {
  // only a real date gets this message: an unreal one has calendarDate's
  return calendarDate(label).test(
    'year',
    `${label} must be a date between the years 2000 and 2099`,
    (v) => v == null || !isValidDate(v) || isBookingDate(v),
  );
}

/** `appointmentDate`: `YYYY-MM-DDTHH:mm[:ss[.sss]]` shop-local, or with `Z`/`±HH:mm` (parseAppointmentDate). */
export function appointmentDateTime(label = 'appointmentDate') {
  return yup
    .string()
    .strict()
    .typeError(`${label} must be text`)
    .max(40, `${label} must be a date and time written YYYY-MM-DDTHH:mm`)
    .test(
      'when',
      `${label} must be a real date and time written YYYY-MM-DDTHH:mm, in the years 2000 to 2099`,
      (v) => v == null || parseAppointmentDate(v) !== null,
    );
}

/** A whole number given as a JSON number, within bounds. */
export function wholeNumber(
  label: string,
  min: number,
  max: number,
  range = `${label} must be a whole number from ${min} to ${max}`,
) {
  return strictNumber(label).integer(range).min(min, range).max(max, range);
}

/** A query-string value: one string (not repeated, not `a[b]=` nested), bounded. */
export function queryText(label: string, max = 200) {
  return (
    yup
      .string()
      .strict()
      .typeError(`${label} must be a single value`)
      .max(max, `${label} must be at most ${max} characters`)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .test('clean', `${label} contains characters that are not allowed`, (v) => v == null || !/[\u0000-\u001F\u007F]/.test(v))
  );
}

/** A whole number written in a query string ("30"); the only place digits in text are read as a number. */
export function queryWholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be whole minutes from ${min} to ${max}`;
  return queryText(label, 4)
    .matches(/^\d{1,4}$/, range)
    .test('range', range, (v) => v == null || (Number(v) >= min && Number(v) <= max));
}
