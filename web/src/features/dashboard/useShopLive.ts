import type { Barber, Customer, Service } from '@barbershop/core/model';
import { byServiceOrder } from '@barbershop/core/shop';
import { useBarbers, useCustomers, useServices } from '../../lib/firestore/liveData';

export interface ShopLive {
  barbers: Barber[];
  services: Service[];
  customers: Customer[];
  loading: boolean;
}

const byName = <T extends { name: string }>(list: T[] | undefined) =>
  (list ?? []).slice().sort((a, b) => a.name.localeCompare(b.name));

/** The shop's barbers, services and customers, live (a refused listen throws: see LiveDataBoundary). */
export function useShopLive(shopId: string): ShopLive {
  const barbers = useBarbers(shopId);
  const services = useServices(shopId);
  const customers = useCustomers(shopId);
  return {
    barbers: byName(barbers),
    // the owner's order, as the shop page lists them
    services: (services ?? []).slice().sort(byServiceOrder),
    customers: customers ?? [],
    loading: !barbers || !services,
  };
}
