import type { AuditQuery } from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditFilters, AuditLines } from '@/components/audit-log';
import { PageHeader } from '@/components/page-header';
import { fillPath } from '@/lib/fill-path';
import { superadminPaths } from '../../../superadmin-paths';
import { useEstablishment } from '../api/get-establishment';
import { useEstablishmentAudit } from '../api/get-establishment-audit';

/**
 * /superadmin/estabelecimentos/:id/auditoria (issue 32): one shop's audit log for the platform's
 * owner, with the shop admin's filters and table (components/audit-log).
 */
export default function EstablishmentAudit() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const [query, setQuery] = useState<AuditQuery>({});
  const shop = useEstablishment(id);
  const log = useEstablishmentAudit(id, query);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={
          shop.data
            ? t('superadmin.establishmentAudit.title', { name: shop.data.name })
            : t('superadmin.establishmentAudit.loadingTitle')
        }
        description={t('superadmin.establishmentAudit.description')}
        back={{
          to: fillPath(superadminPaths.editEstablishment, { id }),
          label: t('superadmin.establishmentAudit.backToShop'),
        }}
      />
      <AuditFilters query={query} onQuery={setQuery} />
      <AuditLines log={log} />
    </div>
  );
}
