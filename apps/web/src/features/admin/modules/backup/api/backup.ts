import { restorePlanSchema, scheduledBackupsSchema } from '@comanda/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET: the shop's whole data as a zip; a plain link downloads it with the session cookie. */
export const exportUrl = '/api/admin/backup/export';
export const scheduledBackupUrl = (name: string) =>
  `/api/admin/backup/scheduled/${encodeURIComponent(name)}`;

/** GET /api/admin/backup/scheduled: the daily backups kept on the server. */
export function useScheduledBackups() {
  return useQuery({
    queryKey: ['admin', 'backup', 'scheduled'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/backup/scheduled', { schema: scheduledBackupsSchema, signal }),
  });
}

/** POST /api/admin/backup/restore: the archive is the body; dry run first, then apply. */
export function useRestore() {
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: 'dry-run' | 'apply' }) =>
      apiFetch(`/api/admin/backup/restore?mode=${mode}`, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/zip' },
        schema: restorePlanSchema,
      }),
  });
}
