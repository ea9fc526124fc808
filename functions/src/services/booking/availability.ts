import {
  bookableDaysOf,
  horizonDaysOf,
  lastBookableDate,
  monthAvailableDates,
  monthDays,
  monthRefusal,
  ONLINE_LEAD_TIME_MIN,
  todayIn,
  type Barber,
  type Barbershop,
  type BlockLike,
  type BusyInterval,
  type MonthAvailabilityDto,
  barbersForServices,
  requestedServiceIds,
  visitOf,
} from '@barbershop/core';
import { barberDays, timeBlocks } from '../../data/collections';
import { notFound, unprocessable } from '../../http/errors';
import { loadActiveBarbers, loadActiveServices } from './shopData';

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
  const [services, active, daySnap, blockSnap] = await Promise.all([
    loadActiveServices(shop.id, requestedServiceIds(serviceId, serviceIds)),
    loadActiveBarbers(shop.id),
    barberDays(shop.id).where('date', '>=', first).where('date', '<=', last).get(),
    timeBlocks(shop.id).where('endDate', '>=', first).get(),
  ]);
  const visit = visitOf(services);
  // the barbers who may be booked for every chosen service (none: no day is available)
  let candidates: Barber[] = barbersForServices(active, services);
  if (barberId !== null) {
    const chosen = active.find((b) => b.id === barberId);
    if (!chosen) throw notFound('Barber not found or not taking bookings');
    candidates = candidates.filter((b) => b.id === chosen.id);
  }
  const busy = new Map<string, BusyInterval[]>();
  for (const doc of daySnap.docs)
    busy.set(`${doc.get('barberId') as string}_${doc.get('date') as string}`, doc.data().intervals ?? []);
  const blocks = new Map<string, BlockLike[]>();
  for (const block of blockSnap.docs.map((d) => d.data())) {
    if (block.startDate > last) continue;
    blocks.set(block.barberId, [...(blocks.get(block.barberId) ?? []), block]);
  }
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
