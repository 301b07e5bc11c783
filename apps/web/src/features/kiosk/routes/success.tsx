import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { cartActions } from '../cart/cart-store';
import { ReceiptPrinting } from '../printing/receipt-printing';
import { resetKioskPreferences } from '@/lib/menu/kiosk-preferences';
import { useCountdown } from '../hooks/use-countdown';
import { kioskPaths } from '@/features/kiosk/paths';

/** SPEC §9: the success screen returns to the welcome screen after this long. */
export const successCountdownSeconds = 5;

/**
 * What the payment screen hands over in the router state: it lives in this history entry
 * only, and the countdown replaces that entry, so it never outlives the screen.
 */
export interface SuccessState {
  orderId: string;
  orderNumber: number;
  token: string;
}

/** Checked by hand: zod would be the largest part of the kiosk's download. */
function isSuccessState(state: unknown): state is SuccessState {
  const { orderId, orderNumber, token } = (state ?? {}) as Partial<Record<string, unknown>>;
  return (
    typeof orderId === 'string' &&
    orderId.length > 0 &&
    Number.isInteger(orderNumber) &&
    typeof token === 'string' &&
    token.length > 0
  );
}

/**
 * `/totem/sucesso` (SPEC §2): the order number, then back to /totem after 5 s, replacing this
 * history entry.
 */
export function Success() {
  const state: unknown = useLocation().state;
  if (!isSuccessState(state)) return <Navigate to={kioskPaths.welcome} replace />;
  return <OrderPlaced order={state} />;
}

function OrderPlaced({ order }: { order: SuccessState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remaining = useCountdown(successCountdownSeconds, () => {
    // The next customer starts in Portuguese, with the ordinary layout.
    resetKioskPreferences();
    void navigate(kioskPaths.welcome, { replace: true });
  });
  // SPEC §4: the cart is cleared when the success screen starts.
  useEffect(() => cartActions.clear(), []);

  return (
    <main className="flex min-h-kiosk flex-col items-center justify-center gap-8 bg-accent px-6 py-12 text-center select-none short:gap-4 short:py-6">
      <CircleCheck aria-hidden className="size-32 text-green-600 lg:size-44 short:size-20" />
      <h1 className="text-4xl font-black tracking-tight text-balance lg:text-6xl short:text-4xl">
        {t('kiosk.success.title')}
      </h1>
      <div className="rounded-3xl bg-background px-12 py-8 shadow-lg short:py-4">
        <p className="text-2xl text-muted-foreground">{t('kiosk.success.orderNumber')}</p>
        <p
          data-testid="order-number"
          className="text-8xl font-black text-primary tabular-nums lg:text-9xl short:text-7xl"
        >
          {order.orderNumber}
        </p>
      </div>
      <div className="space-y-2 short:space-y-1">
        <p className="text-3xl font-bold text-green-700">{t('kiosk.success.paid')}</p>
        <p className="text-2xl">{t('kiosk.success.kitchen')}</p>
        <p className="text-xl text-muted-foreground">{t('kiosk.success.follow')}</p>
      </div>
      <ReceiptPrinting orderId={order.orderId} publicToken={order.token} />
      <p role="timer" className="text-xl text-muted-foreground">
        {t('kiosk.success.countdown', { count: remaining })}
      </p>
    </main>
  );
}
