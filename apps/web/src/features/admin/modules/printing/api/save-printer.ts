import { printerSchema, type Printer, type PrinterInput } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** POST /api/admin/printers, or PUT /api/admin/printers/:id with every field. */
export function savePrinter({ id, input }: { id?: string | undefined; input: PrinterInput }) {
  return apiFetch<Printer>(
    id ? `/api/admin/printers/${encodeURIComponent(id)}` : '/api/admin/printers',
    { method: id ? 'PUT' : 'POST', body: input, schema: printerSchema },
  );
}

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrinter,
    // Not retried: a POST that reached the server would add the printer twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.printers() }),
  });
}
