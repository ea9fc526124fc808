import type { BusyInterval } from '../model/types';

// The barber-day busy projection (`barberDays/{barberId_date}.intervals`): what booking
// transactions lock on and the slot engine reads. Every write of it goes through these three
// functions, so a booking, a move, a cancel and a staff change keep one list the same way:
// one interval per appointment, sorted by start.

/**
 * Whether an interval counts as busy at `now`: a booking always, a hold (issue 34: the time kept
 * while the customer pays) only until `heldUntil`. An expired hold is free time: the slot engine
 * skips it and the next booking of the day drops it (`liveIntervals`).
 */
const isBusyAt = (interval: { heldUntil?: number | null }, now: number): boolean =>
  interval.heldUntil == null || interval.heldUntil > now;

/** The intervals that count as busy at `now` (expired holds left out), in their order. */
export function liveIntervals<T extends { start: number; end: number; heldUntil?: number | null }>(
  intervals: readonly T[],
  now: number,
): T[] {
  return intervals.filter((i) => isBusyAt(i, now));
}

/** The id of a barber's day document: one per barber and shop-zone date. */
export const barberDayId = (barberId: string, date: string): string => `${barberId}_${date}`;

/** The day's list without the appointment's interval (unchanged when it has none). */
export function removeInterval(intervals: readonly BusyInterval[], appointmentId: string): BusyInterval[] {
  return intervals.filter((i) => i.appointmentId !== appointmentId);
}

/**
 * The day's list with the appointment's interval, sorted by start. Adding it again replaces the
 * one it had, so a retried write never counts a booking twice.
 */
export function addInterval(intervals: readonly BusyInterval[], interval: BusyInterval): BusyInterval[] {
  return [...removeInterval(intervals, interval.appointmentId), interval].sort((a, b) => a.start - b.start);
}

/** Whether the day's list holds the appointment's interval. */
export const holdsInterval = (intervals: readonly BusyInterval[], appointmentId: string): boolean =>
  intervals.some((i) => i.appointmentId === appointmentId);

/**
 * A booking moved from one barber-day to another (or within one): the lists both days get. On
 * the same day `from` is null and `to` has the interval in its new place; else `from` loses it
 * (null when it did not hold it: nothing to write there).
 */
export function moveInterval(
  from: { id: string; intervals: readonly BusyInterval[] },
  to: { id: string; intervals: readonly BusyInterval[] },
  interval: BusyInterval,
): { from: BusyInterval[] | null; to: BusyInterval[] } {
  if (from.id === to.id) return { from: null, to: addInterval(to.intervals, interval) };
  return {
    from: holdsInterval(from.intervals, interval.appointmentId) ? removeInterval(from.intervals, interval.appointmentId) : null,
    to: addInterval(to.intervals, interval),
  };
}
