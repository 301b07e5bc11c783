import {
  qzTraySettingsSchema,
  type QzTraySettings,
  type QzTraySettingsInput,
} from '@comanda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/admin/printing/qz-tray (SPEC §9 defaults until saved; never the private key). */
export function getQzTraySettings(signal?: AbortSignal): Promise<QzTraySettings> {
  return apiFetch('/api/admin/printing/qz-tray', { schema: qzTraySettingsSchema, signal });
}

export function useQzTraySettings() {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.qzTray(),
      queryFn: ({ signal }) => getQzTraySettings(signal),
    }),
  );
}

/** PUT /api/admin/printing/qz-tray */
export function saveQzTraySettings(input: QzTraySettingsInput) {
  return apiFetch('/api/admin/printing/qz-tray', {
    method: 'PUT',
    body: input,
    schema: qzTraySettingsSchema,
  });
}

export function useSaveQzTraySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQzTraySettings,
    onSuccess: (settings) => queryClient.setQueryData(printingKeys.qzTray(), settings),
  });
}
