import { formatCents } from '@comanda/shared';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMenu } from '@/lib/menu/get-menu';
import { notesHintFor } from '@/lib/menu/notes-hint';
import { cartActions, useCart, useCartTotals } from '../cart/cart-store';
import { CartLine } from '@/components/menu/cart-line';
import { KioskScreen, ScreenTitle, primaryActionClass } from '../components/kiosk-screen';
import { kioskToast } from '@/components/menu/kiosk-toast';
import {
  firstNameInput,
  getOrderDetails,
  setOrderDetails,
  useOrderDetails,
} from '../cart/order-details';
import { useOutletEstablishment } from '@/lib/tenant-outlet';
import { kioskPaths } from '@/features/kiosk/paths';
import { KioskTotal } from '../components/kiosk-total';
import { WaitEstimateLine } from '../wait/wait-estimate-line';

/** "CPF na nota?": its own chunk, loaded only by shops that issue NFC-e (decision 031). */
const CpfField = lazy(() => import('../components/cpf-field'));

/** The server's customerNameMaxLength, not imported: its module brings zod to the kiosk. */
const customerNameMaxLength = 30;

/** `/totem/resumo`: 'Seu Pedido', the last look before paying (SPEC §2). */
export function Summary() {
  const { t } = useTranslation();
  const establishment = useOutletEstablishment();
  const navigate = useNavigate();
  const cart = useCart();
  const totals = useCartTotals();
  const { data: menu } = useMenu();
  // The payment screens are their own chunk: fetch it while the customer reviews the cart.
  // A failure here is only a missed head start: the route loads it again when it opens.
  useEffect(() => {
    import('../payment-screens').catch(() => {});
  }, []);

  // 'Adicionar mais' is a back button; after a reload straight onto this page there is no
  // "back" inside the kiosk, so it goes to the categories instead.
  const addMore = () => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) void navigate(-1);
    else void navigate(kioskPaths.categories);
  };
  const back = { onClick: addMore, label: t('kiosk.summary.addMore') };

  if (cart.length === 0) return <EmptySummary back={back} />;

  const pay = () => {
    if (cart.length === 0) {
      kioskToast.error(t('kiosk.summary.emptyError'));
      return;
    }
    const details = getOrderDetails();
    if (establishment.askCpf && details.customerCpf && !details.cpfValid) {
      kioskToast.error(t('kiosk.summary.cpfInvalid'));
      return;
    }
    void navigate(kioskPaths.payment);
  };

  return (
    <KioskScreen
      back={back}
      showCart={false}
      footer={
        <>
          <WaitEstimateLine cart={cart} className="mx-auto mb-2 max-w-4xl" />
          <SummaryFooter totals={totals} onPay={pay} />
        </>
      }
    >
      <div className="mx-auto max-w-4xl">
        <ScreenTitle>{t('kiosk.summary.title')}</ScreenTitle>
        <ul className="flex flex-col gap-4">
          {cart.map((item) => (
            <li key={item.lineId}>
              <CartLine
                item={item}
                actions={cartActions}
                notesHint={notesHintFor(menu, item.productId)}
              />
            </li>
          ))}
        </ul>
        {establishment.askCustomerName && <CustomerName />}
        {establishment.askCpf && (
          <Suspense fallback={null}>
            <CpfField />
          </Suspense>
        )}
      </div>
    </KioskScreen>
  );
}

/** 'Seu nome': optional, a first name only, for the board and the ticket. */
function CustomerName() {
  const { t } = useTranslation();
  const id = useId();
  const details = useOrderDetails();
  return (
    <div className="mt-6 flex flex-col gap-2 rounded-3xl bg-background p-4 shadow-md lg:p-5">
      <label htmlFor={id} className="text-2xl font-bold">
        {t('kiosk.summary.customerName')}
      </label>
      <p className="text-lg text-muted-foreground">{t('kiosk.summary.customerNameHint')}</p>
      <input
        id={id}
        value={details.customerName ?? ''}
        maxLength={customerNameMaxLength}
        autoComplete="off"
        autoCapitalize="words"
        onChange={(event) =>
          setOrderDetails({ ...details, customerName: firstNameInput(event.target.value) })
        }
        className="h-16 w-full rounded-2xl border-2 border-border bg-background px-4 text-2xl outline-none select-text focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20"
      />
    </div>
  );
}

/** The cart is empty: back to the menu. */
function EmptySummary({ back }: { back: { onClick: () => void; label: string } }) {
  const { t } = useTranslation();
  return (
    <KioskScreen back={back} showCart={false}>
      <div className="flex min-h-full flex-col items-center justify-center gap-8 py-12 text-center">
        <ShoppingBag aria-hidden className="size-28 text-muted-foreground" />
        <h1 className="text-4xl font-bold lg:text-5xl">{t('kiosk.summary.empty')}</h1>
        <p className="text-2xl text-muted-foreground">{t('kiosk.summary.emptyHint')}</p>
        <Link to={kioskPaths.categories} className={primaryActionClass}>
          {t('kiosk.summary.addProducts')}
        </Link>
      </div>
    </KioskScreen>
  );
}

/** The totals and 'Pagar'. */
function SummaryFooter({
  totals,
  onPay,
}: {
  totals: ReturnType<typeof useCartTotals>;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 landscape:flex-row landscape:items-center landscape:gap-8">
      <dl className="flex flex-1 flex-col gap-1 text-xl">
        <SubtotalLine
          label={t('kiosk.summary.productsTotal')}
          testId="summary-products"
          cents={totals.productsCents}
        />
        {totals.extrasCents > 0 && (
          <SubtotalLine
            label={t('kiosk.summary.extrasTotal')}
            testId="summary-extras"
            cents={totals.extrasCents}
          />
        )}
        <div className="mt-1 flex items-baseline justify-between border-t border-border pt-2">
          <dt className="text-2xl font-bold">{t('kiosk.summary.total')}</dt>
          <KioskTotal as="dd" testId="summary-total" cents={totals.totalCents} />
        </div>
      </dl>
      <button type="button" className={primaryActionClass} onClick={onPay}>
        {t('kiosk.summary.pay')}
        <ArrowRight aria-hidden />
      </button>
    </div>
  );
}

/** A line of the summary's totals above the total: products, then extras. */
function SubtotalLine({ label, testId, cents }: { label: string; testId: string; cents: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className="font-semibold tabular-nums">
        {formatCents(cents)}
      </dd>
    </div>
  );
}
