import { platformSettingsSchema, type PlatformSettings } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from './query-keys';

/** GET /api/superadmin/settings: sign-up gate, platform domain, SMTP status. */
export function getSettings(signal?: AbortSignal): Promise<PlatformSettings> {
  return apiFetch('/api/superadmin/settings', { schema: platformSettingsSchema, signal });
}

export function useSettings() {
  return useQuery({
    queryKey: superadminKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
  });
}
