import {
  businessClock,
  ifoodOperationLabels,
  ifoodPauseMinutes,
  ifoodStateLabels,
  type IfoodStoreStatus as Operations,
} from '@comanda/shared';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChoiceField } from '@/components/field';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useChangeIfoodPause, useIfoodPause, useIfoodStatus } from '../api/integrations';

/**
 * The connected store on iFood (issue 34): its state per operation, as iFood's status API
 * gives it (Aberta, Fechada...), and "Pausar iFood" / "Retomar iFood".
 */
export function IfoodStoreStatus() {
  const { t } = useTranslation();
  const status = useIfoodStatus(true);
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3">
      {status.isPending ? (
        <LoadingState label={t('integrations.ifood.statusLoading')} />
      ) : status.isError ? (
        <ErrorState
          message={errorMessage(status.error, t('integrations.ifood.statusFailed'))}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <OperationList operations={status.data} />
      )}
      <IfoodPauseControl />
    </div>
  );
}

/** Colours after iFood's own suggestion: OK green, WARNING yellow, CLOSED grey, ERROR red. */
const stateClass: Record<string, string> = {
  WARNING: 'border-transparent bg-amber-100 text-amber-900',
  ERROR: 'border-transparent bg-red-100 text-red-800',
};

function OperationList({ operations }: { operations: Operations }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2" aria-label={t('integrations.ifood.status')}>
      {operations.map((operation) => (
        <li
          key={operation.operation}
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span>
            <span className="font-medium">
              {ifoodOperationLabels[operation.operation] ?? operation.operation}
            </span>
            {operation.title ? ` · ${operation.title}` : ''}
          </span>
          <Badge
            variant={operation.state === 'OK' ? 'success' : 'secondary'}
            className={cn(stateClass[operation.state])}
          >
            {ifoodStateLabels[operation.state] ??
              (operation.available
                ? t('integrations.ifood.available')
                : t('integrations.ifood.unavailable'))}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

type PauseChoice = `${(typeof ifoodPauseMinutes)[number]}`;
const pauseChoices = ifoodPauseMinutes.map(String) as PauseChoice[];

/** "Pausar iFood" for a while, or, while paused, until when and "Retomar iFood". */
function IfoodPauseControl() {
  const { t } = useTranslation();
  const pause = useIfoodPause();
  const change = useChangeIfoodPause();
  const [minutes, setMinutes] = useState<PauseChoice>('30');
  if (pause.isPending || pause.isError) return null;
  const run = (chosen: number | null) =>
    change.mutate(chosen, {
      onSuccess: () =>
        toast.success(
          chosen === null
            ? t('integrations.ifood.resumedToast')
            : t('integrations.ifood.pausedToast'),
        ),
      onError: (caught) => toast.error(errorMessage(caught, t('integrations.ifood.pauseFailed'))),
    });
  const current = pause.data.pause;
  if (current) {
    const until = businessClock(current.end);
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium">
          {t('integrations.ifood.pausedUntil', { time: `${until.hour}:${until.minute}` })}
        </p>
        <Button type="button" disabled={change.isPending} onClick={() => run(null)}>
          <Play aria-hidden />
          {t('integrations.ifood.resume')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <ChoiceField
        label={t('integrations.ifood.pauseFor')}
        hint={t('integrations.ifood.pauseHint')}
        choices={pauseChoices}
        value={minutes}
        onChoose={setMinutes}
        labelOf={(choice) =>
          Number(choice) < 60
            ? t('integrations.ifood.pauseMinutes', { count: Number(choice) })
            : t('integrations.ifood.pauseHours', { count: Number(choice) / 60 })
        }
        disabled={change.isPending}
      />
      <Button
        type="button"
        variant="outline"
        className="sm:mt-6"
        disabled={change.isPending}
        onClick={() => run(Number(minutes))}
      >
        <Pause aria-hidden />
        {t('integrations.ifood.pause')}
      </Button>
    </div>
  );
}
