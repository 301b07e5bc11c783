import {
  payableSchema,
  payablesPageSchema,
  supplierSchema,
  type PayableInput,
} from '@comanda/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type PayableStatusFilter = 'all' | 'open' | 'overdue' | 'paid' | 'canceled';
export interface PayablesFilter {
  from: string;
  to: string;
  status: PayableStatusFilter;
}

export const payablesKeys = {
  all: ['admin', 'finance', 'payables'] as const,
  list: (filter: PayablesFilter) => [...payablesKeys.all, filter] as const,
  suppliers: ['admin', 'finance', 'payables', 'suppliers'] as const,
};

/** GET /api/admin/finance/payables: by due date; open overdue ones always listed. */
export function usePayables(filter: PayablesFilter) {
  return useQuery({
    queryKey: payablesKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/finance/payables?${new URLSearchParams({ ...filter }).toString()}`, {
        schema: payablesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/suppliers: whom a payable may be owed to. */
export function usePayableSuppliers() {
  return useQuery({
    queryKey: payablesKeys.suppliers,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/suppliers', { schema: z.array(supplierSchema), signal }),
  });
}

const invalidateFinance = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'finance'] });

/** POST /api/admin/finance/payables: one row per installment or month. */
export function useCreatePayable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayableInput) =>
      apiFetch('/api/admin/finance/payables', {
        method: 'POST',
        body: input,
        schema: z.array(payableSchema),
      }),
    retry: false,
    onSuccess: () => invalidateFinance(queryClient),
  });
}

/** POST /api/admin/finance/payables/:id/pay or /cancel */
export function useSettlePayable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, on }: { id: string; action: 'pay' | 'cancel'; on?: string }) =>
      apiFetch(`/api/admin/finance/payables/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        ...(action === 'pay' ? { body: { on } } : {}),
        schema: payableSchema,
      }),
    retry: false,
    onSuccess: () => invalidateFinance(queryClient),
  });
}
