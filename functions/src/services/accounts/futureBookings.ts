import { futureBookingsOf } from '../reads/ownerBookings';

/** GET /api/user/account/future-appointments: what the delete-account dialog announces. */
export async function countFutureBookings(uid: string, now = Date.now()): Promise<{ futureAppointments: number }> {
  return { futureAppointments: (await futureBookingsOf(uid, now)).length };
}
