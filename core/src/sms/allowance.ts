import { dayjs } from '../time/zone';

/** The usage document's month ('YYYY-MM') for a text sent at `instant`, in the shop's zone. */
export function usageMonth(instant: Date | number, timezone: string): string {
  return dayjs(instant).tz(timezone).format('YYYY-MM');
}

/** Segments the shop may still send this month (never below 0). */
export const allowanceLeft = (used: number, allowance: number): number => Math.max(0, allowance - used);

/** Whether sending `segments` more would take the month past the allowance (reaching it exactly is allowed). */
export const wouldExceed = (used: number, segments: number, allowance: number): boolean => used + segments > allowance;
