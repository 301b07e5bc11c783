import {
  fiscalSettingsSchema,
  type FiscalCertificateInput,
  type FiscalSettings,
  type FiscalSettingsInput,
} from '@comanda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const fiscalKey = ['admin', 'fiscal', 'settings'] as const;

/** GET /api/admin/fiscal/settings: secrets come back only as "configured". */
export function getFiscalSettings(signal?: AbortSignal): Promise<FiscalSettings> {
  return apiFetch('/api/admin/fiscal/settings', { schema: fiscalSettingsSchema, signal });
}

export function useFiscalSettings() {
  return useQuery(
    queryOptions({ queryKey: fiscalKey, queryFn: ({ signal }) => getFiscalSettings(signal) }),
  );
}

function useFiscalMutation<Input>(send: (input: Input) => Promise<FiscalSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => queryClient.setQueryData(fiscalKey, settings),
  });
}

/** PUT /api/admin/fiscal/settings */
export function useSaveFiscalSettings() {
  return useFiscalMutation((input: FiscalSettingsInput) =>
    apiFetch('/api/admin/fiscal/settings', {
      method: 'PUT',
      body: input,
      schema: fiscalSettingsSchema,
    }),
  );
}

/** PUT /api/admin/fiscal/certificate: the .pfx in base64 with its password. */
export function useUploadCertificate() {
  return useFiscalMutation((input: FiscalCertificateInput) =>
    apiFetch('/api/admin/fiscal/certificate', {
      method: 'PUT',
      body: input,
      schema: fiscalSettingsSchema,
    }),
  );
}

/** DELETE /api/admin/fiscal/certificate */
export function useRemoveCertificate() {
  return useFiscalMutation(() =>
    apiFetch('/api/admin/fiscal/certificate', { method: 'DELETE', schema: fiscalSettingsSchema }),
  );
}
