import type { PublicEstablishment } from '@comanda/shared';
import { Store } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useOutletContext } from 'react-router';
import type { TenantOutletContext } from '@/lib/tenant-outlet';
import type { Cart } from '@/lib/menu/cart';
import { cartActions, useCart, useCartTotals } from '../cart/cart-store';
import { CardPaymentModal } from '../components/card-payment-modal';
import { KioskScreen, ScreenTitle, primaryActionClass } from '../components/kiosk-screen';
import { kioskToast } from '@/components/menu/kiosk-toast';
import { PaymentApproved } from '../components/payment-approved';
import { PaymentMethods } from '../components/payment-methods';
import { PixPayment } from '../components/pix-payment';
import { useIdlePause } from '../idle/idle-pause';
import type { PaymentMessage } from '../payment/payment-outcome';
import { usePaymentFlow, type PaymentScreen } from '../payment/use-payment-flow';
import type { SuccessState } from './success';
import { kioskPaths } from '@/features/kiosk/paths';
import { KioskTotal } from '../components/kiosk-total';
import { WaitEstimateLine } from '../wait/wait-estimate-line';

/** SPEC §9: 'PAGAMENTO APROVADO' stays this long. */
const approvedScreenMs = 3000;

/** `/totem/pagamento` (SPEC §2): choose Pix or card, then wait for the money. */
export function Payment() {
  const context = useOutletContext<TenantOutletContext | undefined>();
  if (!context?.establishment) return <TenantMissing />;
  return <PaymentFlow ready={context.establishment.paymentMethods} />;
}

function PaymentFlow({ ready }: { ready: PublicEstablishment['paymentMethods'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const { totalCents } = useCartTotals();
  const leaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const onMessage = useCallback(
    (message: PaymentMessage) => kioskToast.error(paymentMessageText(t, message)),
    [t],
  );
  const onLeave = useCallback(
    (delayMs: number) => {
      window.clearTimeout(leaveTimer.current);
      leaveTimer.current = window.setTimeout(() => {
        cartActions.clear();
        void navigate(kioskPaths.welcome, { replace: true });
      }, delayMs);
    },
    [navigate],
  );
  const { screen, choose, cancel, giveUpCard, decideDemo } = usePaymentFlow(cart, {
    onMessage,
    onLeave,
  });
  useIdlePause(pausesIdle(screen));
  useApprovedExit(screen);

  if (screen.step === 'approved') return <PaymentApproved />;
  if (screen.step === 'waiting' && screen.payment.pix) {
    return (
      <PixPayment
        pix={screen.payment.pix}
        amountCents={screen.payment.amountCents}
        demo={screen.payment.demo}
        stopped={screen.stopped}
        onCancel={cancel}
        onDemoDecide={decideDemo}
      />
    );
  }
  // Nothing to pay: a reload after the order ended, or a visit without a cart.
  if (screen.step === 'choose' && screen.busy === null && cart.length === 0) {
    return <Navigate to={kioskPaths.welcome} replace />;
  }

  const choosing = screen.step === 'choose';
  const footer = (
    <PaymentTotal
      cart={cart}
      amountCents={screen.step === 'waiting' ? screen.payment.amountCents : totalCents}
    />
  );
  return (
    <KioskScreen
      // Leaving while an order or a card charge is being started would orphan it.
      back={choosing && screen.busy !== null ? undefined : { to: kioskPaths.summary }}
      showCart={false}
      footer={footer}
    >
      <div className="mx-auto max-w-4xl">
        <ScreenTitle>{t('kiosk.payment.title')}</ScreenTitle>
        <PaymentMethods
          busy={choosing ? screen.busy : null}
          ready={ready}
          onChoose={(method) => void choose(method)}
        />
      </div>
      {screen.step === 'waiting' && (
        <CardPaymentModal
          demo={screen.payment.demo}
          onDemoDecide={decideDemo}
          onCancel={giveUpCard}
        />
      )}
    </KioskScreen>
  );
}

/** The wait and the amount to pay, at the foot of the screen. */
function PaymentTotal({ cart, amountCents }: { cart: Cart; amountCents: number }) {
  const { t } = useTranslation();
  return (
    <>
      {/* The wait sits in the total's row: a line of its own made the screen scroll at 1280x800. */}
      <div className="mx-auto flex max-w-4xl items-baseline justify-between gap-4">
        <span className="text-2xl font-bold">{t('kiosk.payment.total')}</span>
        <WaitEstimateLine cart={cart} className="text-lg" />
        <KioskTotal testId="payment-total" cents={amountCents} />
      </div>
    </>
  );
}

/** The idle timeout waits while money is on its way, never while the customer is choosing. */
function pausesIdle(screen: PaymentScreen): boolean {
  if (screen.step === 'choose') return screen.busy !== null;
  if (screen.step === 'waiting') return !screen.stopped;
  return true;
}

/** After 'PAGAMENTO APROVADO': the cart is cleared and the success screen takes over. */
function useApprovedExit(screen: PaymentScreen) {
  const navigate = useNavigate();
  const order = screen.step === 'approved' ? screen.order : null;
  useEffect(() => {
    if (!order) return;
    const timer = window.setTimeout(() => {
      cartActions.clear();
      const state: SuccessState = {
        orderId: order.id,
        orderNumber: order.orderNumber,
        token: order.publicToken,
      };
      void navigate(kioskPaths.success, { replace: true, state });
    }, approvedScreenMs);
    return () => window.clearTimeout(timer);
  }, [order, navigate]);
}

function paymentMessageText(t: TFunction, message: PaymentMessage): string {
  if (message.key === 'server') return message.detail ?? t('kiosk.payment.messages.network');
  return t(`kiosk.payment.messages.${message.key}`);
}

/** SPEC §2: the payment screen without an establishment to pay. */
function TenantMissing() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-kiosk flex-col items-center justify-center gap-8 bg-muted/40 p-8 text-center">
      <Store aria-hidden className="size-24 text-muted-foreground" />
      <h1 className="text-4xl font-bold">{t('kiosk.payment.tenantMissing.title')}</h1>
      <Link to={kioskPaths.welcome} replace className={primaryActionClass}>
        {t('kiosk.payment.tenantMissing.back')}
      </Link>
    </main>
  );
}
