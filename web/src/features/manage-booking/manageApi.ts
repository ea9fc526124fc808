import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api/client';
import type { ManageBookingDto, RescheduleRequest } from '@barbershop/core/api';
import type { PaymentOutcomeDto } from '@barbershop/core/payments';

/** The query keys of the manage-my-booking page. */
export const manageBookingKeys = {
  /** POST /api/appointments/{id}/manage */
  manage: (id: string, token: string) => ['appointments', id, 'manage', token] as const,
};

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The booking behind a private link; null for an unknown booking or a wrong token (404). */
export function useManagedBooking(id: string, token: string) {
  return useQuery({
    queryKey: manageBookingKeys.manage(id, token),
    queryFn: async () => {
      try {
        // the token goes in the body, so no request log records it
        return await api.post<ManageBookingDto>(`/api/appointments/${encodeURIComponent(id)}/manage`, { token });
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    enabled: Boolean(id && token),
    // a rate-limited (429) answer is not retried at once
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1,
  });
}

/** POST /api/appointments/{id}/reschedule: the answer replaces the page's booking. */
export function useReschedule(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RescheduleRequest) =>
      api.post<ManageBookingDto>(`/api/appointments/${encodeURIComponent(id)}/reschedule`, request),
    onSuccess: (answer) => queryClient.setQueryData(manageBookingKeys.manage(id, token), answer),
  });
}

/**
 * POST /api/appointments/{id}/manage/cancel: a booking with a deposit or a saved card is cancelled
 * through the server, which refunds, keeps or charges as its policy says and answers which.
 */
export async function cancelWithPayment(id: string, token: string) {
  return api.post<ManageBookingDto & { paymentOutcome: PaymentOutcomeDto | null }>(
    `/api/appointments/${encodeURIComponent(id)}/manage/cancel`,
    { token },
  );
}
