import type { WaitlistOffer } from '@barbershop/core/model';
import { instantToZoned } from '@barbershop/core/time';
import { holds } from '../../../data/collections';
import { conflict } from '../../../errors';
import { loadShop } from '../../reads/shopData';

/**
 * An offer claimed by a payment hold that is still held has not been booked: its payment step is
 * open somewhere (another window or tab, docs/waitlist.md "Claim with a payment policy"). Its
 * link answers 409 offer_payment_pending saying so, never "already booked".
 */
export async function refusePendingPayment(offer: WaitlistOffer, now: number): Promise<void> {
  if (offer.state !== 'claimed' || !offer.appointmentId) return;
  const hold = (await holds().doc(offer.appointmentId).get()).data();
  if (hold?.state !== 'held' || hold.expiresAt.getTime() <= now) return;
  const { timezone } = await loadShop(offer.shopId);
  const until = instantToZoned(hold.expiresAt, timezone).time;
  throw conflict(
    `The payment step for this time is open in another window or tab. Finish paying there: the time is kept for you until ${until}.`,
    'offer_payment_pending',
  );
}
