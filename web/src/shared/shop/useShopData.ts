import { useQuery } from '@tanstack/react-query';
import type { ShopPageDto, ShopSlotsDto } from '@barbershop/core/api';
import { api, ApiError } from '../../lib/api/client';
import { isSlowConnection } from '../connectivity/connection';
import { embeddedShopPage, takePrefetchedShopPage } from './prefetchedShopPage';
import { shopKeys } from './queryKeys';
import { servicesQuery } from './servicesQuery';

const TEN_MINUTES = 10 * 60_000;
/** the server-rendered page's data is at most this old (the CDN's s-maxage + stale-while-revalidate) */
const ONE_MINUTE = 60_000;

async function loadShopPage(slug: string): Promise<ShopPageDto | null> {
  try {
    return (
      (await takePrefetchedShopPage(slug)) ?? (await api.get<ShopPageDto>(`/api/barbershops/by-slug/${encodeURIComponent(slug)}`))
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The shop whose slug is the route segment, with its services and barbers: one request
 * (GET /api/barbershops/by-slug/{slug}, cached 5 or 10 min), started by the page's HTML before
 * the script loads when it can, or embedded in the page by the server render. Null for an unknown slug.
 */
export function useShopPage(slug: string) {
  const embedded = embeddedShopPage(slug);
  return useQuery({
    queryKey: shopKeys.page(slug),
    queryFn: () => loadShopPage(slug),
    enabled: slug !== '',
    // the server-rendered page carries its data: the first render is the shop, no second request
    initialData: embedded ?? undefined,
    staleTime: isSlowConnection() ? TEN_MINUTES : embedded ? ONE_MINUTE : undefined,
  });
}

/**
 * Every barber's slots and the merged any-available list, in one call, for the visit's services
 * (in order; none: nothing to ask). Always fresh.
 */
export function useShopSlots(shopId: string | undefined, date: string | null, serviceIds: readonly string[]) {
  return useQuery({
    queryKey: shopKeys.slots(shopId, date, serviceIds),
    queryFn: () => api.get<ShopSlotsDto>(`/api/barbershops/${shopId}/slots?date=${date}&${servicesQuery(serviceIds)}`),
    enabled: Boolean(shopId && date && serviceIds.length > 0),
    staleTime: 0,
  });
}
