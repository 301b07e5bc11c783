import {
  integrationDevicesSchema,
  integrationsSchema,
  mercadoPagoConnectionSchema,
  pointTerminalSchema,
  type IntegrationsInput,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

const integrationsKey = ['admin', 'integrations'] as const;

/** GET /api/admin/integrations: secrets as hints only. */
export function useIntegrations() {
  return useQuery({
    queryKey: integrationsKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations', { schema: integrationsSchema, signal }),
  });
}

/** PUT /api/admin/integrations */
export function useSaveIntegrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IntegrationsInput) =>
      apiFetch('/api/admin/integrations', {
        method: 'PUT',
        body: input,
        schema: integrationsSchema,
      }),
    onSuccess: (view) => queryClient.setQueryData(integrationsKey, view),
  });
}

/** POST /api/admin/integrations/mercadopago/test ("Testar conexão"). */
export function useTestMercadoPago() {
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/admin/integrations/mercadopago/test', {
        method: 'POST',
        schema: mercadoPagoConnectionSchema,
      }),
  });
}

/** GET /api/admin/integrations/mercadopago/terminals, on demand. */
export function useListTerminals() {
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/admin/integrations/mercadopago/terminals', {
        schema: z.array(pointTerminalSchema),
      }),
  });
}

/** GET /api/admin/integrations/devices: print agents and screens, refreshed while open. */
export function useIntegrationDevices() {
  return useQuery({
    queryKey: ['admin', 'integrations', 'devices'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/devices', { schema: integrationDevicesSchema, signal }),
    refetchInterval: 15_000,
  });
}
