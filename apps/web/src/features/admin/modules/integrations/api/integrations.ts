import {
  ifoodConnectionSchema,
  ifoodSimulatedOrderSchema,
  ifoodPauseSchema,
  ifoodStoreStatusSchema,
  integrationDevicesSchema,
  integrationsSchema,
  marketplaceUnmappedItemSchema,
  mercadoPagoConnectionSchema,
  openDeliveryConnectionSchema,
  whatsappSettingsSchema,
  type WhatsappSettingsInput,
  pointTerminalSchema,
  type IntegrationsInput,
  type OpenDeliveryConnectInput,
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

const ifoodKey = ['admin', 'integrations', 'ifood'] as const;

/** GET /api/admin/integrations/ifood: the shop's iFood store. */
export function useIfoodConnection() {
  return useQuery({
    queryKey: ifoodKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/ifood', { schema: ifoodConnectionSchema, signal }),
  });
}

/** GET /api/admin/integrations/ifood/status while the store is connected. */
export function useIfoodStatus(connected: boolean) {
  return useQuery({
    queryKey: [...ifoodKey, 'status'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/ifood/status', { schema: ifoodStoreStatusSchema, signal }),
    enabled: connected,
    refetchInterval: 60_000,
  });
}

/** "Conectar iFood", disconnect, and "Aceitar pedidos iFood automaticamente". */
export function useChangeIfood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { connect: string } | { disconnect: true } | { autoAccept: boolean }) =>
      'connect' in change
        ? apiFetch('/api/admin/integrations/ifood/connect', {
            method: 'POST',
            body: { merchantId: change.connect },
            schema: ifoodConnectionSchema,
          })
        : 'disconnect' in change
          ? apiFetch('/api/admin/integrations/ifood/disconnect', {
              method: 'POST',
              schema: ifoodConnectionSchema,
            })
          : apiFetch('/api/admin/integrations/ifood/auto-accept', {
              method: 'PUT',
              body: { autoAccept: change.autoAccept },
              schema: ifoodConnectionSchema,
            }),
    onSuccess: (view) => {
      queryClient.setQueryData(ifoodKey, view);
      void queryClient.invalidateQueries({ queryKey: [...ifoodKey, 'status'] });
    },
  });
}

const unmappedKey = ['admin', 'integrations', 'unmapped-items'] as const;

/** GET /api/admin/integrations/unmapped-items ("Itens sem vínculo"). */
export function useUnmappedItems() {
  return useQuery({
    queryKey: unmappedKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/unmapped-items', {
        schema: z.array(marketplaceUnmappedItemSchema),
        signal,
      }),
  });
}

/** POST /api/admin/integrations/ifood/simulate ("Simular pedido iFood", demo mode). */
export function useSimulateIfoodOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/admin/integrations/ifood/simulate', {
        method: 'POST',
        schema: ifoodSimulatedOrderSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unmappedKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

/** GET /api/admin/integrations/ifood/pause: the store's pause in force on iFood, if any. */
export function useIfoodPause() {
  return useQuery({
    queryKey: [...ifoodKey, 'pause'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/ifood/pause', { schema: ifoodPauseSchema, signal }),
    refetchInterval: 60_000,
  });
}

/** "Pausar iFood" for some minutes, or "Retomar iFood" (`null`). */
export function useChangeIfoodPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number | null) =>
      apiFetch('/api/admin/integrations/ifood/pause', {
        method: minutes === null ? 'DELETE' : 'POST',
        ...(minutes !== null && { body: { minutes } }),
        schema: ifoodPauseSchema,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData([...ifoodKey, 'pause'], view);
      void queryClient.invalidateQueries({ queryKey: [...ifoodKey, 'status'] });
    },
  });
}

const openDeliveryKey = ['admin', 'integrations', 'open-delivery'] as const;

/** GET /api/admin/integrations/open-delivery: the shop's Open Delivery connection. */
export function useOpenDeliveryConnection() {
  return useQuery({
    queryKey: openDeliveryKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/open-delivery', {
        schema: openDeliveryConnectionSchema,
        signal,
      }),
  });
}

/** "Conectar Open Delivery" and "Desconectar Open Delivery". */
export function useChangeOpenDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { connect: OpenDeliveryConnectInput } | { disconnect: true }) =>
      apiFetch(
        `/api/admin/integrations/open-delivery/${'connect' in change ? 'connect' : 'disconnect'}`,
        {
          method: 'POST',
          ...('connect' in change ? { body: change.connect } : {}),
          schema: openDeliveryConnectionSchema,
        },
      ),
    onSuccess: (view) => queryClient.setQueryData(openDeliveryKey, view),
  });
}

const whatsappKey = ['admin', 'integrations', 'whatsapp'] as const;

/** GET /api/admin/integrations/whatsapp: the shop's WhatsApp sender and this month's sends. */
export function useWhatsappSettings() {
  return useQuery({
    queryKey: whatsappKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/whatsapp', { schema: whatsappSettingsSchema, signal }),
  });
}

/** "Salvar WhatsApp" (a blank token keeps the stored one). */
export function useSaveWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsappSettingsInput) =>
      apiFetch('/api/admin/integrations/whatsapp', {
        method: 'PUT',
        body: input,
        schema: whatsappSettingsSchema,
      }),
    onSuccess: (view) => queryClient.setQueryData(whatsappKey, view),
  });
}
