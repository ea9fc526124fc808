import type { MonthAvailabilityDto } from '@barbershop/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { shopKeys } from '../shop/queryKeys';
import { servicesQuery } from '../shop/servicesQuery';

/** The days of `month` (YYYY-MM) with a free time for the visit's services and the barber ('' for any). */
export function useMonthAvailability(
  shopId: string,
  month: string,
  serviceIds: readonly string[],
  barberId: string,
  enabled = true,
) {
  const barber = barberId || 'any';
  return useQuery({
    queryKey: shopKeys.availability(shopId, month, serviceIds, barber),
    queryFn: () =>
      api.get<MonthAvailabilityDto>(
        `/api/barbershops/${shopId}/availability?month=${month}&${servicesQuery(serviceIds)}&barberId=${encodeURIComponent(barber)}`,
      ),
    enabled,
    // bookings change what is free: a month seen a minute ago may be stale
    staleTime: 30_000,
  });
}
