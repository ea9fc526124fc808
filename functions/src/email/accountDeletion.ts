import { futureBookingsOf } from '../services/reads/ownerBookings';
import { sendCancellationBeforeDeletion } from './automations';

/** Before an account goes: one cancellation email per future booking, sent one by one. */
export async function cancelFutureBookingsForDeletion(uid: string, now = Date.now()): Promise<number> {
  let sent = 0;
  for (const { shop, appointment } of await futureBookingsOf(uid, now)) {
    if (await sendCancellationBeforeDeletion(shop.id, appointment.id)) sent += 1;
  }
  return sent;
}
