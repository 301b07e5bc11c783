import { publicPlatformSettingsSchema, type PublicPlatformSettings } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/public/platform: whether public sign-up is open (the super admin's setting). */
export function getPublicPlatform(signal?: AbortSignal): Promise<PublicPlatformSettings> {
  return apiFetch('/api/public/platform', { schema: publicPlatformSettingsSchema, signal });
}

export function usePublicPlatform() {
  return useQuery({
    queryKey: ['public', 'platform'],
    queryFn: ({ signal }) => getPublicPlatform(signal),
  });
}
