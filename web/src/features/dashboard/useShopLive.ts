import { useLiveQuery } from '../../lib/firestore/useLiveQuery';
import { barbersQuery, customersQuery, servicesQuery } from '../../lib/firestore/shopQueries';

/** The shop's barbers, services and customers, live. */
export function useShopLive(shopId: string) {
  const barbers = useLiveQuery(`barbers:${shopId}`, () => barbersQuery(shopId));
  const services = useLiveQuery(`services:${shopId}`, () => servicesQuery(shopId));
  const customers = useLiveQuery(`customers:${shopId}`, () => customersQuery(shopId));
  return {
    barbers: (barbers.data ?? []).slice().sort((a, b) => a.name.localeCompare(b.name)),
    services: (services.data ?? []).slice().sort((a, b) => a.name.localeCompare(b.name)),
    customers: customers.data ?? [],
    loading: !barbers.data || !services.data,
  };
}

export type ShopLive = ReturnType<typeof useShopLive>;
