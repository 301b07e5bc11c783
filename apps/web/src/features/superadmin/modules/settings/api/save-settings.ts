import {
  platformSettingsSchema,
  type IfoodAppInput,
  type PlatformSettings,
  type PlatformSettingsInput,
} from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** PUT /api/superadmin/settings */
export function saveSettings(input: PlatformSettingsInput): Promise<PlatformSettings> {
  return apiFetch('/api/superadmin/settings', {
    method: 'PUT',
    body: input,
    schema: platformSettingsSchema,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    retry: false,
    onSuccess: (settings) => queryClient.setQueryData(superadminKeys.settings(), settings),
  });
}

/** PUT /api/superadmin/settings/ifood: the platform's iFood application. */
export function saveIfoodApp(input: IfoodAppInput): Promise<PlatformSettings> {
  return apiFetch('/api/superadmin/settings/ifood', {
    method: 'PUT',
    body: input,
    schema: platformSettingsSchema,
  });
}

export function useSaveIfoodApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIfoodApp,
    retry: false,
    onSuccess: (settings) => queryClient.setQueryData(superadminKeys.settings(), settings),
  });
}
