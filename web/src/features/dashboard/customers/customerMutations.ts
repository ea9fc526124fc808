// The Customers tab's /api changes. The live customer list and appointments follow by themselves.
import type { CustomerDto } from '@barbershop/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** Folds `duplicateId` into `customerId` (one transaction in the function). */
export function useMergeCustomer(shopId: string) {
  return useMutation({
    mutationFn: ({ customerId, duplicateId }: { customerId: string; duplicateId: string }) =>
      api.post<CustomerDto>(`/api/barbershops/${shopId}/customers/${customerId}/merge`, { duplicateId }),
  });
}

/** Erases a customer on request: their visits stay, anonymised. */
export function useEraseCustomer(shopId: string) {
  return useMutation({
    // cancelUpcoming: each upcoming booking is cancelled and its customer emailed, before the erasure
    mutationFn: ({ customerId, cancelUpcoming }: { customerId: string; cancelUpcoming: boolean }) => {
      const url = `/api/barbershops/${shopId}/customers/${customerId}/erase`;
      return api.post<{ appointments: number; cancelled?: number }>(url, ...(cancelUpcoming ? [{ cancelUpcoming }] : []));
    },
  });
}
