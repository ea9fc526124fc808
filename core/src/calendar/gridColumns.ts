import type { AppointmentStatus } from '../model/types';

export interface GridColumn {
  id: string;
  name: string;
  /** false for an inactive or removed barber: their column only shows their appointments */
  bookable: boolean;
}

/**
 * The day grid's columns: every active barber, then any inactive or removed barber who still
 * has an appointment shown that day, so no scheduled appointment disappears from the grid.
 */
export function gridColumns(
  barbers: readonly { id: string; name: string; isActive?: boolean }[],
  dayAppointments: readonly { barberId: string; barberName: string; status: AppointmentStatus }[],
): GridColumn[] {
  const active = barbers.filter((b) => b.isActive !== false).map((b) => ({ id: b.id, name: b.name, bookable: true }));
  const shown = new Set(active.map((c) => c.id));
  const extra: GridColumn[] = [];
  for (const a of dayAppointments) {
    if (a.status === 'cancelled' || shown.has(a.barberId)) continue;
    shown.add(a.barberId);
    const known = barbers.find((b) => b.id === a.barberId);
    extra.push({ id: a.barberId, name: `${known?.name ?? a.barberName} (inactive)`, bookable: false });
  }
  return [...active, ...extra.sort((x, y) => x.name.localeCompare(y.name))];
}
