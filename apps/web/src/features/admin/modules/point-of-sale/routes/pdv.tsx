import type { KioskMenu, RegisterView } from '@comanda/shared';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useShopEvents } from '@/lib/use-shop-events';
import { pdvKeys, useCounterMenu, useCurrentRegister, useWaitingSale } from '../api/pdv';
import { CartPanel } from '../components/cart-panel';
import { PdvWaitEstimate } from '../components/wait-estimate';
import { CashMovementForm } from '../components/cash-movement-form';
import { ChoicesPanel } from '../components/choices-panel';
import { CloseRegisterForm } from '../components/close-register-form';
import { OpenRegisterForm } from '../components/open-register-form';
import { PaymentPanel } from '../components/payment-panel';
import { ProductPicker } from '../components/product-picker';
import { ProviderPaymentPanel } from '../components/provider-payment-panel';
import { RegisterToolbar } from '../components/register-toolbar';
import { TabsPanel } from '../components/tabs-panel';
import { DueOrdersPanel } from '../components/due-orders-panel';
import { HistoryScreen, ReportScreen } from '../components/register-screens';
import { LeftSaleAlert, SaleDoneCard } from '../components/sale-notices';
import { useCounterCheckout } from '../hooks/use-counter-checkout';
import { useCounterKeys } from '../hooks/use-counter-keys';
import type { CounterMode as Mode } from '../utils/checkout';
import { addLine, needsChoices, plainLine } from '../utils/sale';

const menuEvents = ['menu.changed'];

/**
 * /admin/pdv: the counter's sale screen (decision 021). Needs the operator's open register;
 * keyboard: F2 search, Enter add, F4 pay, F9 confirm, Esc back.
 */
export default function PointOfSale() {
  const { t } = useTranslation();
  const current = useCurrentRegister();
  const menu = useCounterMenu();
  // What sells out (or comes back) anywhere leaves (or returns to) the counter without a reload.
  useShopEvents(pdvKeys.menu, menuEvents);
  // Pedidos' "Receber no PDV" opens the online orders to pay on handover.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>({ name: params.has('receber') ? 'due' : 'sell' });

  if (mode.name === 'report') {
    return <ReportScreen registerId={mode.registerId} onBack={() => setMode({ name: 'sell' })} />;
  }
  if (mode.name === 'history') {
    return (
      <HistoryScreen
        onOpen={(registerId) => setMode({ name: 'report', registerId })}
        onBack={() => setMode({ name: 'sell' })}
      />
    );
  }
  const failed = current.error ?? menu.error;
  const register = current.data?.register;
  return (
    <div className="grid gap-4">
      <PageHeader title={t('admin.modules.pdv')} description={t('pdv.shortcuts')} />
      {failed ? (
        <ErrorState
          message={errorMessage(failed, t('pdv.loadFailed'))}
          retrying={current.isFetching || menu.isFetching}
          onRetry={() => void Promise.all([current.refetch(), menu.refetch()])}
        />
      ) : !current.data || !menu.data ? (
        <LoadingState label={t('pdv.loading')} />
      ) : !register ? (
        <div className="grid gap-4">
          <OpenRegisterForm />
          <Button variant="link" onClick={() => setMode({ name: 'history' })}>
            {t('pdv.register.history')}
          </Button>
        </div>
      ) : (
        <Counter
          register={register}
          menu={menu.data.menu}
          codes={menu.data.codes}
          discountLimitPercent={menu.data.discountLimitPercent}
          providerMethods={menu.data.providerMethods}
          askCpf={menu.data.askCpf}
          mode={mode}
          setMode={setMode}
        />
      )}
    </div>
  );
}

interface CounterProps {
  register: RegisterView;
  menu: KioskMenu;
  codes: Record<string, string>;
  discountLimitPercent: number;
  providerMethods: readonly ('card' | 'pix')[];
  askCpf: boolean;
  mode: Mode;
  setMode: (mode: Mode) => void;
}

/**
 * The open register: its toolbar, and the sale, a cash movement or the closing count. The
 * cart and the keyboard live here, so a sangria in the middle of a sale keeps the cart.
 */
function Counter(props: CounterProps) {
  const { register, askCpf, discountLimitPercent, mode, setMode } = props;
  const searchRef = useRef<HTMLInputElement>(null);
  const checkout = useCounterCheckout({
    registerId: register.id,
    askCpf,
    discountLimitPercent,
    setMode,
  });
  const cartEmpty = checkout.lines.length === 0;
  useCounterKeys({ mode, cartEmpty, confirm: checkout.confirm, setMode, searchRef });
  const toolbar = <RegisterToolbar register={register} setMode={setMode} />;
  if (mode.name === 'sangria' || mode.name === 'suprimento') {
    return (
      <>
        {toolbar}
        <CashMovementForm
          registerId={register.id}
          kind={mode.name}
          onDone={() => setMode({ name: 'sell' })}
        />
      </>
    );
  }
  if (mode.name === 'tabs') {
    return (
      <>
        {toolbar}
        <TabsPanel
          registerId={register.id}
          askCpf={askCpf}
          onBack={() => setMode({ name: 'sell' })}
        />
      </>
    );
  }
  if (mode.name === 'due') {
    return (
      <>
        {toolbar}
        <DueOrdersPanel registerId={register.id} onBack={() => setMode({ name: 'sell' })} />
      </>
    );
  }
  if (mode.name === 'close') {
    return (
      <>
        {toolbar}
        <CloseRegisterForm
          registerId={register.id}
          onClosed={() => setMode({ name: 'report', registerId: register.id })}
          onCancel={() => setMode({ name: 'sell' })}
        />
      </>
    );
  }
  return (
    <>
      {toolbar}
      <SaleScreen {...props} searchRef={searchRef} checkout={checkout} />
    </>
  );
}

type Checkout = ReturnType<typeof useCounterCheckout>;
type SaleProps = CounterProps & {
  searchRef: RefObject<HTMLInputElement | null>;
  checkout: Checkout;
};

/** Selling: the product grid (or choices, payment, a provider's wait) beside the cart. */
function SaleScreen(props: SaleProps) {
  const { checkout, discountLimitPercent, askCpf, mode, setMode } = props;
  const waiting = useWaitingSale();
  const left = waiting.data?.sale ?? null;
  return (
    <>
      {left && mode.name !== 'waiting' && (
        <LeftSaleAlert left={left} onResume={(result) => setMode({ name: 'waiting', result })} />
      )}
      {mode.name === 'done' && (
        <SaleDoneCard result={mode.result} onNext={() => setMode({ name: 'sell' })} />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
        <SalePanel {...props} onPaid={() => void waiting.refetch()} />
        <div className="grid gap-2">
          <PdvWaitEstimate lines={checkout.lines} />
          <CartPanel
            lines={checkout.lines}
            details={checkout.details}
            totals={checkout.totals}
            discountLimitPercent={discountLimitPercent}
            askCpf={askCpf}
            errors={checkout.errors}
            onLines={checkout.setLines}
            onDetails={checkout.setDetails}
            onPay={() => setMode({ name: 'pay' })}
          />
        </div>
      </div>
    </>
  );
}

/** The panel beside the cart, by what the cashier is doing. */
function SalePanel({
  menu,
  codes,
  providerMethods,
  mode,
  setMode,
  searchRef,
  checkout,
  onPaid,
}: SaleProps & { onPaid: () => void }) {
  const { setLines } = checkout;
  const sell = () => setMode({ name: 'sell' });
  if (mode.name === 'choices') {
    return (
      <ChoicesPanel
        product={mode.product}
        menu={menu}
        onAdd={(line) => {
          setLines((current) => addLine(current, line));
          sell();
          setTimeout(() => searchRef.current?.focus(), 0);
        }}
        onCancel={sell}
      />
    );
  }
  if (mode.name === 'waiting') {
    return (
      <ProviderPaymentPanel
        sale={mode.result}
        onPaid={(changeCents) => {
          onPaid();
          setMode({ name: 'done', result: { ...mode.result, changeCents } });
        }}
      />
    );
  }
  if (mode.name === 'pay') {
    return (
      <PaymentPanel {...checkout.paymentPanel} providerMethods={providerMethods} onBack={sell} />
    );
  }
  return (
    <ProductPicker
      menu={menu}
      codes={codes}
      searchRef={searchRef}
      onPick={(product) => {
        if (needsChoices(product)) setMode({ name: 'choices', product });
        else setLines((current) => addLine(current, plainLine(product)));
      }}
    />
  );
}
