// When a time frees up (issue 36): what the waitlist's triggers look for in a written document.
import type { BusyInterval } from '../model/types';
import { liveIntervals } from '../slots/busyProjection';
import { addDays } from '../time/zone';

/**
 * Whether a barber-day write freed time: an interval busy at `now` before is gone after, or
 * moved (its start or end changed). A hold that became its booking (same times) frees nothing,
 * nor does an expired hold dropped.
 */
export function freedTime(before: readonly BusyInterval[], after: readonly BusyInterval[], now: number): boolean {
  return liveIntervals(before, now).some(
    (b) => !after.some((a) => a.appointmentId === b.appointmentId && a.start === b.start && a.end === b.end),
  );
}

/** The dates a time block covered (startDate to endDate), at most `cap` of them from its start. */
export function blockDates(block: { startDate: string; endDate: string }, cap: number): string[] {
  const dates: string[] = [];
  for (let d = block.startDate; d <= block.endDate && dates.length < cap; d = addDays(d, 1)) dates.push(d);
  return dates;
}
