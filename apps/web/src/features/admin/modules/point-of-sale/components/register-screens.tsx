import { formatDateTime } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useRegister, useRegisters } from '../api/pdv';
import { RegisterReport } from './register-report';

/** A register's report: counted against expected, by method (after closing, or while open). */
export function ReportScreen({ registerId, onBack }: { registerId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const register = useRegister(registerId);
  return (
    <div className="grid max-w-4xl gap-4">
      <PageHeader
        title={t('pdv.report.title')}
        actions={
          <Button onClick={onBack}>
            {register.data?.closedAt ? t('pdv.report.newRegister') : t('pdv.report.back')}
          </Button>
        }
      />
      {register.isPending ? (
        <LoadingState label={t('pdv.loading')} />
      ) : register.isError ? (
        <ErrorState
          message={errorMessage(register.error, t('pdv.loadFailed'))}
          retrying={register.isFetching}
          onRetry={() => void register.refetch()}
        />
      ) : (
        <RegisterReport register={register.data} />
      )}
    </div>
  );
}

/** The registers opened before, newest first, each with its report. */
export function HistoryScreen({
  onOpen,
  onBack,
}: {
  onOpen: (registerId: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const registers = useRegisters();
  return (
    <div className="grid max-w-4xl gap-4">
      <PageHeader
        title={t('pdv.register.history')}
        actions={
          <Button variant="outline" onClick={onBack}>
            {t('pdv.report.back')}
          </Button>
        }
      />
      {registers.isPending ? (
        <LoadingState label={t('pdv.loading')} />
      ) : registers.isError ? (
        <ErrorState
          message={errorMessage(registers.error, t('pdv.loadFailed'))}
          retrying={registers.isFetching}
          onRetry={() => void registers.refetch()}
        />
      ) : registers.data.registers.length === 0 ? (
        <p className="text-muted-foreground">{t('pdv.report.historyEmpty')}</p>
      ) : (
        <ul className="grid gap-2">
          {registers.data.registers.map((register) => (
            <li
              key={register.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <span>
                {register.name} · {register.operator} · {formatDateTime(register.openedAt)}
                {register.closedAt
                  ? ` – ${formatDateTime(register.closedAt)}`
                  : ` (${t('pdv.report.openNow')})`}
              </span>
              <Button variant="outline" size="sm" onClick={() => onOpen(register.id)}>
                {t('pdv.report.view')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
