import { auditEntrySchema, type AuditQuery } from '@comanda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { superadminKeys } from '../../../api/query-keys';

/** GET /api/superadmin/establishments/:id/audit: one shop's log, newest first (issue 32). */
export function useEstablishmentAudit(id: string, query: AuditQuery) {
  const search = new URLSearchParams(
    Object.entries(query).filter(([, value]) => value) as [string, string][],
  ).toString();
  return useQuery({
    queryKey: [...superadminKeys.establishment(id), 'audit', query],
    queryFn: ({ signal }) =>
      apiFetch(`/api/superadmin/establishments/${encodeURIComponent(id)}/audit?${search}`, {
        schema: z.array(auditEntrySchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
