import { useQuery } from '@tanstack/react-query';
import type { MyShopDto } from '@barbershop/core/api';
import { api } from '../api/client';
import { authKeys } from './queryKeys';
import { isCustomer, useCurrentUser } from './useCurrentUser';

export const ownerShopsKey = authKeys.ownerShops;

/**
 * GET /api/user/barbershops, fetched only for signed-in non-customers (owners and staff): the
 * shops the account owns, then those it is a member of, each with the account's role there.
 */
export function useOwnerShops() {
  const user = useCurrentUser();
  const enabled = Boolean(user.data) && !isCustomer(user.data);
  return useQuery({
    queryKey: ownerShopsKey,
    queryFn: () => api.get<MyShopDto[]>('/api/user/barbershops'),
    enabled,
  });
}
