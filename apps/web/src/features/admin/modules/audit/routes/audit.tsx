import {
  auditKindLabels,
  auditKinds,
  formatDateTime,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
} from '@comanda/shared';
import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { ScrollRegion } from '@/components/scroll-region';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { auditFileUrl, useAuditLog } from '../api/audit';

/** /admin/auditoria (issue 32): the shop's append-only log, filtered and exported. */
export default function Audit() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AuditQuery>({});
  const log = useAuditLog(query);
  const set = (change: Partial<AuditQuery>) => setQuery((current) => ({ ...current, ...change }));
  return (
    <div className="grid gap-6">
      <PageHeader title={t('admin.modules.audit')} description={t('admin.audit.description')} />
      <Card>
        <CardContent className="grid gap-4 md:grid-cols-4">
          <FormField
            label={t('admin.audit.filters.from')}
            type="date"
            value={query.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
          <FormField
            label={t('admin.audit.filters.to')}
            type="date"
            value={query.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
          <Field label={t('admin.audit.filters.kind')}>
            {(props) => (
              <NativeSelect
                {...props}
                value={query.kind ?? ''}
                onChange={(event) =>
                  set({ kind: (event.target.value || undefined) as AuditKind | undefined })
                }
              >
                <option value="">{t('admin.audit.filters.allKinds')}</option>
                {auditKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {auditKindLabels[kind]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <FormField
            label={t('admin.audit.filters.person')}
            value={query.person ?? ''}
            onChange={(event) => set({ person: event.target.value || undefined })}
          />
          <div className="flex flex-wrap gap-2 md:col-span-4">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm">
                <a href={auditFileUrl(format, query)} download>
                  <Download aria-hidden />
                  {format === 'csv' ? t('admin.audit.exportCsv') : t('admin.audit.exportXlsx')}
                </a>
              </Button>
            ))}
          </div>
        </CardContent>
      </Card>
      {log.isPending ? (
        <LoadingState label={t('admin.audit.loading')} />
      ) : log.isError ? (
        <ErrorState
          message={errorMessage(log.error, t('admin.audit.loadFailed'))}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.length === 0 ? (
        <EmptyState icon={ScrollText} title={t('admin.audit.empty')} />
      ) : (
        <AuditTable entries={log.data} />
      )}
    </div>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const columns = ['at', 'kind', 'actor', 'approver', 'device', 'subject', 'change'] as const;
  return (
    <Card className="py-0">
      <ScrollRegion label={t('admin.modules.audit')} className="overflow-x-auto">
        <table className="w-full min-w-[64rem] text-sm">
          <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {t(`admin.audit.columns.${column}`)}
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
                <td className="px-4 py-3 break-all">{entry.actor ?? '-'}</td>
                <td className="px-4 py-3 break-all">{entry.approver ?? '-'}</td>
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
