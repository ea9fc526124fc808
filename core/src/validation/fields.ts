import * as yup from 'yup';
import { isValidDate, isValidTime } from '../time/zone';
import { toE164 } from '../phone/phone';
import { FIELD_LIMITS, type FieldLimit } from './fieldLimits';

// Field builders every core schema is made of. Each one refuses a wrong JSON type before any
// transform (an array or number never reaches `.trim()`, nothing is coerced to a string) and
// never puts the value it was given into its message.

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks and tabs as well: nothing that can split an email header or a CSV cell. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** A UTF-16 surrogate that is not half of a pair: Firestore cannot store it as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Whether a string is acceptable as one line (`multiline` false) or as free text. */
export function isCleanText(value: string, multiline: boolean): boolean {
  return !(multiline ? CONTROL : LINE_CONTROL).test(value) && !hasLoneSurrogate(value);
}

/**
 * A string field: the JSON value must be a string (else `${label} must be text`), is trimmed,
 * and holds no control characters (line breaks only when `multiline`) or lone surrogates.
 */
export function strictString(label: string, { multiline = false, trim = true } = {}) {
  return yup
    .string()
    .transform((_value, original: unknown) => (typeof original === 'string' && trim ? original.trim() : original))
    .typeError(`${label} must be text`)
    .test('clean', `${label} contains characters that are not allowed`, (v) => v == null || isCleanText(v, multiline));
}

/** Text with a length bound; `required` makes an empty value an error. */
export function text(label: string, max: number, { multiline = false, required = false } = {}) {
  const s = strictString(label, { multiline }).max(max, `${label} must be at most ${max} characters`);
  return required ? s.required(`${label} is required`) : s;
}

/** A field of the one limits table, by owner and name. */
export function tableText<O extends keyof typeof FIELD_LIMITS>(
  owner: O,
  field: keyof (typeof FIELD_LIMITS)[O] & string,
  label: string,
) {
  const limit = FIELD_LIMITS[owner][field] as FieldLimit;
  return text(label, limit.max, { multiline: limit.kind === 'multiline', required: limit.min > 0 });
}

/** A number given as a JSON number: "30" is not coerced. */
export function strictNumber(label: string) {
  return yup
    .number()
    .transform((_value, original: unknown) => (typeof original === 'number' ? original : Number.NaN))
    .typeError(`${label} must be a number`);
}

/** true or false as JSON booleans; "true" is refused. Not `.strict()`, so a `.default()` applies. */
export function strictBoolean(label: string) {
  return yup
    .boolean()
    .transform((_value, original: unknown) => original)
    .typeError(`${label} must be true or false`);
}

/**
 * A Firestore document id as the API accepts it: letters, digits, `_` and `-`, 1 to 128
 * characters, and not Firestore's reserved `__...__` form.
 */
export const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;
export function isDocId(value: unknown): value is string {
  return typeof value === 'string' && DOC_ID.test(value) && !/^__.*__$/.test(value);
}

export function docId(label: string) {
  return yup
    .string()
    .strict()
    .typeError(`${label} must be text`)
    .test('id', `${label} is not a valid id`, (v) => v == null || v === '' || isDocId(v));
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function calendarDate(label: string) {
  return yup
    .string()
    .strict()
    .typeError(`${label} must be text`)
    .test('date', `${label} must be a real date written YYYY-MM-DD`, (v) => v == null || isValidDate(v));
}

/** A time of day written HH:mm. */
export function timeOfDay(label: string) {
  return yup
    .string()
    .strict()
    .typeError(`${label} must be text`)
    .test('time', `${label} must be a time written HH:mm`, (v) => v == null || isValidTime(v));
}

/** A phone number: valid for its country (GB by default), answered in E.164. */
export function phoneNumber(label: string) {
  return (
    strictString(label)
      .max(40, `${label} must be at most 40 characters`)
      .test('phone', 'Enter a valid phone number', (v) => v == null || v === '' || toE164(v) !== null)
      // A value with control characters stays as it is, so the clean-text test refuses it.
      .transform((value: unknown) => (typeof value === 'string' && isCleanText(value, false) ? (toE164(value) ?? value) : value))
  );
}
