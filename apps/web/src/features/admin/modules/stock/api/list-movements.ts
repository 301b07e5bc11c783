import { stockMovementSchema, type StockMovementFilter } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { movementsQuery, stockKeys } from './query-keys';

/** GET /api/admin/stock/movements: the ledger, newest first. */
export function useMovements(filter: StockMovementFilter) {
  return useQuery({
    queryKey: stockKeys.movements(filter),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/stock/movements${movementsQuery(filter)}`, {
        schema: z.array(stockMovementSchema),
        signal,
      }),
  });
}
