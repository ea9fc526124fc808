/**
 * The shop page and the sitemap on Hosting's CDN: fresh for 30 s, then served stale for at most
 * 30 s more while one request refreshes it, so an owner's change shows within a minute
 * (docs/performance.md). Browsers always ask again (max-age=0).
 */
export const SEO_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** An unknown slug may become a shop any moment (a new sign-up): kept briefly too. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
