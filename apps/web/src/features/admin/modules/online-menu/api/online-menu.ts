import { onlineMenuSettingsSchema, type OnlineMenuSettingsInput } from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const key = ['admin', 'online-menu'] as const;

/** GET /api/admin/online-menu: the settings and delivery zones. */
export function useOnlineMenu() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/online-menu', { schema: onlineMenuSettingsSchema, signal }),
  });
}

/** PUT /api/admin/online-menu: saves everything at once (zones replaced). */
export function useSaveOnlineMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnlineMenuSettingsInput) =>
      apiFetch('/api/admin/online-menu', {
        method: 'PUT',
        body: input,
        schema: onlineMenuSettingsSchema,
      }),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
