import type { Barbershop, WaitlistOffer } from '@barbershop/core/model';
import { loadShop } from '../../reads/shopData';
import { findOfferByLink } from './findOffer';
import { refusePendingPayment } from './pendingPayment';

/**
 * POST /api/waitlist/offers/{id}/lookup: the offer of a link and its shop (404 for an unknown id or
 * a wrong token alike; 409 offer_payment_pending while its payment step is open elsewhere).
 */
export async function lookupOffer(offerId: string, token: string): Promise<{ offer: WaitlistOffer; shop: Barbershop }> {
  const offer = await findOfferByLink(offerId, token);
  await refusePendingPayment(offer, Date.now());
  return { offer, shop: await loadShop(offer.shopId) };
}
