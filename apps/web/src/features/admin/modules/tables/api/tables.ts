import {
  diningTableSchema,
  type DiningTablesCreate,
  type DiningTableUpdate,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

const keys = { all: ['admin', 'tables'] as const };

/** The files the screen links to: the browser downloads them with the session's cookie. */
export const tableQrCodesPdf = '/api/admin/tables/qr-codes.pdf';
export const printedMenuPdf = '/api/admin/printed-menu.pdf';

/** GET /api/admin/tables: the shop's tables by number. */
export function useTables() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/tables', { schema: z.array(diningTableSchema), signal }),
  });
}

/** POST /api/admin/tables: tables from..to. */
export function useCreateTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiningTablesCreate) =>
      apiFetch('/api/admin/tables', {
        method: 'POST',
        body: input,
        schema: z.array(diningTableSchema),
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** PATCH /api/admin/tables/:id: rename, deactivate or reactivate. */
export function useUpdateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DiningTableUpdate & { id: string }) =>
      apiFetch(`/api/admin/tables/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
        schema: diningTableSchema,
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
