import type { IfoodOrderState } from '@comanda/shared';
import { Ban, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import {
  useConfirmIfoodOrder,
  useIfoodCancellationReasons,
  useRequestIfoodCancellation,
  type MarketplacePlatform,
} from '../api/ifood-order';

/** The platform's name in the texts (the same panel serves iFood and Open Delivery orders). */
const platformNames: Record<MarketplacePlatform, string> = {
  ifood: 'iFood',
  'open-delivery': 'Open Delivery',
};

/*
 * An iFood order on /admin/pedidos (issue 34, decision 067): "Confirmar" with the countdown of
 * the 8 minutes iFood allows when the shop does not accept automatically, and the cancel through
 * iFood (its reasons for the order, then requestCancellation; canceled when iFood confirms).
 */

/** The time now, moving every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** "Confirmar" and the time left; after the deadline, the state in words and no button. */
export function IfoodConfirmCountdown({
  deadline,
  pending,
  onConfirm,
}: {
  deadline: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const left = Date.parse(deadline) - useNow();
  if (left <= 0) {
    return <p className="text-destructive">{t('admin.orders.ifood.confirmExpired')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" disabled={pending} onClick={onConfirm}>
        <Check aria-hidden />
        {t('admin.orders.ifood.confirm')}
      </Button>
      <span role="timer" aria-live="off" className="tabular-nums">
        {t('admin.orders.ifood.confirmWithin', { time: minutesAndSeconds(left) })}
      </span>
    </div>
  );
}

/** What the platform knows of the order: its confirmation and a cancellation asked from here. */
export function IfoodOrderStatus({
  orderId,
  state,
  orderCanceled,
  platform = 'ifood',
}: {
  orderId: string;
  state: IfoodOrderState;
  orderCanceled: boolean;
  platform?: MarketplacePlatform;
}) {
  const { t } = useTranslation();
  const name = { platform: platformNames[platform] };
  const confirm = useConfirmIfoodOrder();
  const waiting = state.cancelRequestedAt && !state.canceledAt && !state.cancelRefusedAt;
  return (
    <div className="grid gap-2">
      {state.confirmedAt && <p>{t('admin.orders.ifood.confirmed', name)}</p>}
      {!state.confirmedAt && !state.autoAccept && !orderCanceled && !state.canceledAt && (
        <IfoodConfirmCountdown
          deadline={state.confirmDeadline}
          pending={confirm.isPending}
          onConfirm={() =>
            confirm.mutate(orderId, {
              onSuccess: () => toast.success(t('admin.orders.ifood.confirmedToast')),
              onError: (error) =>
                toast.error(errorMessage(error, t('admin.orders.all.actionFailed'))),
            })
          }
        />
      )}
      {waiting && <p role="status">{t('admin.orders.ifood.cancelRequested', name)}</p>}
      {state.cancelRefusedAt && !state.canceledAt && (
        <p className="text-destructive">{t('admin.orders.ifood.cancelRefused', name)}</p>
      )}
    </div>
  );
}

/** "Cancelar pedido": opens the platform's cancel form. */
function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" className="justify-self-start text-destructive" onClick={onClick}>
      <Ban aria-hidden />
      {t('admin.orders.all.cancel')}
    </Button>
  );
}

/** The cancel of a platform's order: one of its reasons and a text, sent to the platform. */
export function IfoodCancelForm({
  orderId,
  platform = 'ifood',
}: {
  orderId: string;
  platform?: MarketplacePlatform;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const reasons = useIfoodCancellationReasons(orderId, open, platform);
  const request = useRequestIfoodCancellation(platform);
  const name = { platform: platformNames[platform] };
  if (!open) return <CancelButton onClick={() => setOpen(true)} />;
  if (reasons.isPending) return <p>{t('admin.orders.ifood.loadingReasons', name)}</p>;
  if (reasons.isError) {
    return (
      <p className="text-destructive">
        {errorMessage(reasons.error, t('admin.orders.all.actionFailed'))}
      </p>
    );
  }
  if (reasons.data.length === 0) return <p>{t('admin.orders.ifood.noReasons', name)}</p>;
  return (
    <form
      className="grid gap-2 sm:grid-cols-[auto_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate(
          { orderId, code, reason },
          {
            onSuccess: () => toast.success(t('admin.orders.ifood.cancelRequestedToast', name)),
            onError: (error) =>
              toast.error(errorMessage(error, t('admin.orders.all.actionFailed'))),
          },
        );
      }}
    >
      <NativeSelect
        aria-label={t('admin.orders.ifood.cancelReason', name)}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      >
        <option value="">{t('admin.orders.ifood.chooseReason')}</option>
        {reasons.data.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.description}
          </option>
        ))}
      </NativeSelect>
      <Textarea
        aria-label={t('admin.orders.ifood.cancelDetail')}
        placeholder={t('admin.orders.ifood.cancelDetail')}
        rows={1}
        required
        minLength={3}
        maxLength={250}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        type="submit"
        variant="outline"
        className="text-destructive"
        disabled={request.isPending}
      >
        <Ban aria-hidden />
        {t('admin.orders.ifood.requestCancel', name)}
      </Button>
    </form>
  );
}
