import type { Barbershop, WaitlistOffer } from '@barbershop/core/model';
import { loadShop } from '../../reads/shopData';
import { findOfferByLink } from './findOffer';

/** POST /api/waitlist/offers/{id}/lookup: the offer of a link and its shop (404 for an unknown id or a wrong token alike). */
export async function lookupOffer(offerId: string, token: string): Promise<{ offer: WaitlistOffer; shop: Barbershop }> {
  const offer = await findOfferByLink(offerId, token);
  return { offer, shop: await loadShop(offer.shopId) };
}
