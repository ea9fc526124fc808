import { bookerViewOf, isSameBookerView } from '@barbershop/core/booking';
import { db } from '../../app/firebase';
import { appointments, bookerViews } from '../../data/collections';

/**
 * Brings the booker's view of one appointment in step with the appointment as it is now: written
 * when it differs, deleted when the appointment is gone. It reads the current appointment rather
 * than an event's copy, in a transaction, so triggers run late, twice or out of order still leave
 * the view saying what the appointment says.
 */
export async function syncBookerView(shopId: string, appointmentId: string): Promise<void> {
  const apptRef = appointments(shopId).doc(appointmentId);
  const viewRef = bookerViews(shopId).doc(appointmentId);
  await db.runTransaction(async (tx) => {
    const [appt, view] = await Promise.all([tx.get(apptRef), tx.get(viewRef.withConverter(null))]);
    const a = appt.data();
    if (!a) {
      if (view.exists) tx.delete(viewRef);
      return;
    }
    const next = bookerViewOf(a);
    if (!isSameBookerView(view.data(), next)) tx.set(viewRef, next);
  });
}
