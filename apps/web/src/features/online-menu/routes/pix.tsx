import { formatCents, type KioskPayment } from '@comanda/shared';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { createPayment } from '@/features/kiosk/api/create-payment';
import { getPayment } from '@/features/kiosk/api/get-payment';
import { orderEventsUrl } from '@/features/kiosk/api/order-events';
import type { OrderRef } from '@/features/kiosk/api/order-ref';
import { setDemoOutcome, type DemoOutcome } from '@/features/kiosk/api/set-demo-outcome';
import { DemoBadge, DemoPaymentControls } from '@/features/kiosk/components/demo-payment-controls';
import { PixCopyPaste, PixQrImage } from '@/features/kiosk/components/pix-code';
import { watchPayment } from '@/features/kiosk/payment/payment-watcher';
import { OnlineScreen } from '../components/online-menu-layout';
import { ErrorBox } from '../components/menu-states';
import { onlineMenuPaths } from '../paths';
import { loadPlaced, savePlaced, type PlacedOnline } from '../session';

/** One Pix charge per order and page: a second render (StrictMode, a remount) reuses it. */
const charges = new Map<string, Promise<KioskPayment>>();

function chargeFor(order: OrderRef, attempt: number): Promise<KioskPayment> {
  const key = `${order.orderId}:${attempt}`;
  let charge = charges.get(key);
  if (!charge) {
    charge = createPayment(order, 'pix');
    charges.set(key, charge);
    charge.catch(() => charges.delete(key));
  }
  return charge;
}

/** `/cardapio/pagamento`: the demo or real provider's Pix, as on the kiosk's Pix screen. */
export function OnlinePix() {
  const placed = loadPlaced();
  if (!placed) return <Navigate to={onlineMenuPaths.menu} replace />;
  if (placed.paid || !placed.pix) return <Navigate to={onlineMenuPaths.done} replace />;
  return <PixFor placed={placed} />;
}

function PixFor({ placed }: { placed: PlacedOnline }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order: OrderRef = { orderId: placed.id, token: placed.publicToken };
  const [attempt, setAttempt] = useState(0);
  const [payment, setPayment] = useState<KioskPayment | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [rejected, setRejected] = useState(false);

  const approved = useCallback(() => {
    savePlaced({ ...placed, paid: true });
    void navigate(onlineMenuPaths.done, { replace: true });
  }, [placed, navigate]);

  useEffect(() => {
    let live = true;
    chargeFor({ orderId: placed.id, token: placed.publicToken }, attempt).then(
      (charge) => live && setPayment(charge),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [placed.id, placed.publicToken, attempt]);

  useEffect(() => {
    if (!payment) return;
    const ref = { orderId: placed.id, token: placed.publicToken };
    return watchPayment({
      eventsUrl: orderEventsUrl(ref),
      paymentId: payment.id,
      fetchStatus: () => getPayment(ref, payment.id),
      onPaymentStatus: ({ status }) => {
        if (status === 'approved') approved();
        else if (status !== 'pending') setRejected(true);
      },
      onOrder: (current) => current.paymentStatus === 'paid' && approved(),
    });
  }, [payment, placed.id, placed.publicToken, approved]);

  const retry = () => {
    setRejected(false);
    setPayment(null);
    setError(null);
    setAttempt((value) => value + 1);
  };
  const decide = (outcome: DemoOutcome) =>
    payment ? setDemoOutcome(order, payment.id, outcome) : Promise.resolve();

  return (
    <OnlineScreen title={t('onlineMenu.pix.title')}>
      <div className="flex flex-col items-center gap-5 text-center">
        {payment?.demo && <DemoBadge />}
        <p className="flex flex-col">
          <span className="text-muted-foreground">{t('onlineMenu.pix.amount')}</span>
          <span data-testid="online-pix-amount" className="text-3xl font-bold tabular-nums">
            {formatCents(placed.totalCents)}
          </span>
        </p>
        {error !== null && (
          <ErrorBox error={error} title={t('onlineMenu.pix.error')} onRetry={retry} />
        )}
        {rejected && (
          <div role="alert" className="flex flex-col items-center gap-3">
            <p className="font-semibold text-destructive">{t('onlineMenu.pix.rejected')}</p>
            <button
              type="button"
              onClick={retry}
              className="min-h-12 rounded-xl bg-primary px-5 font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
            >
              {t('onlineMenu.pix.retry')}
            </button>
          </div>
        )}
        {payment?.pix && !rejected && (
          <>
            <PixQrImage pix={payment.pix} />
            <PixCopyPaste code={payment.pix.qrCode} />
            <p role="status" className="flex items-center gap-2 font-semibold">
              <LoaderCircle aria-hidden className="size-5 animate-spin text-primary" />
              {t('onlineMenu.pix.waiting')}
            </p>
            {payment.demo && <DemoPaymentControls onDecide={decide} />}
          </>
        )}
        {!payment && error === null && (
          <LoaderCircle aria-hidden className="size-10 animate-spin text-muted-foreground" />
        )}
      </div>
    </OnlineScreen>
  );
}
