import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** POST /api/admin/print-jobs/:id/result: what this browser's QZ Tray or USB printer did. */
export async function reportPrintResult({
  jobId,
  error,
}: {
  jobId: string;
  error?: string | undefined;
}): Promise<void> {
  await apiFetch(`/api/admin/print-jobs/${encodeURIComponent(jobId)}/result`, {
    method: 'POST',
    body: error ? { outcome: 'failed', error } : { outcome: 'done' },
  });
}

export function useReportPrintResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPrintResult,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printingKeys.jobs() }),
  });
}
