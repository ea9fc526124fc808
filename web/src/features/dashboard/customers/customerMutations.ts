// The Customers tab's /api changes. The live customer list and appointments follow by themselves.
import { ownerEndpoints } from '@barbershop/core/api';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/** Folds `duplicateId` into `customerId` (one transaction in the function). */
export function useMergeCustomer(shopId: string) {
  return useMutation({
    mutationFn: ({ customerId, duplicateId }: { customerId: string; duplicateId: string }) =>
      call(ownerEndpoints.mergeCustomer, { id: shopId, customerId }, { duplicateId }),
  });
}

/** Erases a customer on request: their visits stay, anonymised. */
export function useEraseCustomer(shopId: string) {
  return useMutation({
    // cancelUpcoming: each upcoming booking is cancelled and its customer emailed, before the erasure
    // without it, no body (the route's original form) erases without cancelling
    mutationFn: ({ customerId, cancelUpcoming }: { customerId: string; cancelUpcoming: boolean }) =>
      call(ownerEndpoints.eraseCustomer, { id: shopId, customerId }, cancelUpcoming ? { cancelUpcoming } : undefined),
  });
}
