// The waitlist's private links (issue 36): each carries a random token of which only the SHA-256 is stored.
const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** The entry's page: see it or leave the list. */
export const waitlistEntryUrl = (appUrl: string, entryId: string, token: string): string =>
  `${base(appUrl)}/waitlist/${encodeURIComponent(entryId)}?token=${encodeURIComponent(token)}`;

/** The offer's page: "Book this time" (and leave the list). */
export const waitlistOfferUrl = (appUrl: string, offerId: string, token: string): string =>
  `${base(appUrl)}/offer/${encodeURIComponent(offerId)}?token=${encodeURIComponent(token)}`;

/**
 * The one-click unsubscribe page of a shop's marketing email: the shop and the customer's random
 * key only. Not the customer's id, which is their phone number (`phone-p44…`): links are logged.
 */
export const unsubscribeUrl = (appUrl: string, shopId: string, key: string): string =>
  `${base(appUrl)}/unsubscribe?shop=${encodeURIComponent(shopId)}&key=${encodeURIComponent(key)}`;
