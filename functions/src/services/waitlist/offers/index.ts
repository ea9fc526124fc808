// The waitlist's offers (issue 36, docs/waitlist.md): a freed time offered to the next customer
// waiting for it, held for them, claimed, expired or withdrawn.
export { offerFreedTimes } from './offerFreedTimes';
export { withdrawOffer } from './withdrawOffer';
export { claimOffer } from './claimOffer';
export { expireOffers } from './expireOffers';
export { lookupOffer } from './lookupOffer';
export { offerTime } from './offerTime';
export { findOfferByLink } from './findOffer';
