import { financeOverviewSchema, type CashFlowGranularity, type ReportQuery } from '@comanda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/finance/overview?from&to&by: cash flow and result of the period. */
export function useFinanceOverview(period: ReportQuery, by: CashFlowGranularity) {
  return useQuery({
    queryKey: ['admin', 'finance', 'overview', period, by],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/finance/overview?${new URLSearchParams({ ...period, by }).toString()}`, {
        schema: financeOverviewSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
