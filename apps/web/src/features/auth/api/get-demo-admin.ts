import { demoAdminSchema, type DemoAdmin } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/setup/demo-admin: the demo shop admin's generated sign-in. The server answers only
 * a browser on its own machine; elsewhere it is not even asked.
 */
export function getDemoAdmin(signal?: AbortSignal): Promise<DemoAdmin> {
  return apiFetch('/api/setup/demo-admin', { schema: demoAdminSchema, signal });
}

export function useDemoAdmin(enabled: boolean) {
  return useQuery({
    queryKey: ['setup', 'demo-admin'],
    queryFn: ({ signal }) => getDemoAdmin(signal),
    enabled,
    // 404 is the usual answer: nothing to show, nothing to retry.
    retry: false,
  });
}
