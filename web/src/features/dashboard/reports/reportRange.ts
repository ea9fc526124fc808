import { daysSpanned, MAX_REPORT_DAYS, periodEndOf, periodStartOf, type ReportGranularity } from '@barbershop/core/reports';
import { addDays, dayjs } from '@barbershop/core/time';

export interface ReportRange {
  from: string;
  to: string;
  by: ReportGranularity;
}

const monday = (today: string) => periodStartOf(today, 'week');

/** The quick ranges, each with the grouping that reads best for it; weeks start on Monday. */
export const PRESETS: { label: string; range: (today: string) => ReportRange }[] = [
  { label: 'This week', range: (today) => ({ from: monday(today), to: addDays(monday(today), 6), by: 'day' }) },
  { label: 'Last 4 weeks', range: (today) => ({ from: addDays(monday(today), -21), to: addDays(monday(today), 6), by: 'week' }) },
  {
    label: 'Last 12 months',
    range: (today) => ({
      from: dayjs.utc(periodStartOf(today, 'month')).subtract(11, 'month').format('YYYY-MM-DD'),
      to: periodEndOf(today, 'month'),
      by: 'month',
    }),
  },
];

/** What is wrong with a range the owner typed, or null (the API refuses the same). */
export function rangeProblem(range: Pick<ReportRange, 'from' | 'to'>): string | null {
  if (!range.from || !range.to) return 'Choose both dates';
  if (range.to < range.from) return 'The end date cannot be before the start date';
  if (daysSpanned(range.from, range.to) > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days`;
  return null;
}
