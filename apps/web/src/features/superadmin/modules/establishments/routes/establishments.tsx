import type { EstablishmentListItem } from '@comanda/shared';
import { Building2, ExternalLink, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@/lib/fill-path';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { useEstablishments } from '../../../api/list-establishments';
import { useSetEstablishmentStatus } from '../api/set-establishment-status';
import { kioskUrlOf, usePlatformDomain } from '../../../hooks/use-platform-domain';
import { formatDateTime } from '@comanda/shared';
import { superadminPaths } from '@/features/superadmin/superadmin-paths';

/** /superadmin/estabelecimentos (SPEC §2): every shop, its admin, status and actions. */
export default function Establishments() {
  const { t } = useTranslation();
  const establishments = useEstablishments();

  const newButton = (
    <Button asChild>
      <Link to={superadminPaths.newEstablishment}>
        <Plus aria-hidden />
        {t('superadmin.establishments.new')}
      </Link>
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader title={t('superadmin.modules.establishments')} actions={newButton} />
      {establishments.isPending ? (
        <LoadingState label={t('superadmin.establishments.loading')} />
      ) : establishments.isError ? (
        <ErrorState
          message={errorMessage(establishments.error, t('superadmin.establishments.loadFailed'))}
          retrying={establishments.isFetching}
          onRetry={() => void establishments.refetch()}
        />
      ) : establishments.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t('superadmin.establishments.empty')}
          description={t('superadmin.establishments.emptyHint')}
          action={newButton}
        />
      ) : (
        <EstablishmentTable rows={establishments.data} />
      )}
    </div>
  );
}

function EstablishmentTable({ rows }: { rows: EstablishmentListItem[] }) {
  const { t } = useTranslation();
  const columns = ['name', 'admin', 'city', 'phone', 'createdAt', 'status', 'actions'] as const;
  return (
    <Card className="overflow-x-auto py-0">
      <table className="w-full min-w-[56rem] text-sm">
        <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`superadmin.establishments.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <EstablishmentRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function EstablishmentRow({ row }: { row: EstablishmentListItem }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-left font-medium">
        <div className="flex items-center gap-3">
          {row.logoUrl && (
            <img src={row.logoUrl} alt="" className="size-8 rounded object-cover" loading="lazy" />
          )}
          <div className="grid">
            <span>{row.name}</span>
            <span className="text-xs font-normal text-muted-foreground">
              {row.subdomain ?? t('superadmin.establishments.noSubdomain')}
            </span>
          </div>
        </div>
      </th>
      <td className="px-4 py-3">
        {row.admin ? (
          <div className="grid">
            <span>{row.admin.name || t('superadmin.establishments.adminFallback')}</span>
            <span className="text-xs text-muted-foreground">{row.admin.email}</span>
          </div>
        ) : (
          <span className="text-muted-foreground">{t('superadmin.establishments.noAdmin')}</span>
        )}
      </td>
      <td className="px-4 py-3">{row.city ?? ''}</td>
      <td className="px-4 py-3">{row.phone || '-'}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
      <td className="px-4 py-3">
        {row.active ? (
          <Badge variant="success">{t('superadmin.common.active')}</Badge>
        ) : (
          <Badge variant="secondary">{t('superadmin.common.inactive')}</Badge>
        )}
      </td>
      <td className="px-4 py-3">
        <RowActions row={row} />
      </td>
    </tr>
  );
}

function RowActions({ row }: { row: EstablishmentListItem }) {
  const { t } = useTranslation();
  const domain = usePlatformDomain();
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="icon">
        <Link
          to={fillPath(superadminPaths.editEstablishment, { id: row.id })}
          aria-label={t('superadmin.establishments.editLabel', { name: row.name })}
          title={t('superadmin.establishments.edit')}
        >
          <Pencil aria-hidden />
        </Link>
      </Button>
      <StatusSwitch row={row} />
      {row.subdomain && row.active && (
        <Button asChild variant="ghost" size="icon">
          <a
            href={kioskUrlOf(domain, row.subdomain)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('superadmin.establishments.openKioskLabel', { name: row.name })}
            title={t('superadmin.establishments.openKiosk')}
          >
            <ExternalLink aria-hidden />
          </a>
        </Button>
      )}
    </div>
  );
}

function StatusSwitch({ row }: { row: EstablishmentListItem }) {
  const { t } = useTranslation();
  const setStatus = useSetEstablishmentStatus();
  // Shows the requested state while the server confirms it.
  const checked = setStatus.isPending ? setStatus.variables.active : row.active;
  return (
    <Switch
      checked={checked}
      disabled={setStatus.isPending}
      aria-label={t('superadmin.establishments.toggleLabel', { name: row.name })}
      title={
        checked
          ? t('superadmin.establishments.deactivate')
          : t('superadmin.establishments.activate')
      }
      onCheckedChange={(active) =>
        setStatus.mutate(
          { id: row.id, active },
          {
            onSuccess: () =>
              toast.success(t('superadmin.common.success'), {
                description: t('superadmin.establishments.statusUpdated'),
              }),
            onError: () =>
              toast.error(t('superadmin.common.error'), {
                description: t('superadmin.establishments.statusFailed'),
              }),
          },
        )
      }
    />
  );
}
