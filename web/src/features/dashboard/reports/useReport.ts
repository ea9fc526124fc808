import type { ReportWithMoneyDto } from '@barbershop/core/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dashboardKeys } from '../../../shared/owner/queryKeys';
import type { ReportRange } from './reportRange';

/** GET /api/barbershops/{id}/reports for a range; nothing is asked while the range is not valid. */
export function useReport(shopId: string, range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.report(shopId, range.from, range.to, range.by),
    queryFn: () =>
      api.get<ReportWithMoneyDto>(
        `/api/barbershops/${shopId}/reports?${new URLSearchParams({ from: range.from, to: range.to, by: range.by })}`,
      ),
    enabled,
    staleTime: 30_000,
  });
}
