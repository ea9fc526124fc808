import { MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '../booking/horizon';
import { MAX_MANAGE_CUTOFF_HOURS, MIN_MANAGE_CUTOFF_HOURS } from '../booking/manage';
import { BUFFER_MIN_MAX } from '../booking/visit';
import { MAX_BREAKS_PER_DAY, MAX_CLOSED_DATES, MAX_SKIPPED_BREAKS } from '../closures/schedule';
import { MAX_RATING, MIN_RATING } from '../reviews/schema';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from '../shop/limits';
import { MAX_PRICE_PENCE } from '../shop/price';
import { MAX_BARBER_IDS, MAX_HERO_IMAGES } from '../shop/schemas';
import { MAX_SERVICE_SORT_ORDER } from '../shop/serviceOrder';
import { REAL_DATE_PATTERN, TIME_OF_DAY_PATTERN } from '../time/zone';
import { FIELD_LIMITS, IMAGE_REF_MAX, type FieldKind, type FieldLimit } from '../validation/fieldLimits';
import { DOC_ID } from '../validation/fields';

// firestore.rules checks every owner-writable text field with functions generated from
// FIELD_LIMITS, so the rules and the API's schemas share one table. `node scripts/rules-fields.mjs`
// writes the generated region; e2e/rules/generated-fields.test.ts fails when it is out of date.

export const RULES_BEGIN =
  '    // ---- BEGIN generated from FIELD_LIMITS (core/src/validation/fieldLimits.ts) by scripts/rules-fields.mjs: do not edit';
export const RULES_END = '    // ---- END generated from FIELD_LIMITS';

/** The documents a client writes directly, and the rules function checking each one's fields. */
export const RULES_DOCUMENTS = {
  shop: 'shopFieldsOk',
  barber: 'barberFieldsOk',
  service: 'serviceFieldsOk',
  customer: 'customerFieldsOk',
  timeBlock: 'timeBlockFieldsOk',
  user: 'userFieldsOk',
  review: 'reviewFieldsOk',
} as const satisfies Partial<Record<keyof typeof FIELD_LIMITS, string>>;

/**
 * The regular expressions of the rules (RE2, matched against the whole string), as they must be
 * written inside a rules string literal (backslashes doubled).
 */
export const RULES_PATTERNS = {
  /** no control characters (C0, DEL, C1) and no line or paragraph separators */
  line: '[^\\\\p{Cc}\\\\x{2028}\\\\x{2029}]*',
  /** line breaks and tabs allowed, no other control characters */
  multiline: '[^\\\\x{00}-\\\\x{08}\\\\x{0B}\\\\x{0C}\\\\x{0E}-\\\\x{1F}\\\\x{7F}-\\\\x{9F}]*',
  /** something that is not white space, for required fields (the API trims first) */
  notBlank: '(?s).*\\\\S.*',
  email: '[^\\\\s@\\\\p{Cc}]+@[^\\\\s@\\\\p{Cc}]+',
  https: 'https://[^\\\\s\\\\p{Cc}]+',
  image: '(https://[^\\\\s\\\\p{Cc}]+|data:image/(jpeg|png);base64,[A-Za-z0-9+/]+=*)',
  phone: '[+][1-9][0-9]{6,14}',
} as const;

const KIND_FUNCTION: Record<FieldKind, string> = {
  line: 'line',
  multiline: 'multiline',
  email: 'email',
  https: 'https',
  image: 'image',
  phone: 'phone',
};

/** The rules call that checks `value` against one row of the table. */
export function rulesCheck(limit: FieldLimit, value: string): string {
  if (limit.min > 1) throw new Error('The rules check a min of 0 (optional) or 1 (required) only');
  return `${KIND_FUNCTION[limit.kind]}${limit.min === 1 ? 'Required' : ''}Ok(${value}, ${limit.max})`;
}

const I = '    ';

function kindFunctions(): string[] {
  const p = RULES_PATTERNS;
  const fn = (name: string, body: string) => [`${I}function ${name}(v, max) {`, `${I}  return ${body};`, `${I}}`];
  // Each kind has an optional form (empty allowed) and a required one (`Required`): the table's
  // min is 0 or 1. Few expressions per field, as a request may evaluate at most 1000.
  return [
    ...fn('lineOk', `v.size() <= max && v.matches('${p.line}')`),
    ...fn('lineRequiredOk', `v.size() <= max && v.matches('${p.line}') && v.matches('${p.notBlank}')`),
    ...fn('multilineOk', `v.size() <= max && v.matches('${p.multiline}')`),
    ...fn('multilineRequiredOk', `v.size() <= max && v.matches('${p.multiline}') && v.matches('${p.notBlank}')`),
    ...(['email', 'https', 'image', 'phone'] as const).flatMap((kind) => [
      ...fn(`${kind}Ok`, `v.size() <= max && (v == '' || v.matches('${p[kind]}'))`),
      ...fn(`${kind}RequiredOk`, `v.size() <= max && v.matches('${p[kind]}')`),
    ]),
    `${I}// the images of a list (hero images), each one required`,
    `${I}function imageListOk(list) {`,
    `${I}  return list.size() <= ${MAX_HERO_IMAGES} && list.join(' ').matches('(${p.image}( ${p.image}){0,${MAX_HERO_IMAGES - 1}})?')`,
    ...Array.from(
      { length: MAX_HERO_IMAGES },
      (_, i) => `${I}    && (list.size() < ${i + 1} || list[${i}].size() <= ${IMAGE_REF_MAX})`,
    ).map((l, i, a) => (i === a.length - 1 ? `${l};` : l)),
    `${I}}`,
  ];
}

function documentFunction(owner: keyof typeof RULES_DOCUMENTS): string[] {
  const fields = Object.entries(FIELD_LIMITS[owner] as Record<string, FieldLimit>);
  const terms = fields.map(([name, limit]) => `(!('${name}' in keys) || ${rulesCheck(limit, `d.${name}`)})`);
  return [
    `${I}// ${owner}: the table's text fields among \`keys\` (the written or changed keys) of \`d\``,
    `${I}function ${RULES_DOCUMENTS[owner]}(d, keys) {`,
    `${I}  return ${terms.join(`\n${I}    && `)};`,
    `${I}}`,
  ];
}

/** The time of day's checks, from core's one declaration of its pattern. */
function timeFunctions(): string[] {
  const t = TIME_OF_DAY_PATTERN;
  return [
    `${I}function isTime(value) {`,
    `${I}  return value is string && value.matches('^${t}$');`,
    `${I}}`,
    `${I}// An opening-hours entry written "<day> <start>-<end>", matched in one go by hoursEntryOk.`,
    `${I}function hoursEntryPattern() {`,
    `${I}  return '[0-6] ${t}-${t}';`,
    `${I}}`,
  ];
}

/**
 * The whole-number fields a client writes and their bounds, from the constants core's forms and
 * schemas keep: the rules check each with a generated `<field>InBounds(v)`.
 */
export const RULES_INT_BOUNDS = {
  durationMin: { min: SERVICE_DURATION_MIN, max: SERVICE_DURATION_MAX },
  pricePence: { min: 0, max: MAX_PRICE_PENCE },
  bufferMin: { min: 0, max: BUFFER_MIN_MAX },
  sortOrder: { min: 0, max: MAX_SERVICE_SORT_ORDER },
  bookingHorizonDays: { min: MIN_BOOKING_HORIZON_DAYS, max: MAX_BOOKING_HORIZON_DAYS },
  manageCutoffHours: { min: MIN_MANAGE_CUTOFF_HOURS, max: MAX_MANAGE_CUTOFF_HOURS },
  rating: { min: MIN_RATING, max: MAX_RATING },
} as const;

/** The rules function that checks a whole-number field's bounds. */
export const intBoundsFunction = (field: keyof typeof RULES_INT_BOUNDS) => `${field}InBounds`;

/** One function per bounded field, inlined (no nested call): a request may evaluate 1000 expressions. */
function intBoundsFunctions(): string[] {
  return Object.entries(RULES_INT_BOUNDS).flatMap(([field, { min, max }]) => [
    `${I}function ${intBoundsFunction(field as keyof typeof RULES_INT_BOUNDS)}(v) {`,
    `${I}  return v is int && v >= ${min} && v <= ${max};`,
    `${I}}`,
  ]);
}

/** The longest list of each list field a client writes, from the limits core's forms and schemas keep. */
export const RULES_LIST_MAX = {
  weeklyBreaks: MAX_BREAKS_PER_DAY * 7,
  skippedBreaks: MAX_SKIPPED_BREAKS,
  closedDates: MAX_CLOSED_DATES,
  barberIds: MAX_BARBER_IDS,
} as const;

/** A document id as core's isDocId takes it (the reserved `__…__` form aside). */
export const RULES_DOC_ID_PATTERN = DOC_ID.source.replace(/^\^/, '').replace(/\$$/, '');

/**
 * The list fields' checks: every item's shape and the list's length. Rules have no loops and no
 * recursion, so a list of texts is joined and matched in one go (joinedOk), and the weekly
 * breaks (maps) are checked item by item up to the bound, a few expressions each: a request may
 * evaluate at most 1000.
 */
function listFunctions(): string[] {
  const d = REAL_DATE_PATTERN;
  const t = TIME_OF_DAY_PATTERN;
  const max = RULES_LIST_MAX;
  const breaks = Array.from({ length: max.weeklyBreaks }, (_, i) => `${I}    && (n < ${i + 1} || weeklyBreakOk(list[${i}]))`);
  breaks[breaks.length - 1] += ';';
  const ids = Array.from({ length: max.barberIds }, (_, i) => `${I}    && (n < ${i + 1} || list[${i}] is string)`);
  ids[ids.length - 1] += ';';
  return [
    `${I}// a real date YYYY-MM-DD, 2000-2099, leap days included (core's REAL_DATE_PATTERN)`,
    `${I}function isRealDate(value) {`,
    `${I}  return value is string && value.matches('${d}');`,
    `${I}}`,
    `${I}// A list of at most \`max\` texts, each matching \`item\` (which never matches a comma): the`,
    `${I}// items joined by commas match. The join writes a non-text item as text (null as 'null'),`,
    `${I}// which no item of these lists matches (a map fails the join).`,
    `${I}function joinedOk(list, max, item) {`,
    `${I}  return list is list && list.size() <= max`,
    `${I}    && (list.size() == 0 || list.join(',').matches(item + '(,' + item + ')*'));`,
    `${I}}`,
    `${I}// Items of one width (a date): the joined text is as long as \`n\` items and their commas, so no`,
    `${I}// item holds two (joined by a comma of its own). Joined once: a request may evaluate 1000`,
    `${I}// expressions.`,
    `${I}function fixedWidthListOk(list, max, item, width) {`,
    `${I}  let joined = list.join(',');`,
    `${I}  return list is list && list.size() <= max`,
    `${I}    && (list.size() == 0 || joined.matches(item + '(,' + item + ')*') && joined.size() == list.size() * (width + 1) - 1);`,
    `${I}}`,
    `${I}// whole closed days of a shop`,
    `${I}function closedDatesOk(list) {`,
    `${I}  return fixedWidthListOk(list, ${max.closedDates}, '${d}', 10);`,
    `${I}}`,
    `${I}// weekly-break occurrences taken out, 'YYYY-MM-DD HH:mm'`,
    `${I}function skippedBreaksOk(list) {`,
    `${I}  return fixedWidthListOk(list, ${max.skippedBreaks}, '${d} ${t}', 16);`,
    `${I}}`,
    `${I}// The barbers who perform a service (the booking ignores ids of no barber): split back into as`,
    `${I}// many ids as items (none held a comma); the join writes null, true or 1 as text an id could`,
    `${I}// be, so each item's type is checked too.`,
    `${I}function barberIdsOk(list) {`,
    `${I}  let n = list.size();`,
    `${I}  return joinedOk(list, ${max.barberIds}, '${RULES_DOC_ID_PATTERN}')`,
    `${I}    && (n == 0 || list.join(',').split(',').size() == n)`,
    ...ids,
    `${I}}`,
    `${I}// {dayOfWeek 0-6, startTime, endTime}, ending after it starts: three keys, all three named (a`,
    `${I}// missing one fails the read); \`+ 0\` fails unless the day is an int, \`+\` unless the times are`,
    `${I}// texts. Written for few expressions: every node counts against the 1000 of a request, and`,
    `${I}// a barber's write may check ${max.weeklyBreaks} of these.`,
    `${I}function weeklyBreakOk(b) {`,
    `${I}  return b.size() == 3 && (string(b.dayOfWeek + 0) + b.startTime + b.endTime).matches('[0-6]${t}${t}')`,
    `${I}    && b.startTime < b.endTime;`,
    `${I}}`,
    `${I}// Item by item up to the bound: the rules have no loops.`,
    `${I}function weeklyBreaksOk(list) {`,
    `${I}  let n = list.size();`,
    `${I}  return list is list && n <= ${max.weeklyBreaks}`,
    ...breaks,
    `${I}}`,
  ];
}

/** The generated region of firestore.rules, markers included. */
export function generatedRulesRegion(): string {
  const owners = Object.keys(RULES_DOCUMENTS) as (keyof typeof RULES_DOCUMENTS)[];
  return [
    RULES_BEGIN,
    ...kindFunctions(),
    '',
    ...timeFunctions(),
    '',
    ...listFunctions(),
    '',
    `${I}// whole numbers: the bounds of core's constants (RULES_INT_BOUNDS)`,
    ...intBoundsFunctions(),
    '',
    ...owners.flatMap((o) => [...documentFunction(o), '']).slice(0, -1),
    RULES_END,
  ].join('\n');
}

/** `rules` with its generated region replaced by the current one; throws when the markers are missing. */
export function withGeneratedRegion(rules: string): string {
  const begin = rules.indexOf(RULES_BEGIN);
  const end = rules.indexOf(RULES_END);
  if (begin < 0 || end < begin) throw new Error('firestore.rules has no generated region (its BEGIN and END markers)');
  return rules.slice(0, begin) + generatedRulesRegion() + rules.slice(end + RULES_END.length);
}
