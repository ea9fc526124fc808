import { GRID_STEP_MIN, gridRows, placementRow } from './placement';
import type { TimeBlock, TimeBlockSpan } from '../model/types';
import { addDays, dayjs, dayOfWeek, minutesOf, timeOf } from '../time/zone';
import { DEFAULT_GRID_RANGE, type GridRange } from './gridRange';

interface GridAppointment {
  barberId: string;
  time: string;
  status: string;
  pricePence: number;
}

type GridBlock = TimeBlockSpan & Pick<TimeBlock, 'barberId'>;

const visible = <T extends { status: string }>(list: readonly T[]) => list.filter((a) => a.status !== 'cancelled');

/** The revenue rule: a visit earns its price unless it was cancelled or the customer did not come. */
export const earnsRevenue = (status: string) => status !== 'cancelled' && status !== 'no_show';

/** Total Appointments and Today's Est Revenue for a day: cancelled ones do not count, no-shows earn nothing. */
export function dayStats(appointments: readonly GridAppointment[]): { count: number; revenuePence: number } {
  const live = visible(appointments);
  const earning = live.filter((a) => earnsRevenue(a.status));
  return { count: live.length, revenuePence: earning.reduce((sum, a) => sum + a.pricePence, 0) };
}

/** The grid row an appointment shows in: the section-9 rule, kept inside the grid's rows. */
export function gridRowOf(time: string, range: GridRange = DEFAULT_GRID_RANGE): string {
  const row = minutesOf(placementRow(time));
  const last = range.to - GRID_STEP_MIN;
  return timeOf(Math.min(Math.max(row, range.from), last));
}

/**
 * The grid's cells: for each barber and row ('HH:mm'), the appointments placed there by the
 * section-9 rule, stacked in start order. Cancelled appointments are hidden.
 */
export function placeAppointments<T extends GridAppointment>(appointments: readonly T[]): Map<string, T[]> {
  const cells = new Map<string, T[]>();
  for (const a of [...visible(appointments)].sort((x, y) => x.time.localeCompare(y.time))) {
    const key = cellKey(a.barberId, gridRowOf(a.time));
    cells.set(key, [...(cells.get(key) ?? []), a]);
  }
  return cells;
}

export const cellKey = (barberId: string, row: string) => `${barberId}|${row}`;

/** Whether a block applies on a date (blocks may span several days). */
export const blockOnDate = (block: Pick<GridBlock, 'startDate' | 'endDate'>, date: string) =>
  block.startDate <= date && date <= block.endDate;

/** Whether the span 'HH:mm' to 'HH:mm' covers any part of the grid row starting at `row`. */
function spanCoversRow(start: string, end: string, row: string): boolean {
  const from = minutesOf(row);
  return minutesOf(start) < from + GRID_STEP_MIN && from < minutesOf(end);
}

/** Whether a block covers any part of the grid row starting at `row` on `date`. */
export function blockCoversRow(block: GridBlock, date: string, row: string): boolean {
  if (!blockOnDate(block, date)) return false;
  if (block.isAllDay) return true;
  if (!block.startTime || !block.endTime) return false;
  return spanCoversRow(block.startTime, block.endTime, row);
}

interface BufferedAppointment extends Pick<GridAppointment, 'barberId' | 'time' | 'status'> {
  durationMin: number;
  bufferMin?: number;
}

/**
 * An appointment's cleanup buffer, 'HH:mm' to 'HH:mm' on its day: the barber is busy after the
 * customer has gone. Null when it has none or is cancelled (its time is free again).
 */
export function bufferSpan(a: Omit<BufferedAppointment, 'barberId'>): { start: string; end: string } | null {
  if (!a.bufferMin || a.status === 'cancelled') return null;
  const start = minutesOf(a.time) + a.durationMin;
  return { start: timeOf(start), end: timeOf(start + a.bufferMin) };
}

/** The grid's cells that appointments' buffers cover, shaded as busy: the appointments by cell. */
export function placeBuffers<T extends BufferedAppointment>(appointments: readonly T[]): Map<string, T[]> {
  const cells = new Map<string, T[]>();
  for (const a of appointments) {
    const span = bufferSpan(a);
    if (!span) continue;
    for (const row of gridRows().filter((r) => spanCoversRow(span.start, span.end, r))) {
      const key = cellKey(a.barberId, row);
      cells.set(key, [...(cells.get(key) ?? []), a]);
    }
  }
  return cells;
}

/** The seven dates of the week (Sunday first) that holds `date`. */
export function weekOf(date: string): string[] {
  const sunday = addDays(date, -dayOfWeek(date));
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** 'HH:mm' of an instant in a zone: calendars show times in the shop's zone, not the viewer's. */
export const clockTime = (instant: Date | number, timeZone: string) => dayjs(instant).tz(timeZone).format('HH:mm');

/** The first day of the previous month to the last day of the month after next. */
export function appointmentFetchRange(date: string): { startDate: string; endDate: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m + 2, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}
