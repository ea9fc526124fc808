/**
 * The public addresses issue 37 shares between the shop page's server render, the preview image,
 * the sitemap, the embed and the dashboard's share card: one place builds each, so they agree.
 * `origin` is the site's public address without a trailing slash (PUBLIC_APP_URL).
 */

/** The shop page: `{origin}/{slug}`, also its canonical URL. */
export function shopPageUrl(origin: string, slug: string): string {
  return `${origin}/${encodeURIComponent(slug)}`;
}

/**
 * The shop's 1200×630 preview image. `version` changes whenever what the image shows changes
 * (ogImageVersion), so a link preview cached by WhatsApp or Facebook under the old address is
 * not shown for the new shop name.
 */
export function ogImagePath(slug: string, version: string): string {
  return `/og/${encodeURIComponent(slug)}.png?v=${encodeURIComponent(version)}`;
}

/** What the preview image shows: a change of any of these is a new image. */
export interface OgImageInputs {
  name: string;
  /** the logo, else the first hero photo, else '' (initials are drawn) */
  imageUrl: string;
  /** the verified reviews' badge, null until it shows on the shop page */
  rating: { average: number; count: number } | null;
}

/** A short stable fingerprint of the image's inputs (FNV-1a, base 36): the `v` of ogImagePath. */
export function ogImageVersion(inputs: OgImageInputs): string {
  const text = JSON.stringify([inputs.name, inputs.imageUrl, inputs.rating?.average ?? null, inputs.rating?.count ?? null]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The embeddable booking flow, the one route other sites may frame: `/embed/{slug}`. */
export function embedPath(slug: string): string {
  return `/embed/${encodeURIComponent(slug)}`;
}

/**
 * A deep link's service key (repeated for several; `barber` is the flow's own key too):
 * deepLinks.ts. Here, apart from the parser, so the shop page can tell a deep link without
 * loading the parser (web useBookingChoice).
 */
export const DEEP_LINK_SERVICE_PARAM = 'service';
