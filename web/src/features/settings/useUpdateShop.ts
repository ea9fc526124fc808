import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerEndpoints, type BodyOf } from '@barbershop/core/api';
import { call } from '../../lib/api/call';
import { authKeys } from '../../lib/auth/queryKeys';

/** PATCH /api/barbershops/{id}; the owner's shop list is asked again afterwards. */
export function useUpdateShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: BodyOf<typeof ownerEndpoints.updateShop>) => call(ownerEndpoints.updateShop, { id: shopId }, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.ownerShops }),
  });
}
