// Day arithmetic goes through the shop's zone so that clock-change days are right: a wall-clock
// time is turned into an instant for that date, never by adding fixed offsets.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A time of day HH:mm, 00:00 to 23:59: the one declaration (the security rules are generated from it). */
export const TIME_OF_DAY_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';
export const TIME_RE = new RegExp(`^${TIME_OF_DAY_PATTERN}$`);
/**
 * A real calendar date YYYY-MM-DD in the years 2000-2099 (the only years a booking, block or
 * closure may use), leap days included: 2000 is a leap year, so in these years every fourth
 * is. A regular expression because the security rules check dates with it (they are generated
 * from this one declaration and have no date arithmetic); a test holds it to isBookingDate.
 */
export const REAL_DATE_PATTERN =
  '(20[0-9]{2}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))' +
  '|20(0[048]|[2468][048]|[13579][26])-02-29)';

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isValidDate(date: string): boolean {
  if (!DATE_RE.test(date)) return false;
  const d = dayjs.utc(date, 'YYYY-MM-DD');
  return d.isValid() && d.format('YYYY-MM-DD') === date;
}

export function isValidTime(time: string): boolean {
  return TIME_RE.test(time);
}

/** Minutes since midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'HH:mm' of minutes since midnight. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;
const offsetMsAt = (instant: number, timeZone: string) => dayjs(instant).tz(timeZone).utcOffset() * 60_000;

/**
 * The instant at which the wall clock of `timeZone` shows `date` `time`. A time shown twice (the
 * hour repeated when the clocks go back) is always its second occurrence: dayjs alone places it
 * by the offset in force when it is asked, so its answer would change with the season the server
 * is in. A time never shown (the hour skipped when they go forward) is dayjs's shifted instant;
 * `isExistingWallTime` tells it apart.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const fitting = wallTimeInstants(date, time, timeZone);
  if (fitting.length) return new Date(fitting[fitting.length - 1]!);
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/**
 * Every instant (epoch ms, earliest first) at which the wall clock of `timeZone` shows `date`
 * `time`: one on an ordinary day, two in the hour repeated when the clocks go back (01:30 BST,
 * then 01:30 GMT), none in the hour skipped when they go forward. A zone changes its offset at
 * most once in a day, so the offsets a day either side are the only candidates.
 */
export function wallTimeInstants(date: string, time: string, timeZone: string): number[] {
  const wall = dayjs.utc(`${date} ${time}`, 'YYYY-MM-DD HH:mm').valueOf();
  const before = wall - offsetMsAt(wall - DAY_MS, timeZone);
  const after = wall - offsetMsAt(wall + DAY_MS, timeZone);
  // an ordinary day has one candidate: it is checked once
  const candidates = before === after ? [before] : [Math.min(before, after), Math.max(before, after)];
  return candidates.filter((instant) => instant + offsetMsAt(instant, timeZone) === wall);
}

/**
 * Whether the zone's clock ever shows `date` `time`: not in the hour skipped when the clocks go
 * forward (01:30 on the UK's spring change day), which zonedToInstant would quietly shift.
 */
export function isExistingWallTime(date: string, time: string, timeZone: string): boolean {
  const shown = instantToZoned(zonedToInstant(date, time, timeZone), timeZone);
  return shown.date === date && shown.time === time;
}

/** The shop-zone date and time of an instant. */
export function instantToZoned(instant: Date | number, timeZone: string): { date: string; time: string } {
  const d = dayjs(instant).tz(timeZone);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/** 0 Sunday .. 6 Saturday of a calendar date (no zone needed: a date is a date). */
/** 0 Sunday to 6 Saturday, as JavaScript's Date numbers the days. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function dayOfWeek(date: string): DayOfWeek {
  return dayjs.utc(date, 'YYYY-MM-DD').day() as DayOfWeek;
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date, 'YYYY-MM-DD').add(days, 'day').format('YYYY-MM-DD');
}

/** Today's date in the zone. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  return instantToZoned(now, timeZone).date;
}

/** The instants where `date` starts and ends in the zone (23 or 25 hours on clock-change days). */
export function dayBounds(date: string, timeZone: string): { start: number; end: number } {
  const start = dayjs.tz(`${date} 00:00`, 'YYYY-MM-DD HH:mm', timeZone);
  return { start: start.valueOf(), end: dayjs.tz(`${addDays(date, 1)} 00:00`, 'YYYY-MM-DD HH:mm', timeZone).valueOf() };
}
