import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopPatchInput } from '@barbershop/core';
import { api } from '../../lib/api/client';
import { authKeys } from '../../lib/auth/queryKeys';

/** PATCH /api/barbershops/{id}; the owner's shop list is asked again afterwards. */
export function useUpdateShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<ShopPatchInput>) => api.patch(`/api/barbershops/${shopId}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.ownerShops }),
  });
}
