import { printedReceiptSchema, type PrintedReceipt } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/admin/printers/:id/receipts: what a (virtual) printer printed, newest first. */
export function listPrintedReceipts(printerId: string, signal?: AbortSignal) {
  return apiFetch<PrintedReceipt[]>(
    `/api/admin/printers/${encodeURIComponent(printerId)}/receipts`,
    { schema: z.array(printedReceiptSchema), signal },
  );
}

export function usePrintedReceipts(printerId: string) {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.receipts(printerId),
      queryFn: ({ signal }) => listPrintedReceipts(printerId, signal),
      refetchInterval: 5000,
    }),
  );
}
