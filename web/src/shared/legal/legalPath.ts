// Apart from the pages' text: the booking form links here from the shop page's first script.
export type LegalKind = 'terms' | 'privacy';

/** The page's path; with a shop's slug, the page also shows that shop's part. */
export function legalPath(kind: LegalKind, shopSlug?: string): string {
  return `/legal/${kind}${shopSlug ? `?shop=${encodeURIComponent(shopSlug)}` : ''}`;
}
