// The Google reviews card shows no review text of its own: a shop's reviews are the ones on
// Google, so the card links there (docs/decisions.md: honest content).

/** Leave a Review appears only for a Google address (the spec's "{host}" or g.co). */
export function isGoogleReviewUrl(url: string): boolean {
  return /google\.|g\.co/i.test(url);
}
