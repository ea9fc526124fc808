// The waitlist's offers (issue 36, docs/waitlist.md): a freed time offered to the next customer
// waiting for it, held for them, claimed, expired or withdrawn.
export { createOffer } from './createOffer';
export { offerFreedTimes } from './offerFreedTimes';
export { withdrawOffer } from './withdrawOffer';
export { claimOffer } from './claimOffer';
export { expireOffers } from './expireOffers';
export { findOfferByLink } from './findOffer';
