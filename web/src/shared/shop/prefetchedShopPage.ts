import type { ShopPageDto } from '@barbershop/core/api';
import { ApiError } from '../../lib/api/client';

/**
 * The prerendered shop page's HTML (scripts/prerender.mjs) starts GET /api/barbershops/by-slug/{slug}
 * in an inline script, so that the request runs while the app's JavaScript downloads.
 */
export interface ShopPagePrefetch {
  slug: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __shopPagePrefetch?: ShopPagePrefetch;
  }
}

/** The element shopPage (functions/src/seo) embeds the page's data in: SHOP_DATA_ID there. */
const EMBEDDED_ID = 'shop-page-data';
let embedded: { slug: string; page: ShopPageDto } | null | undefined;

/**
 * The shop page the server rendered this HTML from, when it is `slug`'s: the app starts with it,
 * no request and no loading state. Read once (the element stays; a later visit of another slug
 * in the same tab asks the API as usual).
 */
export function embeddedShopPage(slug: string): ShopPageDto | null {
  if (embedded === undefined) {
    const text = typeof document === 'undefined' ? null : (document.getElementById(EMBEDDED_ID)?.textContent ?? null);
    let page: ShopPageDto | null = null;
    try {
      page = text ? (JSON.parse(text) as ShopPageDto) : null;
    } catch {
      page = null; // unreadable: the app asks the API as before
    }
    embedded = page ? { slug: page.shop.slug, page } : null;
  }
  return embedded && embedded.slug === slug ? embedded.page : null;
}

/** That request's answer when it was for `slug` (used once), else null; failures as ApiError. */
export async function takePrefetchedShopPage(slug: string): Promise<ShopPageDto | null> {
  const prefetch = typeof window === 'undefined' ? undefined : window.__shopPagePrefetch;
  if (!prefetch || prefetch.slug !== slug) return null;
  delete window.__shopPagePrefetch;
  let res: Response;
  try {
    res = await prefetch.response;
  } catch {
    return null; // the network failed early: the normal request (with its retries) takes over
  }
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return JSON.parse(text) as ShopPageDto;
}
