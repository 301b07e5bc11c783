import { printJobSchema } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

const testPrintSchema = z.object({ job: printJobSchema, payload: z.string().nullable() });

/**
 * POST /api/admin/printers/:id/test ('Imprimir teste'). QZ Tray and USB printers print from
 * this browser: the answer then carries the bytes.
 */
export function printTest(printerId: string) {
  return apiFetch(`/api/admin/printers/${encodeURIComponent(printerId)}/test`, {
    method: 'POST',
    schema: testPrintSchema,
  });
}

export function usePrintTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printTest,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printingKeys.all }),
  });
}
