import { printJobSchema, type PrintJob } from '@comanda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/admin/print-jobs: the latest jobs, newest first. */
export function listPrintJobs(signal?: AbortSignal): Promise<PrintJob[]> {
  return apiFetch('/api/admin/print-jobs', { schema: z.array(printJobSchema), signal });
}

/** Refreshed every few seconds: staff watch jobs go from queued to done (or failed). */
export function usePrintJobs() {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.jobs(),
      queryFn: ({ signal }) => listPrintJobs(signal),
      refetchInterval: 5000,
    }),
  );
}
