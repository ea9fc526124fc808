import { dayjs } from './zone';

/**
 * A calendar day (YYYY-MM-DD) as people read it across the app: "Wednesday 25 November 2026",
 * as the booking summary, confirmation page, manage page and emails write it.
 */
export function displayDate(date: string): string {
  return dayjs.utc(date).format('dddd D MMMM YYYY');
}

/** The same day where space is short (lists, one-line messages): "Wed 25 Nov 2026". */
export function displayDateShort(date: string): string {
  return dayjs.utc(date).format('ddd D MMM YYYY');
}
