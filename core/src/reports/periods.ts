import { addDays, dayjs, dayOfWeek } from '../time/zone';

/** How a report groups its days: one row a day, a week (Monday first, as in the UK) or a month. */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));
const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const lastOfMonth = (date: string) => dayjs.utc(date).endOf('month').format('YYYY-MM-DD');

/** The first date of the day, week (its Monday) or month that holds `date`. */
export function periodStartOf(date: string, by: ReportGranularity): string {
  if (by === 'day') return date;
  return by === 'week' ? mondayOf(date) : firstOfMonth(date);
}

/** The last date of the day, week (its Sunday) or month that holds `date`. */
export function periodEndOf(date: string, by: ReportGranularity): string {
  if (by === 'day') return date;
  return by === 'week' ? addDays(mondayOf(date), 6) : lastOfMonth(date);
}

/** One row of a report: its first and last dates, cut to the report's range. */
export interface ReportPeriod {
  start: string;
  end: string;
}

/**
 * The days, weeks or months from `from` to `to` (inclusive), in order. The first and last are
 * cut to the range: a report from a Wednesday starts its first week that Wednesday.
 */
export function periodsBetween(from: string, to: string, by: ReportGranularity): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  for (let start = from; start <= to; start = addDays(periodEndOf(start, by), 1)) {
    const end = periodEndOf(start, by);
    periods.push({ start, end: end < to ? end : to });
  }
  return periods;
}

/** The dates from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const short = (date: string, format: string) => dayjs.utc(date).format(format);

/**
 * A period as people read it: 'Mon 23 Nov' (a day), '23 Nov – 29 Nov' (a week, or what of it
 * the range holds), 'Nov 2026' (a whole month) or '1 Nov – 15 Nov 2026' (part of one).
 */
export function periodLabel(period: ReportPeriod, by: ReportGranularity): string {
  if (by === 'day') return short(period.start, 'ddd D MMM');
  if (by === 'week')
    return period.start === period.end
      ? short(period.start, 'ddd D MMM')
      : `${short(period.start, 'D MMM')} – ${short(period.end, 'D MMM')}`;
  const whole = period.start === firstOfMonth(period.start) && period.end === lastOfMonth(period.start);
  return whole ? short(period.start, 'MMM YYYY') : `${short(period.start, 'D MMM')} – ${short(period.end, 'D MMM YYYY')}`;
}
