// The "Regulars due" card's /api read and its one change.
import { ownerEndpoints as owner } from '@barbershop/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

const regularsKey = (shopId: string) => ['barbershops', shopId, 'regulars-due'] as const;

/** The shop's regulars overdue for their next visit, most overdue first. */
export function useRegularsDue(shopId: string) {
  return useQuery({ queryKey: regularsKey(shopId), queryFn: () => call(owner.regularsDue, { id: shopId }) });
}

/** Emails one regular an invitation to book (only with their consent; once a fortnight at most). */
export function useInviteToBook(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) => call(owner.inviteToBook, { id: shopId, customerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regularsKey(shopId) }),
  });
}
