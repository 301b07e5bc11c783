import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** POST /api/admin/print-jobs/:id/retry ('Tentar novamente' on a failed job). */
export async function retryPrintJob(id: string): Promise<void> {
  await apiFetch(`/api/admin/print-jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryPrintJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPrintJob,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printingKeys.jobs() }),
  });
}
