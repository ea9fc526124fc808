import type { Barbershop, WaitlistEntry } from '@barbershop/core/model';
import type { BarberFreeSlots } from '@barbershop/core/waitlist';
import { zonedToInstant } from '@barbershop/core/time';
import { getShopSlots } from '../../booking/slots';

/**
 * The day's times as the public sees them (lead time, horizon, hours, blocks, closed days, busy
 * and held intervals) for the entry's services, per barber, each with its start instant. A
 * service no longer offered: no times (the entry cannot be booked as it stands).
 */
export async function freeSlotsFor(
  shop: Barbershop,
  entry: WaitlistEntry,
  date: string,
  now: number,
): Promise<BarberFreeSlots[]> {
  try {
    const day = await getShopSlots(shop, date, entry.serviceIds[0]!, now, entry.serviceIds);
    return day.barbers.map((b) => ({
      barberId: b.barberId,
      slots: b.slots.map((s) => ({
        time: s.time,
        available: s.available,
        start: zonedToInstant(date, s.time, shop.timezone).getTime(),
      })),
    }));
  } catch {
    return [];
  }
}
