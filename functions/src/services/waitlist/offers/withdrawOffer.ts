import { db } from '../../../app/firebase';
import { waitlistOffers } from '../../../data/collections';
import { readBarberDay, removeFromDay } from '../../booking/busyDays';
import { offerFreedTimes } from './offerFreedTimes';

/**
 * Takes back a live offer (the customer left the list, or the shop removed them): the offer
 * becomes withdrawn and its held time is freed, then offered to the next customer waiting for
 * that day. The entry is the caller's to change. Idempotent: an offer no longer live is left as it is.
 */
export async function withdrawOffer(shopId: string, offerId: string): Promise<void> {
  const ref = waitlistOffers(shopId).doc(offerId);
  const date = await db.runTransaction(async (tx) => {
    const offer = (await tx.get(ref)).data();
    if (!offer || offer.state !== 'offered') return null;
    const day = await readBarberDay(tx, { shopId, barberId: offer.barberId, date: offer.date });
    removeFromDay(tx, day, offerId);
    tx.update(ref, { state: 'withdrawn', updatedAt: new Date() });
    return offer.date;
  });
  if (date) await offerFreedTimes(shopId, [date], Date.now());
}
