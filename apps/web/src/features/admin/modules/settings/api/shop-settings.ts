import { shopSettingsSchema, type ShopSettings, type ShopSettingsInput } from '@comanda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { uploadImageTo } from '@/lib/upload-image';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the signed-in admin's own shop. */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiFetch('/api/admin/settings', { schema: shopSettingsSchema, signal });
}

export function useShopSettings() {
  return useQuery(
    queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getShopSettings(signal) }),
  );
}

/** PUT /api/admin/settings */
export function saveShopSettings(input: ShopSettingsInput): Promise<ShopSettings> {
  return apiFetch('/api/admin/settings', {
    method: 'PUT',
    body: input,
    schema: shopSettingsSchema,
  });
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

/** The logo and the welcome image go through the admin's image upload, like product photos. */
export function uploadLogo(file: File) {
  return uploadImageTo('/api/admin/uploads/images', file);
}
