import {
  shopReportSchema,
  type ReportQuery,
  type ShopReport,
  type ShopReportTable,
} from '@comanda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const search = (query: ReportQuery) => new URLSearchParams(query).toString();

/** GET /api/admin/reports?from&to: the shop's sales of the period, every way. */
export function getReport(query: ReportQuery, signal?: AbortSignal): Promise<ShopReport> {
  return apiFetch(`/api/admin/reports?${search(query)}`, { schema: shopReportSchema, signal });
}

/** One table of the report as a CSV or XLSX download (the server builds both files). */
export function reportFileUrl(
  format: 'csv' | 'xlsx',
  table: ShopReportTable,
  query: ReportQuery,
): string {
  return `/api/admin/reports/${format}/${table}?${search(query)}`;
}

export function useReport(query: ReportQuery) {
  return useQuery({
    queryKey: ['admin', 'reports', query],
    queryFn: ({ signal }) => getReport(query, signal),
    // Changing the period keeps the last report on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
