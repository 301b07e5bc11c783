import { formatCents, type KioskPayment } from '@comanda/shared';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { createPayment } from '@/lib/menu/create-payment';
import { getPayment } from '@/lib/menu/get-payment';
import { orderEventsUrl } from '@/lib/menu/order-events';
import type { OrderRef } from '@/lib/menu/order-ref';
import { setDemoOutcome, type DemoOutcome } from '@/lib/menu/set-demo-outcome';
import { DemoBadge, DemoPaymentControls } from '@/components/menu/demo-payment-controls';
import { PixCopyPaste, PixQrImage } from '@/components/menu/pix-code';
import { watchPayment } from '@/lib/menu/payment-watcher';
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

/**
 * The order's Pix charge (attempt by attempt), followed by events with polling as the
 * fallback, as on the kiosk: approved goes on to the confirmation.
 */
function usePixCharge(placed: PlacedOnline, attempt: number) {
  const navigate = useNavigate();
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

  return { payment, error, rejected };
}

function PixFor({ placed }: { placed: PlacedOnline }) {
  const [attempt, setAttempt] = useState(0);
  // Keyed: a new attempt starts from a clean slate.
  return (
    <PixAttempt
      key={attempt}
      placed={placed}
      attempt={attempt}
      retry={() => setAttempt((value) => value + 1)}
    />
  );
}

function PixAttempt({
  placed,
  attempt,
  retry,
}: {
  placed: PlacedOnline;
  attempt: number;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const order: OrderRef = { orderId: placed.id, token: placed.publicToken };
  const { payment, error, rejected } = usePixCharge(placed, attempt);
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
