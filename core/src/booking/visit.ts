import type { Appointment, AppointmentService, Service } from '../model/types';

// A visit is one appointment of one or more services, done back to back by one barber. Its
// time, price and cleanup buffer always come from the services (never from the client).
// Plain functions only: the public booking page loads this module, so the request fields
// (yup) live in ./visitFields, with the lazy forms that use them.

/** At most this many services in one booking (every service of a shop's menu, within reason). */
export const MAX_SERVICES_PER_BOOKING = 5;
export const BUFFER_MIN_MAX = 60;
export const SERVICE_NAME_SEPARATOR = ' + ';

export type VisitService = Pick<Service, 'id' | 'name' | 'durationMin' | 'pricePence' | 'bufferMin'>;

export interface Visit {
  /** the chosen services in the order chosen */
  services: AppointmentService[];
  /** what the customer is told: the services' time together */
  durationMin: number;
  pricePence: number;
  /** cleanup after the visit: the buffers together */
  bufferMin: number;
  /** every service's name, joined: 'Haircut + Beard Trim' */
  serviceName: string;
}

export function bufferMinOf(service: Pick<Service, 'bufferMin'>): number {
  return service.bufferMin ?? 0;
}

/** One visit of `services` in order. */
export function visitOf(services: readonly VisitService[]): Visit {
  const lines: AppointmentService[] = services.map((s) => ({
    serviceId: s.id,
    name: s.name,
    durationMin: s.durationMin,
    pricePence: s.pricePence,
    bufferMin: bufferMinOf(s),
  }));
  return {
    services: lines,
    durationMin: lines.reduce((sum, s) => sum + s.durationMin, 0),
    pricePence: lines.reduce((sum, s) => sum + s.pricePence, 0),
    bufferMin: lines.reduce((sum, s) => sum + s.bufferMin, 0),
    serviceName: lines.map((s) => s.name).join(SERVICE_NAME_SEPARATOR),
  };
}

/** Whether a barber performs a service (a service with no list is done by every barber). */
export function performs(barberId: string, service: Pick<Service, 'barberIds'>): boolean {
  return !service.barberIds || service.barberIds.includes(barberId);
}

/** The barbers who perform every one of `services`, in their given order. */
export function barbersForServices<B extends { id: string }>(
  barbers: readonly B[],
  services: readonly Pick<Service, 'barberIds'>[],
): B[] {
  return barbers.filter((b) => services.every((s) => performs(b.id, s)));
}

/**
 * The service ids a request names, in order, without repeats: `serviceIds` when given (its
 * first is the visit's `serviceId`), else `serviceId` alone.
 */
export function requestedServiceIds(serviceId: string | null | undefined, serviceIds?: readonly string[] | null): string[] {
  const ids = serviceIds && serviceIds.length > 0 ? serviceIds : serviceId ? [serviceId] : [];
  return [...new Set(ids)];
}

/** The services of a booked visit; a booking from before visits had several shows its one service. */
export function appointmentServicesOf(
  a: Pick<Appointment, 'services' | 'serviceId' | 'serviceName' | 'durationMin' | 'pricePence' | 'bufferMin'>,
): AppointmentService[] {
  if (a.services && a.services.length > 0) return a.services;
  return [
    {
      serviceId: a.serviceId,
      name: a.serviceName,
      durationMin: a.durationMin,
      pricePence: a.pricePence,
      bufferMin: a.bufferMin ?? 0,
    },
  ];
}

/** When the barber is free again: the end of the visit plus its cleanup buffer (epoch ms). */
export function busyEndOf(a: { end: Date; bufferMin?: number }): number {
  return a.end.getTime() + (a.bufferMin ?? 0) * 60_000;
}
