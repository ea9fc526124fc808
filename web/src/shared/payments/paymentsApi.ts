// The owner's payments calls (docs/payments.md "Routes"): the connected account, the policy,
// and the money actions of one appointment. The appointment's own `payment` is live Firestore
// data, so an action needs no refetch: the dialog shows the new state when the listener does.
import type { PaymentPolicyDto } from '@barbershop/core/api';
import type { PaymentAccountDto } from '@barbershop/core/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerEndpoints as owner, type BodyOf } from '@barbershop/core/api';
import { api } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { paymentsKeys } from './queryKeys';

export function usePaymentAccount() {
  return useQuery({
    queryKey: paymentsKeys.account,
    queryFn: () => api.get<PaymentAccountDto>('/api/payments/account'),
  });
}

/** POST /api/payments/connect: the Account Link to Stripe's onboarding, which the page then opens. */
export function useConnectStripe() {
  return useMutation({ mutationFn: () => call(owner.connectStripe, {}) });
}

export function usePaymentPolicy() {
  return useQuery({ queryKey: paymentsKeys.policy, queryFn: () => api.get<PaymentPolicyDto>('/api/payments/policy') });
}

/** PUT /api/payments/policy: the answer is the stored policy with its new version. */
export function useSavePaymentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: BodyOf<typeof owner.savePaymentPolicy>) => call(owner.savePaymentPolicy, {}, policy),
    onSuccess: (saved) => queryClient.setQueryData(paymentsKeys.policy, saved),
  });
}

/** Refund (all that is left when no amount is given), waive a fee, or email a payment link. */
export function useAppointmentMoney() {
  const refund = useMutation({
    mutationFn: ({ id, amountPence }: { id: string; amountPence: number }) => call(owner.refundPayment, { id }, { amountPence }),
  });
  const waive = useMutation({ mutationFn: (id: string) => call(owner.waivePayment, { id }) });
  const link = useMutation({ mutationFn: (id: string) => call(owner.sendPaymentLink, { id }) });
  return { refund, waive, link };
}
