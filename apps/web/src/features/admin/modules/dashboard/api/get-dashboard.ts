import { shopDashboardSchema, type ShopDashboard } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: today's business day of the shop. */
export function getDashboard(signal?: AbortSignal): Promise<ShopDashboard> {
  return apiFetch('/api/admin/dashboard', { schema: shopDashboardSchema, signal });
}

/** `refetchIntervalMs`: the fallback while the live event stream is down. */
export function useDashboard(refetchIntervalMs: number | false) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: refetchIntervalMs,
  });
}
