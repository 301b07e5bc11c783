import { stockItemSchema } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { stockKeys } from './query-keys';

/** GET /api/admin/stock/items */
export function useStockItems() {
  return useQuery({
    queryKey: stockKeys.items(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/stock/items', { schema: z.array(stockItemSchema), signal }),
  });
}
