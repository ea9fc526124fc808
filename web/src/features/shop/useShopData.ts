import { useQuery } from '@tanstack/react-query';
import type { BarbershopDto, BarberDto, ServiceDto, ShopSlotsDto } from '@barbershop/core';
import { api } from '../../lib/api/client';
import { isSlowConnection } from '../connectivity/connection';

const TEN_MINUTES = 10 * 60_000;

/** The shop whose slug is the route segment (spec: GET /api/barbershops, cached 5 or 10 min). */
export function useShopBySlug(slug: string) {
  return useQuery({
    queryKey: ['barbershops', { slug }],
    queryFn: () => api.get<BarbershopDto[]>(`/api/barbershops?slug=${encodeURIComponent(slug)}`),
    select: (list) => list[0] ?? null,
    staleTime: isSlowConnection() ? TEN_MINUTES : undefined,
  });
}

export function useShopServices(shopId: string | undefined) {
  return useQuery({
    queryKey: ['barbershops', shopId, 'services'],
    queryFn: () => api.get<ServiceDto[]>(`/api/barbershops/${shopId}/services`),
    enabled: Boolean(shopId),
  });
}

/** Fetched only once the shop is resolved (spec section 7). */
export function useShopBarbers(shopId: string | undefined) {
  return useQuery({
    queryKey: ['barbershops', shopId, 'barbers'],
    queryFn: () => api.get<BarberDto[]>(`/api/barbershops/${shopId}/barbers`),
    enabled: Boolean(shopId),
  });
}

/** Every barber's slots and the merged any-available list, in one call. Always fresh. */
export function useShopSlots(shopId: string | undefined, date: string | null, serviceId: string | null) {
  return useQuery({
    queryKey: ['barbershops', shopId, 'slots', date, serviceId],
    queryFn: () => api.get<ShopSlotsDto>(`/api/barbershops/${shopId}/slots?date=${date}&serviceId=${serviceId}`),
    enabled: Boolean(shopId && date && serviceId),
    staleTime: 0,
  });
}
