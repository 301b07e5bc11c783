import type { PrintJob } from '@comanda/shared';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PrintJobStatusBadge } from '@/components/print-job-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { ErrorState, LoadingState } from '@/components/query-states';
import { usePrintJobs } from '../api/list-print-jobs';
import { useRetryPrintJob } from '../api/retry-print-job';
import { formatDateTime } from '@comanda/shared';

/** The latest print jobs: what printed, what is waiting, what failed and why. */
export function PrintJobsCard() {
  const { t } = useTranslation();
  const jobs = usePrintJobs();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('printing.jobs.title')}</CardTitle>
        <CardDescription>{t('printing.jobs.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <LoadingState label={t('printing.jobs.loading')} />
        ) : jobs.isError ? (
          <ErrorState
            message={errorMessage(jobs.error, t('printing.jobs.loadFailed'))}
            onRetry={() => void jobs.refetch()}
          />
        ) : jobs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('printing.jobs.empty')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('printing.jobs.title')}>
            {jobs.data.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function JobRow({ job }: { job: PrintJob }) {
  const { t } = useTranslation();
  const retry = useRetryPrintJob();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="print-job">
      <div className="grid min-w-48 flex-1 gap-1">
        <p className="font-medium">
          {job.orderNumber === null
            ? t('printing.jobs.testPage')
            : t('printing.jobs.order', { number: job.orderNumber })}
          {' · '}
          {job.printerName}
        </p>
        <p className="text-sm text-muted-foreground">
          {formatDateTime(job.createdAt)} · {t(`printing.kinds.${job.kind}`)} ·{' '}
          {t('printing.jobs.attempts', { count: job.attempts })}
        </p>
        {job.status === 'failed' && job.lastError && (
          <p className="text-sm text-destructive">{job.lastError}</p>
        )}
      </div>
      <PrintJobStatusBadge status={job.status}>
        {t(`printing.statuses.${job.status}`)}
      </PrintJobStatusBadge>
      {job.status === 'failed' && job.channel !== 'browser' && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () => toast.success(t('printing.jobs.retried')),
              onError: (error) => toast.error(errorMessage(error, t('printing.jobs.retryFailed'))),
            })
          }
        >
          <RotateCw aria-hidden />
          {t('printing.jobs.retry')}
        </Button>
      )}
    </li>
  );
}
