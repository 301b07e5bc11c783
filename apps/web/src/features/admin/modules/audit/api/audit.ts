import { auditEntrySchema, type AuditQuery } from '@comanda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

/** The filter as a query string, without the empty fields. */
export function auditSearch(query: AuditQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value) as [string, string][];
  return new URLSearchParams(entries).toString();
}

/** GET /api/admin/audit: the shop's log, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/audit?${auditSearch(query)}`, {
        schema: z.array(auditEntrySchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit.csv or .xlsx: the same lines as a file. */
export const auditFileUrl = (format: 'csv' | 'xlsx', query: AuditQuery) =>
  `/api/admin/audit.${format}?${auditSearch(query)}`;
