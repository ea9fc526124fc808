// A claim the customer must pay for first (docs/waitlist.md "Claim with a payment policy"): the
// offer was taken by a payment hold whose id is the offer's; its customer's entry is booked when
// the hold completes, and goes back to waiting when the hold is released or lost. Called inside
// the hold's own transactions (services/payments/holds), after their other reads.
import type { PaymentHold } from '@barbershop/core/model';
import type { Transaction } from 'firebase-admin/firestore';
import { waitlist, waitlistOffers } from '../../../data/collections';

/** Reads the entry of a hold made by a claim (none: nothing to do); answers its writes for `booked` or not. */
export async function readHoldClaim(
  tx: Transaction,
  hold: Pick<PaymentHold, 'id' | 'shopId' | 'appointment'>,
): Promise<(outcome: 'booked' | 'released', now: number) => void> {
  const entryId = hold.appointment.waitlistEntryId;
  if (!entryId) return () => undefined;
  const ref = waitlist(hold.shopId).doc(entryId);
  const offerRef = waitlistOffers(hold.shopId).doc(hold.id);
  const [entry, offer] = await Promise.all([tx.get(ref), tx.get(offerRef)]).then(([e, o]) => [e.data(), o.data()] as const);
  return (outcome, now) => {
    const entryOffered = entry?.state === 'offered' && entry.offerId === hold.id;
    if (outcome === 'booked') {
      if (entryOffered) tx.update(ref, { state: 'booked', appointmentId: hold.id, offerId: null, updatedAt: new Date(now) });
      return;
    }
    // not paid: the time goes on to the next customer, whatever became of this one's entry (left,
    // removed) since the claim; only a customer still offered it waits for another time
    if (offer?.state === 'claimed' && offer.appointmentId === hold.id)
      tx.update(offerRef, { state: 'expired', appointmentId: null, updatedAt: new Date(now) });
    if (entryOffered) tx.update(ref, { state: 'waiting', offerId: null, updatedAt: new Date(now) });
  };
}
