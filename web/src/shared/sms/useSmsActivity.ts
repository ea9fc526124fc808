import { ownerEndpoints } from '@barbershop/core/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';
import { dashboardKeys } from '../owner/queryKeys';

/**
 * The shop's text settings, this month's usage and the newest texts (GET
 * /api/barbershops/{id}/sms-activity): the Email Flow's SMS view, the settings card and the
 * subscription's usage line share the one answer.
 */
export function useSmsActivity(shopId: string) {
  return useQuery({
    queryKey: dashboardKeys.smsActivity(shopId),
    queryFn: () => call(ownerEndpoints.smsActivity, { id: shopId }),
    staleTime: 30_000,
  });
}
