import type { MonthAvailabilityDto } from '@barbershop/core/api';
import {
  bookableDaysOf,
  horizonDaysOf,
  lastBookableDate,
  monthAvailableDates,
  monthDays,
  monthRefusal,
  barbersForServices,
  requestedServiceIds,
  visitOf,
} from '@barbershop/core/booking';
import type { Barber, Barbershop, BusyInterval, Service } from '@barbershop/core/model';
import { barberDayId, ONLINE_LEAD_TIME_MIN, type BlockLike } from '@barbershop/core/slots';
import { todayIn } from '@barbershop/core/time';
import { barberDays, timeBlocks } from '../../data/collections';
import { notFound, unprocessable } from '../../errors';
import { loadActiveBarbers, loadActiveServices } from '../reads/shopData';

/**
 * GET /api/barbershops/{id}/availability: the days of `month` with a free time for the service,
 * with `barberId` or any active barber. Four reads whatever the month: the service, the shop's
 * barbers, the barber-day busy projections dated in the month (one range query) and the time
 * blocks still running at the month's start (one query); then core's slot rules per day.
 */
export async function getMonthAvailability(
  shop: Barbershop,
  month: string,
  serviceId: string,
  barberId: string | null,
  now = Date.now(),
  serviceIds?: string[],
): Promise<MonthAvailabilityDto> {
  const horizonDays = horizonDaysOf(shop);
  const today = todayIn(shop.timezone, now);
  const lastDate = lastBookableDate(shop.timezone, horizonDays, now);
  const refusal = monthRefusal(month, today, lastDate, horizonDays);
  if (refusal) throw unprocessable(refusal, { month: refusal });
  const days = monthDays(month);
  const first = days[0]!;
  const last = days.at(-1)!;
  const [services, active, busy, blocks] = await Promise.all([
    loadActiveServices(shop.id, requestedServiceIds(serviceId, serviceIds)),
    loadActiveBarbers(shop.id),
    loadBusy(shop.id, first, last),
    loadBlocks(shop.id, first, last),
  ]);
  const visit = visitOf(services);
  const candidates = candidatesFor(active, services, barberId);
  return {
    month,
    serviceId,
    barberId,
    availableDates: monthAvailableDates({
      days: bookableDaysOf(month, today, lastDate),
      timeZone: shop.timezone,
      shopHours: shop.businessHours,
      closedDates: shop.closedDates,
      barbers: candidates,
      durationMin: visit.durationMin,
      bufferMin: visit.bufferMin,
      busy,
      blocks,
      now,
      leadTimeMin: ONLINE_LEAD_TIME_MIN,
      lastBookableDate: lastDate,
    }),
  };
}

/**
 * The barbers who may be booked for every chosen service (none: nothing is available), narrowed
 * to the chosen one; a chosen barber who is not active here is a 404.
 */
export function candidatesFor(active: Barber[], services: Service[], barberId: string | null): Barber[] {
  const candidates = barbersForServices(active, services);
  if (barberId === null) return candidates;
  const chosen = active.find((b) => b.id === barberId);
  if (!chosen) throw notFound('Barber not found or not taking bookings');
  return candidates.filter((b) => b.id === chosen.id);
}

/** Every barber's booked intervals dated `first` to `last`, by barber-day id (one range query). */
export async function loadBusy(shopId: string, first: string, last: string): Promise<Map<string, BusyInterval[]>> {
  const snap = await barberDays(shopId).where('date', '>=', first).where('date', '<=', last).get();
  const busy = new Map<string, BusyInterval[]>();
  for (const doc of snap.docs)
    busy.set(barberDayId(doc.get('barberId') as string, doc.get('date') as string), doc.data().intervals ?? []);
  return busy;
}

/** The time blocks covering some day from `first` to `last` (last absent: any later day), by barber id. */
export async function loadBlocks(shopId: string, first: string, last?: string): Promise<Map<string, BlockLike[]>> {
  const snap = await timeBlocks(shopId).where('endDate', '>=', first).get();
  const blocks = new Map<string, BlockLike[]>();
  for (const block of snap.docs.map((d) => d.data())) {
    if (last !== undefined && block.startDate > last) continue;
    blocks.set(block.barberId, [...(blocks.get(block.barberId) ?? []), block]);
  }
  return blocks;
}
