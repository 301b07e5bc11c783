import {
  fiscalDisablementSchema,
  fiscalDisablementsSchema,
  type DisableNumbersInput,
} from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Under the orders' key: a live order event (a note rejected) refreshes the gaps too. */
const disablementKeys = { all: ['admin', 'orders', 'fiscal-disablements'] as const };

/** GET /api/admin/fiscal/disablements: NFC-e numbers to inutilizar and the requests made. */
export function useFiscalDisablements() {
  return useQuery({
    queryKey: disablementKeys.all,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/fiscal/disablements', { schema: fiscalDisablementsSchema, signal }),
    staleTime: 0,
  });
}

/** POST /api/admin/fiscal/disablements: ask the SEFAZ to inutilizar a range. */
export function useDisableNumbers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableNumbersInput) =>
      apiFetch('/api/admin/fiscal/disablements', {
        method: 'POST',
        body: input,
        schema: fiscalDisablementSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disablementKeys.all }),
  });
}
