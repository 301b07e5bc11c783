import { platformReportSchema, type PlatformReport, type ReportQuery } from '@comanda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

const search = (query: ReportQuery) => new URLSearchParams(query).toString();

/** GET /api/superadmin/reports?from&to: orders and revenue per shop over the period. */
export function getReport(query: ReportQuery, signal?: AbortSignal): Promise<PlatformReport> {
  return apiFetch(`/api/superadmin/reports?${search(query)}`, {
    schema: platformReportSchema,
    signal,
  });
}

/** The same report as a CSV download (the server builds the file). */
export function reportCsvUrl(query: ReportQuery): string {
  return `/api/superadmin/reports.csv?${search(query)}`;
}

export function useReport(query: ReportQuery) {
  return useQuery({
    queryKey: superadminKeys.report(query),
    queryFn: ({ signal }) => getReport(query, signal),
    // Changing the period keeps the last table on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
