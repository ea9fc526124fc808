import type { Service } from '../model/types';

/** The largest `sortOrder` the rules take (the dashboard numbers services 0..n-1). */
export const MAX_SERVICE_SORT_ORDER = 1000;

type Ordered = Pick<Service, 'name'> & { sortOrder?: number | null };

/**
 * The owner's order of services, on the shop page and in the dashboard: by `sortOrder`, services
 * never placed (no `sortOrder`: before reordering existed) after the placed ones, by name.
 */
export function byServiceOrder(a: Ordered, b: Ordered): number {
  const ao = a.sortOrder ?? Number.POSITIVE_INFINITY;
  const bo = b.sortOrder ?? Number.POSITIVE_INFINITY;
  if (ao !== bo) return ao < bo ? -1 : 1;
  return a.name.localeCompare(b.name, 'en-GB');
}

/**
 * Moves one service a place up (-1) or down (+1) in `ordered` (already in the owner's order) and
 * answers every service's new `sortOrder` that changed (all numbered 0..n-1 from then on).
 * Nothing moves past either end.
 */
export function movedServiceOrder(
  ordered: readonly (Pick<Service, 'id'> & { sortOrder?: number | null })[],
  serviceId: string,
  step: -1 | 1,
): { id: string; sortOrder: number }[] {
  const from = ordered.findIndex((s) => s.id === serviceId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const ids = ordered.map((s) => s.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids.flatMap((id, sortOrder) => (ordered.find((s) => s.id === id)!.sortOrder === sortOrder ? [] : [{ id, sortOrder }]));
}
