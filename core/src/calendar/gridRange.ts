import { GRID_END, GRID_START, GRID_STEP_MIN, placementRow } from './placement';
import type { BusinessHoursEntry } from '../model/types';
import { barberDayHours } from '../slots/hours';
import { dayOfWeek, minutesOf, timeOf } from '../time/zone';

/** The hours a time grid shows, in minutes of the day: from the first row's start to the last row's end. */
export interface GridRange {
  from: number;
  to: number;
}

/** A stretch of a day in minutes (opening hours, a visit with its buffer, a block). */
export interface DayStretch {
  from: number;
  to: number;
}

/** The spec's fixed rows, 09:00 to 19:00 (the last ends at 19:30): a day with nothing to show. */
export const DEFAULT_GRID_RANGE: GridRange = { from: minutesOf(GRID_START), to: minutesOf(GRID_END) + GRID_STEP_MIN };

const DAY_END = 24 * 60;

/** The rows of a range, 'HH:mm', one every 30 minutes. */
export function rowsOf(range: GridRange = DEFAULT_GRID_RANGE): string[] {
  const rows: string[] = [];
  for (let m = range.from; m < range.to; m += GRID_STEP_MIN) rows.push(timeOf(m));
  return rows;
}

/**
 * The rows that cover every stretch, rounded out to whole rows and kept inside the day (a visit
 * running past midnight stops at 24:00). No stretches, or none with any length: the default rows.
 */
export function gridRangeCovering(stretches: readonly DayStretch[]): GridRange {
  const real = stretches.filter((s) => s.to > s.from && s.to > 0 && s.from < DAY_END);
  if (real.length === 0) return DEFAULT_GRID_RANGE;
  const from = Math.max(0, Math.min(...real.map((s) => s.from)));
  const to = Math.min(DAY_END, Math.max(...real.map((s) => s.to)));
  return {
    from: Math.floor(from / GRID_STEP_MIN) * GRID_STEP_MIN,
    to: Math.ceil(to / GRID_STEP_MIN) * GRID_STEP_MIN,
  };
}

/** What the day's grid is sized to: the barbers' hours, and everything drawn on it. */
export interface DayGridInput {
  shopHours: readonly BusinessHoursEntry[] | null | undefined;
  /** the barbers whose hours count (the active ones): each works the shop's hours, or fewer */
  barbers: readonly { weeklyHours?: readonly BusinessHoursEntry[] | null }[];
  /** the shown visits ('HH:mm' start, minutes long, buffer after); cancelled ones are left out */
  appointments: readonly { time: string; durationMin: number; bufferMin?: number; status: string }[];
  /** the day's timed blocks and weekly breaks (an all-day block covers whatever the grid shows) */
  blocks: readonly { startTime: string | null; endTime: string | null; isAllDay: boolean }[];
}

/**
 * The rows of a day's grid (or of several days, as a week's columns share their rows): from the
 * earliest opening to the latest closing of the barbers working, widened to any visit, buffer or
 * block outside those hours so nothing is drawn in a row it does not belong to. A day when nobody
 * works and nothing is booked shows the spec's 09:00-19:00.
 */
export function dayGridRange(dates: string | readonly string[], input: DayGridInput): GridRange {
  const days = typeof dates === 'string' ? [dates] : dates;
  const hours = days.flatMap((date) =>
    input.barbers.flatMap((b) => {
      const h = barberDayHours(input.shopHours ?? [], b.weeklyHours, dayOfWeek(date));
      return h ? [{ from: h.open, to: h.close }] : [];
    }),
  );
  const visits = input.appointments
    .filter((a) => a.status !== 'cancelled')
    .map((a) => {
      const start = minutesOf(a.time);
      // the row it is listed in (21:50 is in the 22:00 row) is on the grid too
      const row = minutesOf(placementRow(a.time));
      return { from: Math.min(start, row), to: Math.max(start + a.durationMin + (a.bufferMin ?? 0), row + GRID_STEP_MIN) };
    });
  const blocks = input.blocks.flatMap((b) =>
    !b.isAllDay && b.startTime && b.endTime ? [{ from: minutesOf(b.startTime), to: minutesOf(b.endTime) }] : [],
  );
  return gridRangeCovering([...hours, ...visits, ...blocks]);
}

/** The grid row (an index from the top) that holds the minute `minute` of the day; null off the grid. */
export function rowAtMinute(minute: number, range: GridRange = DEFAULT_GRID_RANGE): number | null {
  if (minute < range.from || minute >= range.to) return null;
  return Math.floor((minute - range.from) / GRID_STEP_MIN);
}
