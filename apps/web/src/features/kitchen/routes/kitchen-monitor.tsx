import { businessTimeZone, type KitchenMonitor as Monitor } from '@comanda/shared';
import { ChefHat, CircleCheck, Printer, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { Badge } from '@/components/ui/badge';
import { PrintJobStatusBadge } from '@/components/print-job-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useKitchenMonitor } from '../api/get-kitchen-monitor';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: businessTimeZone,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** /impressora-cozinha ('Monitor de Cozinha'): the shop, the flow, the agent, recent prints. */
export function KitchenMonitor() {
  const { t } = useTranslation();
  const monitor = useKitchenMonitor();
  if (monitor.isPending) return <LoadingScreen label={t('kitchen.loading')} />;

  return (
    <main className="min-h-dvh bg-muted/40 px-4 py-8">
      <div className="mx-auto grid max-w-3xl gap-6">
        <header className="grid gap-2 text-center">
          <ChefHat aria-hidden className="mx-auto size-12 text-primary" />
          <h1 className="text-3xl font-bold tracking-tight">{t('kitchen.title')}</h1>
          {monitor.data && <p className="text-xl">{monitor.data.establishmentName}</p>}
          <p className="inline-flex items-center justify-center gap-2 font-semibold text-green-700">
            <CircleCheck aria-hidden className="size-5" />
            {t('kitchen.active')}
          </p>
          {monitor.isError && (
            <p role="alert" className="text-sm text-destructive">
              {t('kitchen.loadFailed')}
            </p>
          )}
        </header>
        <Card>
          <CardHeader>
            <CardTitle>{t('kitchen.flowTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid list-decimal gap-2 pl-5">
              {(['order', 'payment', 'print'] as const).map((step) => (
                <li key={step}>{t(`kitchen.flow.${step}`)}</li>
              ))}
            </ol>
          </CardContent>
        </Card>
        {monitor.data && <AgentStatus agent={monitor.data.agent} />}
        {monitor.data && <RecentJobs jobs={monitor.data.jobs} />}
      </div>
    </main>
  );
}

function AgentStatus({ agent }: { agent: Monitor['agent'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('kitchen.agentTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3" data-testid="agent-status">
        {agent.connected ? (
          <Printer aria-hidden className="size-6 text-green-700" />
        ) : (
          <WifiOff aria-hidden className="size-6 text-muted-foreground" />
        )}
        <Badge variant={agent.connected ? 'success' : 'secondary'}>
          {agent.connected ? t('kitchen.agentOnline') : t('kitchen.agentOffline')}
        </Badge>
        <span className="text-sm text-muted-foreground">
          {agent.lastSeenAt
            ? t('kitchen.agentLastSeen', { when: dateTime.format(new Date(agent.lastSeenAt)) })
            : t('kitchen.agentNeverSeen')}
        </span>
      </CardContent>
    </Card>
  );
}

function RecentJobs({ jobs }: { jobs: Monitor['jobs'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('kitchen.jobsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <p className="text-muted-foreground">{t('kitchen.jobsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="flex-1 font-medium">
                  {job.orderNumber === null
                    ? t('kitchen.testPage')
                    : t('kitchen.order', { number: job.orderNumber })}
                  <span className="ml-2 text-sm text-muted-foreground">
                    {t(`kitchen.kinds.${job.kind}`)} · {dateTime.format(new Date(job.createdAt))}
                  </span>
                </span>
                <PrintJobStatusBadge status={job.status}>
                  {t(`kitchen.statuses.${job.status}`)}
                </PrintJobStatusBadge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
