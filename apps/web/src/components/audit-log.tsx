import {
  auditKindLabels,
  auditKinds,
  formatDateTime,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
} from '@comanda/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Download, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { ScrollRegion } from '@/components/scroll-region';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';

/*
 * A shop's audit log (issue 32) as both panels show it: the shop admin's /admin/auditoria and
 * the super admin's page of one shop. Filters by period, kind and person; the file links are
 * the admin's (the exporter's routes).
 */

/** The filters, and the export links when the screen has them. */
export function AuditFilters({
  query,
  onQuery,
  fileUrl,
}: {
  query: AuditQuery;
  onQuery: (query: AuditQuery) => void;
  fileUrl?: (format: 'csv' | 'xlsx') => string;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<AuditQuery>) => onQuery({ ...query, ...change });
  return (
    <Card>
      <CardContent className="grid gap-4 md:grid-cols-4">
        <FormField
          label={t('auditLog.filters.from')}
          type="date"
          value={query.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <FormField
          label={t('auditLog.filters.to')}
          type="date"
          value={query.to ?? ''}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
        <Field label={t('auditLog.filters.kind')}>
          {(props) => (
            <NativeSelect
              {...props}
              value={query.kind ?? ''}
              onChange={(event) =>
                set({ kind: (event.target.value || undefined) as AuditKind | undefined })
              }
            >
              <option value="">{t('auditLog.filters.allKinds')}</option>
              {auditKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {auditKindLabels[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FormField
          label={t('auditLog.filters.person')}
          value={query.person ?? ''}
          onChange={(event) => set({ person: event.target.value || undefined })}
        />
        {fileUrl && (
          <div className="flex flex-wrap gap-2 md:col-span-4">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm">
                <a href={fileUrl(format)} download>
                  <Download aria-hidden />
                  {format === 'csv' ? t('auditLog.exportCsv') : t('auditLog.exportXlsx')}
                </a>
              </Button>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The log's states: loading, error (with retry), empty for the filter, or the table. */
export function AuditLines({ log }: { log: UseQueryResult<AuditEntry[]> }) {
  const { t } = useTranslation();
  if (log.isPending) return <LoadingState label={t('auditLog.loading')} />;
  if (log.isError) {
    return (
      <ErrorState
        message={errorMessage(log.error, t('auditLog.loadFailed'))}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (log.data.length === 0) return <EmptyState icon={ScrollText} title={t('auditLog.empty')} />;
  return <AuditTable entries={log.data} />;
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const columns = ['at', 'kind', 'actor', 'approver', 'device', 'subject', 'change'] as const;
  return (
    <Card className="py-0">
      <ScrollRegion label={t('auditLog.table')} className="overflow-x-auto">
        <table className="w-full min-w-[64rem] text-sm">
          <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {t(`auditLog.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {auditKindLabels[entry.kind]}
                </th>
                <td className="px-4 py-3">
                  <AuditPerson name={entry.actorName} email={entry.actor} />
                </td>
                <td className="px-4 py-3">
                  <AuditPerson name={entry.approverName} email={entry.approver} />
                </td>
                <td className="max-w-48 truncate px-4 py-3" title={entry.device ?? undefined}>
                  {entry.device ?? '-'}
                </td>
                <td className="px-4 py-3">{entry.subject}</td>
                <td className="px-4 py-3 break-all">
                  {entry.before ?? '-'} → {entry.after ?? '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}

/**
 * A person as the line recorded them: the name as it was then, the email under it. Lines
 * written before names were kept show the email alone.
 */
function AuditPerson({ name, email }: { name: string | null; email: string | null }) {
  if (!email) return <>{name ?? '-'}</>;
  if (!name) return <span className="break-all">{email}</span>;
  return (
    <>
      <span className="block font-medium">{name}</span>
      <span className="block text-xs break-all text-muted-foreground">{email}</span>
    </>
  );
}
