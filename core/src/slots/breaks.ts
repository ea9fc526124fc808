import type { TimeBlock, TimeBlockSpan, WeeklyBreak } from '../model/types';

/** A barber's weekly breaks and the single occurrences taken out. */
export interface BreakSchedule {
  weeklyBreaks?: readonly WeeklyBreak[] | null;
  skippedBreaks?: readonly string[] | null;
}

// Weekly breaks are drawn and checked as time blocks of one day (reason 'break'), so the slot
// engine, the month availability and the calendars need nothing new to honour them.

/** The occurrence key of one weekly break on one date ('2026-12-01 13:00'). */
export function breakOccurrence(date: string, startTime: string): string {
  return `${date} ${startTime}`;
}

/** A barber's weekly breaks that fall on `date` (a weekday 0-6), minus the occurrences skipped. */
export function breaksOn(barber: BreakSchedule, date: string, dayOfWeek: number): WeeklyBreak[] {
  const skipped = new Set(barber.skippedBreaks ?? []);
  return (barber.weeklyBreaks ?? []).filter((b) => b.dayOfWeek === dayOfWeek && !skipped.has(breakOccurrence(date, b.startTime)));
}

/** The weekly breaks of `date` as one-day blocks, for the slot engine and the calendars. */
export function breakBlocksOn(
  barber: BreakSchedule,
  date: string,
  dayOfWeek: number,
): (TimeBlockSpan & Pick<TimeBlock, 'reason'>)[] {
  return breaksOn(barber, date, dayOfWeek).map((b) => ({
    startDate: date,
    endDate: date,
    startTime: b.startTime,
    endTime: b.endTime,
    isAllDay: false,
    reason: 'break',
  }));
}
