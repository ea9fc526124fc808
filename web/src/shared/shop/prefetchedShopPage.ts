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
