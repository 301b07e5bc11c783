import { formatDateTime, type RestorePlan } from '@comanda/shared';
import { Download, FileCheck, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { exportUrl, scheduledBackupUrl, useRestore, useScheduledBackups } from '../api/backup';

/** /admin/backup: download the shop's data, restore an archive (checked first), daily backups. */
export default function BackupScreen() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('backup.title')} description={t('backup.description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('backup.export')}</CardTitle>
          <CardDescription>{t('backup.exportHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <a href={exportUrl} download>
              <Download aria-hidden />
              {t('backup.export')}
            </a>
          </Button>
        </CardContent>
      </Card>
      <RestoreCard />
      <ScheduledCard />
    </div>
  );
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function RestoreCard() {
  const { t } = useTranslation();
  const restore = useRestore();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<RestorePlan | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Tables and settings other modules add later show their SQL name until named here.
  const tableNames: Record<string, string> = t('backup.tableNames', { returnObjects: true });
  const settingNames: Record<string, string> = t('backup.settingNames', { returnObjects: true });

  function check(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    restore.mutate(
      { file, mode: 'dry-run' },
      {
        onSuccess: setPlan,
        onError: (error) => toast.error(errorMessage(error, t('backup.checkFailed'))),
      },
    );
  }

  function apply() {
    if (!file) return;
    restore.mutate(
      { file, mode: 'apply' },
      {
        onSuccess: () => {
          setConfirming(false);
          setPlan(null);
          toast.success(t('backup.restored'));
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(errorMessage(error, t('backup.restoreFailed')));
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('backup.restore')}</CardTitle>
        <CardDescription>{t('backup.restoreHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form noValidate onSubmit={check} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="backup-file">{t('backup.file')}</Label>
            <Input
              id="backup-file"
              type="file"
              accept=".zip,application/zip"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPlan(null);
              }}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!file || restore.isPending}>
            {restore.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <FileCheck aria-hidden />
            )}
            {restore.isPending ? t('backup.checking') : t('backup.check')}
          </Button>
        </form>
        {plan && (
          <section aria-label={t('backup.planTitle')} className="grid gap-3">
            <h3 className="font-medium">{t('backup.planTitle')}</h3>
            <p className="text-sm">
              {t('backup.planSource', {
                name: plan.source.name,
                date: formatDateTime(plan.source.createdAt),
              })}{' '}
              {plan.sameShop ? t('backup.planSameShop') : t('backup.planNewShop')}
            </p>
            <table className="w-full text-sm" aria-label={t('backup.planTitle')}>
              <thead className="border-b border-border text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('backup.table')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {t('backup.removed')}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('backup.added')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {plan.tables
                  .filter((row) => row.removed + row.added > 0)
                  .map((row) => (
                    <tr key={row.table} className="border-b border-border/50">
                      <td className="py-1.5 pr-4">{tableNames[row.table] ?? row.table}</td>
                      <td className="py-1.5 pr-4 text-right tabular-nums">{row.removed}</td>
                      <td className="py-1.5 text-right tabular-nums">{row.added}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            <p className="text-sm text-muted-foreground">
              {plan.settingsChanged.length > 0
                ? t('backup.settings', {
                    list: plan.settingsChanged
                      .map((column) => settingNames[column] ?? column)
                      .join(', '),
                  })
                : t('backup.settingsNone')}{' '}
              {t('backup.images', { count: plan.images })}
            </p>
            <Button
              type="button"
              variant="destructive"
              className="justify-self-start"
              disabled={restore.isPending}
              onClick={() => setConfirming(true)}
            >
              <RotateCcw aria-hidden />
              {t('backup.apply')}
            </Button>
          </section>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('backup.confirmTitle')}
          description={t('backup.confirmDescription')}
          pending={restore.isPending}
          onConfirm={apply}
          confirmLabel={t('backup.apply')}
          pendingLabel={t('backup.applying')}
          icon={RotateCcw}
        />
      </CardContent>
    </Card>
  );
}

function ScheduledCard() {
  const { t } = useTranslation();
  const scheduled = useScheduledBackups();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('backup.scheduled')}</CardTitle>
        {scheduled.data && (
          <CardDescription>
            {scheduled.data.keepDays > 0
              ? t('backup.scheduledHint', { days: scheduled.data.keepDays })
              : t('backup.scheduledOff')}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {scheduled.isPending ? (
          <LoadingState label={t('backup.loading')} />
        ) : scheduled.isError ? (
          <ErrorState
            message={errorMessage(scheduled.error, t('backup.loadFailed'))}
            onRetry={() => void scheduled.refetch()}
          />
        ) : scheduled.data.backups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('backup.scheduledEmpty')}</p>
        ) : (
          <ul className="grid gap-2">
            {scheduled.data.backups.map((backup) => (
              <li key={backup.name} className="flex items-center justify-between gap-3 text-sm">
                <span>
                  {backup.name.replace('.zip', '')} · {(backup.bytes / 1024).toFixed(0)} KB
                </span>
                <Button asChild variant="outline" size="sm">
                  <a href={scheduledBackupUrl(backup.name)} download>
                    <Download aria-hidden />
                    {t('backup.download')}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
