import type { Service } from '@barbershop/core/model';
import { movedServiceOrder } from '@barbershop/core/shop';
import { useMutation } from '@tanstack/react-query';
import { deleteService, reorderServices, setServiceActive } from '../../../lib/firestore/shopWrites';

/** Hides a service from booking or offers it again (the live list follows). */
export function useSetServiceActive(shopId: string) {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setServiceActive(shopId, id, isActive),
  });
}

/** Deletes a service; the bookings made with it keep their own copy of it. */
export function useDeleteService(shopId: string) {
  return useMutation({ mutationFn: (id: string) => deleteService(shopId, id) });
}

/** Moves a service a place up or down in the owner's order (`ordered`: the list as shown). */
export function useMoveService(shopId: string) {
  return useMutation({
    mutationFn: ({ ordered, id, step }: { ordered: readonly Service[]; id: string; step: -1 | 1 }) =>
      reorderServices(shopId, movedServiceOrder(ordered, id, step)),
  });
}
