import type { NextAvailableDto } from '@barbershop/core/api';
import {
  horizonDaysOf,
  lastBookableDate,
  requestedServiceIds,
  searchWindows,
  soonestFreeTime,
  visitOf,
} from '@barbershop/core/booking';
import type { Barbershop } from '@barbershop/core/model';
import { ONLINE_LEAD_TIME_MIN } from '@barbershop/core/slots';
import { todayIn } from '@barbershop/core/time';
import { candidatesFor, loadBlocks, loadBusy } from './availability';
import { loadActiveBarbers, loadActiveServices } from '../reads/shopData';

/**
 * GET /api/barbershops/{id}/next-available: the soonest free start time from today to the
 * horizon's last date, by the slot listing's rules. The services, barbers and blocks are read
 * once; the bookings one window of days at a time (one range query each), stopping at the first
 * window with a free time, so a shop with room this fortnight costs four reads.
 */
export async function getNextAvailable(
  shop: Barbershop,
  serviceId: string,
  barberId: string | null,
  now = Date.now(),
  serviceIds?: string[],
): Promise<NextAvailableDto> {
  const today = todayIn(shop.timezone, now);
  const lastDate = lastBookableDate(shop.timezone, horizonDaysOf(shop), now);
  const [services, active, blocks] = await Promise.all([
    loadActiveServices(shop.id, requestedServiceIds(serviceId, serviceIds)),
    loadActiveBarbers(shop.id),
    loadBlocks(shop.id, today),
  ]);
  const visit = visitOf(services);
  const barbers = candidatesFor(active, services, barberId);
  const answer = { serviceId, barberId, lastDate };
  if (barbers.length === 0) return { ...answer, date: null, time: null };
  for (const days of searchWindows(today, lastDate)) {
    const found = soonestFreeTime({
      days,
      timeZone: shop.timezone,
      shopHours: shop.businessHours,
      closedDates: shop.closedDates,
      barbers,
      durationMin: visit.durationMin,
      bufferMin: visit.bufferMin,
      busy: await loadBusy(shop.id, days[0]!, days.at(-1)!),
      blocks,
      now,
      leadTimeMin: ONLINE_LEAD_TIME_MIN,
      lastBookableDate: lastDate,
    });
    if (found) return { ...answer, ...found };
  }
  return { ...answer, date: null, time: null };
}
