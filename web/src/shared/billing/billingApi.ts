import { ownerEndpoints, type BillingConfigDto, type SeatInfoDto, type SubscriptionStatusDto } from '@barbershop/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { billingKeys } from './queryKeys';

export const seatsKey = billingKeys.seats;

/** GET /api/user/subscription; not retried on failure. */
export function useSubscriptionStatus() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: () => api.get<SubscriptionStatusDto>('/api/user/subscription'),
    retry: false,
  });
}

/**
 * GET /api/user/seats: the signed-in owner's seats; with `shopId`, the seats of that shop's owner
 * (a manager's Staff tab shows the owner's seats, not their own account's).
 */
export function useSeatInfo(shopId?: string) {
  return useQuery({
    queryKey: shopId ? [...billingKeys.seats, shopId] : billingKeys.seats,
    queryFn: () => api.get<SeatInfoDto>(shopId ? `/api/user/seats?shopId=${encodeURIComponent(shopId)}` : '/api/user/seats'),
  });
}

/** GET /api/billing/config: public, so registration can ask before an account exists. */
export function useBillingConfig() {
  return useQuery({
    queryKey: billingKeys.config,
    queryFn: () => api.get<BillingConfigDto>('/api/billing/config'),
    staleTime: Infinity,
  });
}

/** POST /api/user/seats/update: the answer is the new seat info; the subscription is asked again. */
export function useUpdateSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seatsTotal: number) => call(ownerEndpoints.updateSeats, {}, { seatsTotal }),
    onSuccess: async (info) => {
      queryClient.setQueryData(billingKeys.seats, info);
      // the per-shop answers (the Staff tab's) are the same seats, asked again
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.length === 3 && q.queryKey[0] === 'user' && q.queryKey[1] === billingKeys.seats[1],
      });
      await queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
    },
  });
}

/** POST /api/subscription/cancel: the answer is the new status. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ownerEndpoints.cancelSubscription, {}),
    onSuccess: (next) => queryClient.setQueryData(billingKeys.subscription, next),
  });
}

/** POST /api/subscription/complete after the card payment succeeded. */
export function useCompleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) => call(ownerEndpoints.completeSubscription, {}, { paymentIntentId }),
    onSuccess: (status) => queryClient.setQueryData(billingKeys.subscription, status),
  });
}

/** A date as the owner reads it: 23 November 2026 (UK). */
export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}
