import type { ShopSlotsDto, SlotDto } from '@barbershop/core/api';
import { horizonDaysOf, lastBookableDate, barbersForServices, requestedServiceIds, visitOf } from '@barbershop/core/booking';
import type { Barber, Barbershop } from '@barbershop/core/model';
import { barberDayInput, computeDaySlots, mergeAnyAvailable, ONLINE_LEAD_TIME_MIN } from '@barbershop/core/slots';
import { findBarber, loadActiveBarbers, loadActiveServices, loadBarberDay, loadShop } from '../reads/shopData';

async function barberSlots(
  shop: Barbershop,
  barber: Barber,
  date: string,
  durationMin: number,
  now: number,
  bufferMin = 0,
): Promise<SlotDto[]> {
  const { intervals, blocks } = await loadBarberDay(shop.id, barber.id, date);
  return computeDaySlots(
    barberDayInput({
      shop,
      barber,
      date,
      visit: { durationMin, bufferMin },
      busy: intervals,
      blocks,
      now,
      rules: {
        leadTimeMin: ONLINE_LEAD_TIME_MIN,
        // the public listing: days past the shop's horizon cannot be booked online
        lastBookableDate: lastBookableDate(shop.timezone, horizonDaysOf(shop), now),
      },
    }),
  );
}

/** GET /api/barbers/{barberId}/all-slots: one barber's day for a duration. */
export async function getBarberSlots(barberId: string, date: string, durationMin: number, now = Date.now()): Promise<SlotDto[]> {
  const barber = await findBarber(barberId);
  const shop = await loadShop(barber.shopId);
  if (barber.isActive === false) return [];
  return barberSlots(shop, barber, date, durationMin, now);
}

/**
 * GET /api/barbershops/{id}/slots: the day of every active barber who performs every chosen
 * service, for the services' time together plus their buffers, and the merged any-available list.
 */
export async function getShopSlots(
  shop: Barbershop,
  date: string,
  serviceId: string,
  now = Date.now(),
  serviceIds?: string[],
): Promise<ShopSlotsDto> {
  const [services, active] = await Promise.all([
    loadActiveServices(shop.id, requestedServiceIds(serviceId, serviceIds)),
    loadActiveBarbers(shop.id),
  ]);
  const visit = visitOf(services);
  const perBarber = await Promise.all(
    barbersForServices(active, services).map(async (b) => ({
      barberId: b.id,
      barberName: b.name,
      slots: await barberSlots(shop, b, date, visit.durationMin, now, visit.bufferMin),
    })),
  );
  return {
    date,
    serviceId,
    serviceIds: visit.services.map((s) => s.serviceId),
    durationMin: visit.durationMin,
    timezone: shop.timezone,
    barbers: perBarber,
    anyAvailable: mergeAnyAvailable(perBarber.map((b) => b.slots)),
  };
}
