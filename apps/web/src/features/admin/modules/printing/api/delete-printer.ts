import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** DELETE /api/admin/printers/:id (its past jobs stay listed). */
export async function deletePrinter(id: string): Promise<void> {
  await apiFetch(`/api/admin/printers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrinter,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.all }),
  });
}
