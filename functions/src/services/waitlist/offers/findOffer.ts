import type { WaitlistOffer } from '@barbershop/core/model';
import { isDocId } from '@barbershop/core/validation';
import { allWaitlistOffers } from '../../../data/collections';
import { notFound } from '../../../errors';
import { matchesOfferToken } from './offerToken';

export const OFFER_LINK_MESSAGE = 'This offer link is not valid.';

/** The offer of a public link, found by its id alone; an unknown id or a wrong token: one 404. */
export async function findOfferByLink(offerId: string, token: string): Promise<WaitlistOffer> {
  if (!isDocId(offerId)) throw notFound(OFFER_LINK_MESSAGE);
  const offer = (await allWaitlistOffers().where('id', '==', offerId).limit(1).get()).docs[0]?.data();
  if (!offer || !matchesOfferToken(token, offer.tokenHash)) throw notFound(OFFER_LINK_MESSAGE);
  return offer;
}
