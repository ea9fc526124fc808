import { placementRow } from '../calendar-placement/placement';
import { addDays, dayOfWeek } from '../time/zone';

interface GridAppointment {
  barberId: string;
  time: string;
  status: string;
  pricePence: number;
}

const visible = <T extends { status: string }>(list: readonly T[]) => list.filter((a) => a.status !== 'cancelled');

/** Total Appointments and Today's Est Revenue for a day: cancelled ones do not count. */
export function dayStats(appointments: readonly GridAppointment[]): { count: number; revenuePence: number } {
  const live = visible(appointments);
  return { count: live.length, revenuePence: live.reduce((sum, a) => sum + a.pricePence, 0) };
}

/**
 * The grid's cells: for each barber and row ('HH:mm'), the appointments placed there by the
 * section-9 rule, stacked in start order. Cancelled appointments are hidden.
 */
export function placeAppointments<T extends GridAppointment>(appointments: readonly T[]): Map<string, T[]> {
  const cells = new Map<string, T[]>();
  for (const a of [...visible(appointments)].sort((x, y) => x.time.localeCompare(y.time))) {
    const key = `${a.barberId}|${placementRow(a.time)}`;
    cells.set(key, [...(cells.get(key) ?? []), a]);
  }
  return cells;
}

export const cellKey = (barberId: string, row: string) => `${barberId}|${row}`;

/** The seven dates of the week (Sunday first) that holds `date`. */
export function weekOf(date: string): string[] {
  const sunday = addDays(date, -dayOfWeek(date));
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** The first day of the previous month to the last day of the month after next (spec section 7). */
export function appointmentFetchRange(date: string): { startDate: string; endDate: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m + 2, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}
