import * as yup from 'yup';
import { dayjs, isValidDate } from '../time/zone';

/** The longest range one appointments export covers: a year (and a leap day). */
export const MAX_EXPORT_DAYS = 366;

/** The dashboard's appointments export: from and to, both days included, at most a year apart. */
const day = (label: string, missing: string) =>
  yup
    .string()
    .required(missing)
    .test('date', `${label} must be a real date`, (v) => v == null || isValidDate(v));

export const exportRangeSchema = yup.object({
  from: day('From', 'Choose the first day'),
  to: day('To', 'Choose the last day')
    .test('after', 'The last day cannot be before the first', function (to) {
      const { from } = this.parent as { from?: string };
      return !from || !to || to >= from;
    })
    .test('span', `Export at most ${MAX_EXPORT_DAYS} days at a time`, function (to) {
      const { from } = this.parent as { from?: string };
      return !from || !to || dayjs(to).diff(dayjs(from), 'day') < MAX_EXPORT_DAYS;
    }),
});
export type ExportRange = yup.InferType<typeof exportRangeSchema>;

/** The month that holds `date`, first to last day: what the export offers first. */
export function monthOf(date: string): ExportRange {
  const first = `${date.slice(0, 7)}-01`;
  return { from: first, to: dayjs(first).endOf('month').format('YYYY-MM-DD') };
}
