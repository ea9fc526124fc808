import { breakBlocksOn } from '../slots/breaks';
import { barberDayHours } from '../slots/hours';
import { normalizeIntervals, type Interval } from '../slots/intervals';
import type { DaySchedule } from '../slots/dayInput';
import { blockIntervalOn, type BlockLike } from '../slots/slots';
import { dayClock, instantAt } from '../time/dayClock';

// A barber's working time is decided as the slot engine decides what can be booked: the shop's
// hours narrowed by the barber's weekly hours, nothing on a closed date or a day the shop is
// shut, and weekly breaks and time blocks taken out. Everything is in instants, so a day the
// clocks change on has its true length.

const MINUTE_MS = 60_000;

/** What decides one barber's working time: the slot engine's day input without the visit (daySchedule). */
export type WorkSchedule = DaySchedule;

/** [base) minus every interval of `cuts` (sorted and disjoint). */
export function withoutIntervals(base: Interval, cuts: readonly Interval[]): Interval[] {
  const parts: Interval[] = [];
  let from = base.start;
  for (const cut of cuts) {
    const end = Math.min(cut.start, base.end);
    if (end > from) parts.push({ start: from, end });
    from = Math.max(from, cut.end);
  }
  if (from < base.end) parts.push({ start: from, end: base.end });
  return parts;
}

/** The instants a barber works on `date`: their hours minus breaks and blocks (none when closed). */
export function workingIntervals(schedule: WorkSchedule, blocks: readonly BlockLike[], date: string): Interval[] {
  if (schedule.closedDates?.includes(date)) return [];
  const clock = dayClock(date, schedule.timeZone);
  // null on a day the shop is shut, whatever the barber's own hours say
  const hours = barberDayHours(schedule.shopHours, schedule.barberHours, clock.dayOfWeek);
  if (!hours) return [];
  const away = [...blocks, ...breakBlocksOn(schedule, date, clock.dayOfWeek)]
    .map((b) => blockIntervalOn(b, date, schedule.timeZone))
    .filter((i): i is Interval => i !== null);
  return withoutIntervals({ start: instantAt(clock, hours.open), end: instantAt(clock, hours.close) }, normalizeIntervals(away));
}

/** Whole minutes of a list of intervals. */
export const minutesIn = (intervals: readonly Interval[]) =>
  Math.round(intervals.reduce((sum, i) => sum + (i.end - i.start), 0) / MINUTE_MS);

/** The minutes of `work` (sorted, disjoint) that `busy` covers; overlapping bookings count once. */
export function coveredMinutes(work: readonly Interval[], busy: readonly Interval[]): number {
  const taken = normalizeIntervals(busy);
  let ms = 0;
  for (const w of work) {
    for (const b of taken) ms += Math.max(0, Math.min(w.end, b.end) - Math.max(w.start, b.start));
  }
  return Math.round(ms / MINUTE_MS);
}
