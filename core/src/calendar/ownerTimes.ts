import { GRID_STEP_MIN, gridRows } from './placement';
import type { BusinessHoursEntry } from '../model/types';
import { entryFor } from '../slots/hours';
import { zoneAbbreviation } from '../time/repeatedTime';
import { dayOfWeek, minutesOf, timeOf, wallTimeInstants } from '../time/zone';

/** A start time the owner's Book Appointment dialog offers. */
export interface OwnerTimeOption {
  /** unique among a day's options: the label */
  value: string;
  /** the shop-zone 'HH:mm' */
  time: string;
  /** what the owner reads: 'HH:mm', or '01:30 BST' / '01:30 GMT' for a time shown twice */
  label: string;
  /** the exact instant (epoch ms) of a time shown twice; null: the wall time says it all */
  start: number | null;
}

/**
 * The start times the owner may pick on `date`: the grid's rows (09:00-19:00)
 * and every half hour the shop is open that day, in order. A wall time the clocks skip is left
 * out; one shown twice (the hour repeated when they go back) is offered at each occurrence,
 * labelled with its zone and carrying its instant, so either can be booked.
 */
export function ownerTimeOptions(
  date: string,
  timeZone: string,
  shopHours: readonly BusinessHoursEntry[] | null | undefined,
): OwnerTimeOption[] {
  const minutes = new Set(gridRows().map(minutesOf));
  const entry = entryFor(shopHours, dayOfWeek(date));
  if (entry?.isActive) {
    for (let m = minutesOf(entry.startTime); m < minutesOf(entry.endTime); m += GRID_STEP_MIN) minutes.add(m);
  }
  return [...minutes]
    .sort((a, b) => a - b)
    .flatMap((m): OwnerTimeOption[] => {
      const time = timeOf(m);
      const instants = wallTimeInstants(date, time, timeZone);
      if (instants.length === 1) return [{ value: time, time, label: time, start: null }];
      return instants.map((start) => {
        const label = `${time} ${zoneAbbreviation(start, timeZone)}`;
        return { value: label, time, label, start };
      });
    });
}
