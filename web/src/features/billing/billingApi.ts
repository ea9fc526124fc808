import type { BillingConfigDto, SeatInfoDto, SubscriptionStatusDto } from '@barbershop/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const subscriptionKey = ['user', 'subscription'] as const;
export const seatsKey = ['user', 'seats'] as const;

/** GET /api/user/subscription; not retried on failure (spec section 7). */
export function useSubscriptionStatus() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => api.get<SubscriptionStatusDto>('/api/user/subscription'),
    retry: false,
  });
}

export function useSeatInfo() {
  return useQuery({ queryKey: seatsKey, queryFn: () => api.get<SeatInfoDto>('/api/user/seats') });
}

/** GET /api/billing/config: public, so registration can ask before an account exists. */
export function useBillingConfig() {
  return useQuery({
    queryKey: ['billing', 'config'],
    queryFn: () => api.get<BillingConfigDto>('/api/billing/config'),
    staleTime: Infinity,
  });
}

/** A date as the owner reads it: 23 November 2026 (UK). */
export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}
