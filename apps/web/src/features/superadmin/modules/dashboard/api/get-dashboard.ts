import { platformDashboardSchema, type PlatformDashboard } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** GET /api/superadmin/dashboard: the four cards, the last 30 days and the top shops. */
export function getDashboard(signal?: AbortSignal): Promise<PlatformDashboard> {
  return apiFetch('/api/superadmin/dashboard', { schema: platformDashboardSchema, signal });
}

export function useDashboard() {
  return useQuery({
    queryKey: superadminKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
  });
}
