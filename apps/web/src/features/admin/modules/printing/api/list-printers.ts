import { printerSchema, type Printer } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/admin/printers */
export function listPrinters(signal?: AbortSignal): Promise<Printer[]> {
  return apiFetch('/api/admin/printers', { schema: z.array(printerSchema), signal });
}

export function usePrinters() {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.printers(),
      queryFn: ({ signal }) => listPrinters(signal),
    }),
  );
}
