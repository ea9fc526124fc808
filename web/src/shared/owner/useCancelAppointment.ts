import { ownerEndpoints } from '@barbershop/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/call';
import { dashboardKeys } from './queryKeys';

/**
 * The owner's cancel (POST …/cancel): a reason, and whether to email the customer (then the email
 * activity changes). Shared: the dashboard cancels one booking, the settings' closed days cancel a day's.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; shopId: string; reason: string; notifyCustomer: boolean }) =>
      call(ownerEndpoints.cancelAppointment, { id }, { reason: body.reason, notifyCustomer: body.notifyCustomer }),
    onSuccess: (_data, appointment) =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.emailActivity(appointment.shopId) }),
  });
}
