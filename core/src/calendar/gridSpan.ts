import { GRID_STEP_MIN } from './placement';
import { minutesOf } from '../time/zone';
import { DEFAULT_GRID_RANGE, type GridRange } from './gridRange';

/** Where something is drawn on a time grid: rows from the grid's top, fractions of a row allowed. */
export interface GridSpan {
  /** grid steps from the top of the first row (0.5 = a quarter past the first hour) */
  start: number;
  /** length in grid steps (a 75-minute visit on a 30-minute grid: 2.5) */
  span: number;
}

/** The grid's first minute and its last (the end of the last row; 19:30 for the default rows). */
export const gridFirstMinute = (range: GridRange = DEFAULT_GRID_RANGE) => range.from;
export const gridLastMinute = (range: GridRange = DEFAULT_GRID_RANGE) => range.to;

/**
 * The stretch `from`-`to` (minutes of the day) on the grid, in grid steps and clipped to it, so
 * a visit starting before the first row begins at the top and one running past the last row stops
 * there. Null when nothing of it is on the grid.
 */
export function gridSpanOf(from: number, to: number, range: GridRange = DEFAULT_GRID_RANGE): GridSpan | null {
  const top = Math.max(from, range.from);
  const bottom = Math.min(to, range.to);
  if (bottom <= top) return null;
  return { start: (top - range.from) / GRID_STEP_MIN, span: (bottom - top) / GRID_STEP_MIN };
}

/**
 * An appointment's place: its true length from its start. One wholly outside the grid (a walk-in
 * at 20:10 on the default rows) still shows, a row long at the grid's edge, as the section-9 rule keeps it in the
 * first or last row.
 */
export function appointmentSpan(time: string, durationMin: number, range: GridRange = DEFAULT_GRID_RANGE): GridSpan {
  const from = minutesOf(time);
  const drawn = gridSpanOf(from, from + durationMin, range);
  if (drawn) return drawn;
  const rows = (range.to - range.from) / GRID_STEP_MIN;
  return from >= range.to ? { start: rows - 1, span: 1 } : { start: 0, span: 1 };
}

/** A span of 'HH:mm' times on the grid (a time block, a break, a buffer); null when off the grid. */
export const timeSpan = (start: string, end: string, range: GridRange = DEFAULT_GRID_RANGE): GridSpan | null =>
  gridSpanOf(minutesOf(start), minutesOf(end), range);

/** The index of a grid row ('HH:mm') from the top. */
export const rowIndexOf = (row: string, range: GridRange = DEFAULT_GRID_RANGE) => (minutesOf(row) - range.from) / GRID_STEP_MIN;

/**
 * Side-by-side lanes for stretches that overlap in one column (rare: the API refuses a clash,
 * but a barber's old bookings may overlap): each item's lane and how many lanes its group of
 * overlapping items shares, so none is drawn over another. Items come back in start order.
 */
export function lanesOf<T extends GridSpan>(items: readonly T[]): (T & { lane: number; lanes: number })[] {
  const sorted = [...items].sort((a, b) => a.start - b.start);
  const placed: (T & { lane: number; lanes: number })[] = [];
  let group: (T & { lane: number; lanes: number })[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((g) => g.lane + 1));
    for (const g of group) g.lanes = lanes;
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) {
      closeGroup();
      group = [];
    }
    const busy = new Set(group.filter((g) => g.start + g.span > item.start).map((g) => g.lane));
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    const entry = { ...item, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, item.start + item.span);
  }
  closeGroup();
  return placed;
}
