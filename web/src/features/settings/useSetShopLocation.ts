import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerEndpoints, type BodyOf } from '@barbershop/core/api';
import { call } from '../../lib/api/call';
import { authKeys } from '../../lib/auth/queryKeys';

/** PUT /api/barbershops/{id}/location (answers the shop); the owner's shop list is asked again afterwards. */
export function useSetShopLocation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof ownerEndpoints.setShopLocation>) =>
      call(ownerEndpoints.setShopLocation, { id: shopId }, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.ownerShops }),
  });
}
