import {
  purchaseDetailSchema,
  purchaseSchema,
  stockItemSchema,
  supplierSchema,
  type PurchaseInput,
  type SupplierInput,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export const suppliersKeys = {
  all: ['admin', 'suppliers'] as const,
  list: () => [...suppliersKeys.all, 'list'] as const,
  purchases: () => [...suppliersKeys.all, 'purchases'] as const,
  purchase: (id: string) => [...suppliersKeys.all, 'purchases', id] as const,
  stockItems: () => [...suppliersKeys.all, 'stock-items'] as const,
};

/** GET /api/admin/suppliers */
export function useSuppliers() {
  return useQuery({
    queryKey: suppliersKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/suppliers', { schema: z.array(supplierSchema), signal }),
  });
}

/** POST /api/admin/suppliers */
export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) =>
      apiFetch('/api/admin/suppliers', { method: 'POST', body: input, schema: supplierSchema }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersKeys.list() }),
  });
}

/** PUT /api/admin/suppliers/:id */
export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SupplierInput & { id: string }) =>
      apiFetch(`/api/admin/suppliers/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: supplierSchema,
      }),
    retry: false,
    // Purchases show the supplier's name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersKeys.all }),
  });
}

/** DELETE /api/admin/suppliers/:id: refused (409) for a supplier with purchases. */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/suppliers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersKeys.list() }),
  });
}

/** GET /api/admin/purchases/:id: the lines one purchase brought in. */
export function usePurchase(id: string) {
  return useQuery({
    queryKey: suppliersKeys.purchase(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/purchases/${encodeURIComponent(id)}`, {
        schema: purchaseDetailSchema,
        signal,
      }),
  });
}

/** GET /api/admin/purchases */
export function usePurchases() {
  return useQuery({
    queryKey: suppliersKeys.purchases(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/purchases', { schema: z.array(purchaseSchema), signal }),
  });
}

/** GET /api/admin/stock/items: what a purchase may bring in. */
export function usePurchasableItems() {
  return useQuery({
    queryKey: suppliersKeys.stockItems(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/stock/items', { schema: z.array(stockItemSchema), signal }),
  });
}

/** POST /api/admin/suppliers/:id/purchases: stock comes in, installments become payables. */
export function useRecordPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, ...input }: PurchaseInput & { supplierId: string }) =>
      apiFetch(`/api/admin/suppliers/${encodeURIComponent(supplierId)}/purchases`, {
        method: 'POST',
        body: input,
        schema: purchaseSchema,
      }),
    retry: false,
    // Levels changed too: whatever reads stock reads it again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suppliersKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stock'] }),
      ]),
  });
}
