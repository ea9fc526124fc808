// The hold's own writes (docs/payments.md "Booking with payment"): each one transaction that
// reads the hold and its barber-day, so a hold changes state once whoever asks (the customer's
// call, the webhook, the expiry job) and its interval goes with it.
import type { PaymentHold } from '@barbershop/core/model';
import { isDocId } from '@barbershop/core/validation';
import { db } from '../../../app/firebase';
import { holds } from '../../../data/collections';
import { notFound } from '../../../errors';
import { readBarberDay, removeFromDay } from '../../booking/busyDays';
import { readHoldClaim } from '../../waitlist/offers/claimHold';

export const holdNotFound = () => notFound('This payment step has ended. Please choose your time again.');

/** The hold, or 404. */
export async function loadHold(holdId: string): Promise<PaymentHold> {
  if (!isDocId(holdId)) throw holdNotFound();
  const hold = (await holds().doc(holdId).get()).data();
  if (!hold) throw holdNotFound();
  return hold;
}

/**
 * The hold released: its time is free (its interval leaves the day, if it still holds it) and
 * its state is `released`. Only a hold still `held` is released; answers the state it ends in.
 */
export async function markReleased(holdId: string, now: Date): Promise<PaymentHold['state']> {
  return db.runTransaction(async (tx) => {
    const ref = holds().doc(holdId);
    const hold = (await tx.get(ref)).data();
    if (!hold) throw holdNotFound();
    if (hold.state !== 'held') return hold.state;
    const [day, claim] = await Promise.all([
      readBarberDay(tx, { shopId: hold.shopId, barberId: hold.barberId, date: hold.date }),
      readHoldClaim(tx, hold),
    ]);
    removeFromDay(tx, day, hold.id);
    tx.update(ref, { state: 'released', updatedAt: now });
    // a waitlist claim not paid: its customer waits again
    claim('released', now.getTime());
    return 'released';
  });
}
