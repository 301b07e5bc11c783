import type { AuditQuery } from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditFilters, AuditLines } from '@/components/audit-log';
import { PageHeader } from '@/components/page-header';
import { auditFileUrl, useAuditLog } from '../api/audit';

/** /admin/auditoria (issue 32): the shop's append-only log, filtered and exported. */
export default function Audit() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AuditQuery>({});
  const log = useAuditLog(query);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('admin.modules.audit')} description={t('admin.audit.description')} />
      <AuditFilters
        query={query}
        onQuery={setQuery}
        fileUrl={(format) => auditFileUrl(format, query)}
      />
      <AuditLines log={log} />
    </div>
  );
}
