import { performs } from '../booking/visit';
import type { Service } from '../model/types';

// Who performs which service, as the owner edits it: from a service (its "Performed by") or from
// a barber (the services they perform). Both store a service's `barberIds`, null for every barber.

type Performed = Pick<Service, 'barberIds'>;

/**
 * A service's `barberIds` for the barbers chosen: null when they are every one of the shop's
 * barbers, else the chosen ones in the shop's order (ids of barbers no longer there drop out).
 */
export function storedBarberIds(chosen: readonly string[], everyBarberId: readonly string[]): string[] | null {
  const ids = everyBarberId.filter((id) => chosen.includes(id));
  return ids.length === everyBarberId.length ? null : ids;
}

/**
 * A service's `barberIds` once `barberId` performs it (`perform`) or no longer does; every other
 * barber keeps what they had. Null when every one of the shop's barbers then performs it.
 */
export function barberIdsWith(
  service: Performed,
  barberId: string,
  perform: boolean,
  everyBarberId: readonly string[],
): string[] | null {
  const chosen = everyBarberId.filter((id) => (id === barberId ? perform : performs(id, service)));
  return storedBarberIds(chosen, everyBarberId);
}

/**
 * The services whose `barberIds` change when `barberId` performs exactly `performed` (ids), with
 * their new lists; a service the barber's choice leaves alone is not listed.
 */
export function performerChanges<S extends Performed & { id: string }>(
  services: readonly S[],
  barberId: string,
  performed: readonly string[],
  everyBarberId: readonly string[],
): { service: S; barberIds: string[] | null }[] {
  return services
    .filter((s) => performed.includes(s.id) !== performs(barberId, s))
    .map((s) => ({ service: s, barberIds: barberIdsWith(s, barberId, performed.includes(s.id), everyBarberId) }));
}

/** The services of `services` that `barberId` does not perform, in their order. */
export function servicesNotPerformed<S extends Performed>(barberId: string, services: readonly S[]): S[] {
  return services.filter((s) => !performs(barberId, s));
}

/** Whether the service's list names none of the shop's barbers (null, every barber, never does). */
export function performedByNobody(service: Performed, everyBarberId: readonly string[]): boolean {
  return Boolean(service.barberIds) && !everyBarberId.some((id) => performs(id, service));
}
