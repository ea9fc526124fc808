import { DEFAULT_TIMEZONE, todayIn, type Appointment, type Barbershop } from '@barbershop/core';
import { appointments, shops } from '../../data/collections';
import { sendCancellationBeforeDeletion } from '../../email/automations';

/** Scheduled appointments of the owner's shops that have not started yet. */
async function futureBookingsOf(uid: string, now: number): Promise<{ shop: Barbershop; appointment: Appointment }[]> {
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

/** GET /api/user/account/future-appointments: what the delete-account dialog announces. */
export async function countFutureBookings(uid: string, now = Date.now()): Promise<{ futureAppointments: number }> {
  return { futureAppointments: (await futureBookingsOf(uid, now)).length };
}

/** Before an account goes: one cancellation email per future booking, sent one by one. */
export async function cancelFutureBookingsForDeletion(uid: string, now = Date.now()): Promise<number> {
  let sent = 0;
  for (const { shop, appointment } of await futureBookingsOf(uid, now)) {
    if (await sendCancellationBeforeDeletion(shop.id, appointment.id)) sent += 1;
  }
  return sent;
}
