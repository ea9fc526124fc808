import * as yup from 'yup';
import type { Barber, DayOfWeek, TimeBlock, WeeklyBreak } from '../model/types';
import { breakOccurrence } from '../slots/breaks';
import { bookingDate } from '../validation/builders';
import { strictNumber, timeOfDay } from '../validation/fields';
import { addDays, minutesOf } from '../time/zone';

// The owner's recurring schedule edits as pure functions: weekly breaks (and taking out one
// occurrence), shop closures, and taking one day out of a multi-day time block.

export const MAX_BREAKS_PER_DAY = 3;
export const MAX_CLOSED_DATES = 200;
/** Skipped occurrences a barber keeps (past ones are dropped at each skip; the rules' bound). */
export const MAX_SKIPPED_BREAKS = 200;

const BREAK_ORDER = 'A break must end after it starts';

const breakTimes = {
  startTime: timeOfDay('Start time').required('Start time is required'),
  endTime: timeOfDay('End time').required('End time is required'),
};

/** The end after the start, said under the end time. */
function endsAfterStart(this: yup.TestContext, v: { startTime?: string; endTime?: string } | undefined) {
  if (!v?.startTime || !v.endTime || minutesOf(v.endTime) > minutesOf(v.startTime)) return true;
  return this.createError({ path: `${this.path ? `${this.path}.` : ''}endTime`, message: BREAK_ORDER });
}

export const weeklyBreakSchema = yup
  .object({ dayOfWeek: strictNumber('dayOfWeek').integer().min(0).max(6).required(), ...breakTimes })
  .test('order', BREAK_ORDER, endsAfterStart);

/** Whether two breaks of the same weekday overlap. */
function clash(a: WeeklyBreak, b: WeeklyBreak): boolean {
  return (
    a.dayOfWeek === b.dayOfWeek && minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime)
  );
}

export const weeklyBreaksSchema = yup
  .array()
  .of(weeklyBreakSchema)
  .required()
  .test('perDay', `At most ${MAX_BREAKS_PER_DAY} breaks a day`, (list) =>
    [0, 1, 2, 3, 4, 5, 6].every((d) => (list ?? []).filter((b) => b.dayOfWeek === d).length <= MAX_BREAKS_PER_DAY),
  )
  .test('overlap', 'Breaks on the same day cannot overlap', (list) => {
    const all = (list ?? []) as WeeklyBreak[];
    return all.every((a, i) => all.every((b, j) => i === j || !clash(a, b)));
  });

/** The same break on each of `days` (lunch 13:00-13:30 on Mon-Fri), added to a barber's breaks. */
export function withBreakOnDays(
  breaks: readonly WeeklyBreak[],
  days: readonly DayOfWeek[],
  startTime: string,
  endTime: string,
): WeeklyBreak[] {
  const added = days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
  return [...breaks.filter((b) => !added.some((a) => clash(a, b))), ...added].sort(
    (a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime),
  );
}

const CHOOSE_DAYS = 'Choose at least one day';
const NOT_A_DAY = 'Choose days of the week';
const isWeekday = (d: number): d is DayOfWeek => Number.isInteger(d) && d >= 0 && d <= 6;

/**
 * The owner's "add a break" form: times, the weekdays it repeats on (Mon-Fri), and that the
 * barber's week with it added (withBreakOnDays) is still a valid one (three breaks a day at most).
 */
export function newBreakSchema(current: readonly WeeklyBreak[]) {
  return yup
    .object({
      ...breakTimes,
      days: yup
        .array(
          strictNumber('Day')
            .test('weekday', NOT_A_DAY, (d) => d === undefined || isWeekday(d))
            .required(),
        )
        .min(1, CHOOSE_DAYS)
        .required(CHOOSE_DAYS),
    })
    .test('order', BREAK_ORDER, endsAfterStart)
    .test('week', 'The week of breaks is not valid', function (v) {
      // only a break valid in itself is tried on the week: a field's own error is said once, there
      const days = v.days ?? [];
      if (!v.startTime || !v.endTime || !days.length || !days.every(isWeekday)) return true;
      if (minutesOf(v.endTime) <= minutesOf(v.startTime)) return true;
      try {
        weeklyBreaksSchema.validateSync(withBreakOnDays(current, days, v.startTime, v.endTime));
        return true;
      } catch (err) {
        return this.createError({ path: 'days', message: (err as yup.ValidationError).message });
      }
    });
}
/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type NewBreakInput = yup.InferType<ReturnType<typeof newBreakSchema>>;

/** "This day only": the occurrence on `date` is skipped; older skips (before `today`) are dropped. */
export function skipBreakOn(barber: Pick<Barber, 'skippedBreaks'>, date: string, startTime: string, today: string): string[] {
  const kept = (barber.skippedBreaks ?? []).filter((s) => s.slice(0, 10) >= today);
  const key = breakOccurrence(date, startTime);
  return kept.includes(key) ? kept : [...kept, key].sort();
}

/** "The whole series": the weekly break of that weekday and start goes. */
export function removeBreakSeries(breaks: readonly WeeklyBreak[], dayOfWeek: number, startTime: string): WeeklyBreak[] {
  return breaks.filter((b) => !(b.dayOfWeek === dayOfWeek && b.startTime === startTime));
}

/**
 * "This day only" for a time block over several days: the parts before and after `date` (none,
 * one or two blocks' spans). A one-day block leaves nothing.
 */
export function blockWithoutDay(
  block: Pick<TimeBlock, 'startDate' | 'endDate'>,
  date: string,
): { startDate: string; endDate: string }[] {
  const parts: { startDate: string; endDate: string }[] = [];
  if (date > block.startDate) parts.push({ startDate: block.startDate, endDate: addDays(date, -1) });
  if (date < block.endDate) parts.push({ startDate: addDays(date, 1), endDate: block.endDate });
  return parts;
}

export const closedDateSchema = bookingDate('Date').required('Date is required');

/**
 * The shop's closed dates with `date` added (sorted, no repeats, past ones dropped). The form
 * refuses more than MAX_CLOSED_DATES (as the rules do) rather than dropping one silently.
 */
export function withClosedDate(closedDates: readonly string[] | undefined, date: string, today: string): string[] {
  return [...new Set([...(closedDates ?? []).filter((d) => d >= today), date])].sort();
}

export function withoutClosedDate(closedDates: readonly string[] | undefined, date: string): string[] {
  return (closedDates ?? []).filter((d) => d !== date);
}
