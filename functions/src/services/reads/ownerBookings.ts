import { DEFAULT_TIMEZONE, type Appointment, type Barbershop } from '@barbershop/core/model';
import { todayIn } from '@barbershop/core/time';
import { appointments, shops } from '../../data/collections';

/** Scheduled appointments of the owner's shops that have not started yet. */
export async function futureBookingsOf(uid: string, now: number): Promise<{ shop: Barbershop; appointment: Appointment }[]> {
  const owned = await shops().where('ownerId', '==', uid).get();
  const perShop = await Promise.all(
    owned.docs.map(async (doc) => {
      const shop = doc.data();
      const snap = await appointments(shop.id)
        .where('date', '>=', todayIn(shop.timezone || DEFAULT_TIMEZONE, now))
        .get();
      return snap.docs
        .map((d) => d.data())
        .filter((a) => a.status === 'scheduled' && a.start.getTime() > now)
        .map((appointment) => ({ shop, appointment }));
    }),
  );
  return perShop.flat();
}
