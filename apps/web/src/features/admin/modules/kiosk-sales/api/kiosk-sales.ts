import { kioskSalesSchema } from '@comanda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface SalesPeriod {
  from: string;
  to: string;
}

const query = (period: SalesPeriod) => new URLSearchParams({ ...period }).toString();

/** GET /api/admin/kiosk-sales: the kiosk's paid orders of the business days, with totals. */
export function useKioskSales(period: SalesPeriod) {
  return useQuery({
    queryKey: ['admin', 'kiosk-sales', period],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/kiosk-sales?${query(period)}`, { schema: kioskSalesSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same period as CSV (the server builds it from the same rows). */
export const kioskSalesCsvUrl = (period: SalesPeriod) =>
  `/api/admin/kiosk-sales.csv?${query(period)}`;
