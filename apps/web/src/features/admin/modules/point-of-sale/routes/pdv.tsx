import {
  applyTenders,
  discountCentsOf,
  discountOverLimit,
  formatCents,
  formatDateTime,
  type CounterSaleInput,
  type CounterSaleResult,
  type KioskMenu,
  type KioskProduct,
  type RegisterView,
  type Tender,
} from '@comanda/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, type FieldErrors } from '@/lib/form';
import {
  useCounterMenu,
  useCounterSale,
  useCurrentRegister,
  useRegister,
  useRegisters,
  useWaitingSale,
} from '../api/pdv';
import { CartPanel, type CartDetails } from '../components/cart-panel';
import { CashMovementForm } from '../components/cash-movement-form';
import { ChoicesPanel } from '../components/choices-panel';
import { CloseRegisterForm } from '../components/close-register-form';
import { OpenRegisterForm } from '../components/open-register-form';
import { PaymentPanel } from '../components/payment-panel';
import { ProductPicker } from '../components/product-picker';
import { ProviderPaymentPanel } from '../components/provider-payment-panel';
import { RegisterReport } from '../components/register-report';
import {
  addLine,
  discountOf,
  emptyDiscount,
  needsChoices,
  plainLine,
  saleItems,
  subtotalOf,
  type SaleLine,
} from '../utils/sale';

type Mode =
  | { name: 'sell' | 'pay' | 'sangria' | 'suprimento' | 'close' | 'history' }
  | { name: 'choices'; product: KioskProduct }
  | { name: 'done'; result: CounterSaleResult }
  | { name: 'waiting'; result: CounterSaleResult }
  | { name: 'report'; registerId: string };

/**
 * /admin/pdv: the counter's sale screen (decision 021). Needs the operator's open register;
 * keyboard: F2 search, Enter add, F4 pay, F9 confirm, Esc back.
 */
export default function PointOfSale() {
  const { t } = useTranslation();
  const current = useCurrentRegister();
  const menu = useCounterMenu();
  const [mode, setMode] = useState<Mode>({ name: 'sell' });

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

const emptyDetails: CartDetails = {
  customerName: '',
  customerCpf: '',
  dineIn: false,
  discount: emptyDiscount,
};

function Counter({
  register,
  menu,
  codes,
  discountLimitPercent,
  providerMethods,
  askCpf,
  mode,
  setMode,
}: {
  register: RegisterView;
  menu: KioskMenu;
  codes: Record<string, string>;
  discountLimitPercent: number;
  providerMethods: readonly ('card' | 'pix')[];
  askCpf: boolean;
  mode: Mode;
  setMode: (mode: Mode) => void;
}) {
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [details, setDetails] = useState<CartDetails>(emptyDetails);
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  // One key per sale, kept until it succeeds: a retried request is the same order.
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  const sale = useCounterSale();
  const waiting = useWaitingSale();
  const left = waiting.data?.sale ?? null;

  const subtotalCents = subtotalOf(lines);
  const discount = discountOf(details.discount);
  const discountCents = discountCentsOf(subtotalCents, discount);
  const totalCents = subtotalCents - discountCents;
  const payment = applyTenders(totalCents, tenders);

  function pick(product: KioskProduct) {
    if (needsChoices(product)) setMode({ name: 'choices', product });
    else setLines((current) => addLine(current, plainLine(product)));
  }

  function confirm() {
    if (payment.problem || sale.isPending) return;
    const overLimit = discountOverLimit(subtotalCents, discountCents, discountLimitPercent);
    const body: CounterSaleInput = {
      registerId: register.id,
      items: saleItems(lines),
      ...(details.customerName.trim() ? { customerName: details.customerName.trim() } : {}),
      ...(askCpf && details.customerCpf.trim() ? { customerCpf: details.customerCpf } : {}),
      dineIn: details.dineIn,
      ...(discount ? { discount: { ...discount, reason: details.discount.reason } } : {}),
      ...(overLimit
        ? {
            authorization: {
              email: details.discount.adminEmail,
              password: details.discount.adminPassword,
            },
          }
        : {}),
      tenders,
      expectedTotalCents: totalCents,
      expectedChangeCents: payment.changeCents,
    };
    sale.mutate(
      { key: saleKey, sale: body },
      {
        onSuccess: (result) => {
          setLines([]);
          setDetails(emptyDetails);
          setTenders([]);
          setErrors({});
          setSaleKey(crypto.randomUUID());
          // A provider tender: the order waits for the terminal or the customer's Pix.
          setMode({ name: result.paymentStatus === 'paid' ? 'done' : 'waiting', result });
        },
        onError: (error) => {
          setErrors(fieldErrorsFromApi(error));
          toast.error(errorMessage(error, t('pdv.payment.failed')));
        },
      },
    );
  }

  // Keyboard shortcuts for the common path.
  const keys = useRef({ mode, lines, confirm });
  useEffect(() => {
    keys.current = { mode, lines, confirm };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const { mode: now, lines: inCart, confirm: pay } = keys.current;
      if (event.key === 'F2') {
        event.preventDefault();
        if (now.name !== 'sell') setMode({ name: 'sell' });
        setTimeout(() => searchRef.current?.focus(), 0);
      } else if (event.key === 'F4' && inCart.length > 0 && now.name === 'sell') {
        event.preventDefault();
        setMode({ name: 'pay' });
      } else if (event.key === 'F9' && now.name === 'pay') {
        event.preventDefault();
        pay();
      } else if (event.key === 'Escape' && now.name !== 'sell' && now.name !== 'waiting') {
        event.preventDefault();
        setMode({ name: 'sell' });
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setMode]);

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-auto font-semibold">
        {t('pdv.register.title', { name: register.name, operator: register.operator })}
      </span>
      <Button variant="outline" onClick={() => setMode({ name: 'sangria' })}>
        {t('pdv.register.sangria')}
      </Button>
      <Button variant="outline" onClick={() => setMode({ name: 'suprimento' })}>
        {t('pdv.register.suprimento')}
      </Button>
      <Button variant="outline" onClick={() => setMode({ name: 'history' })}>
        {t('pdv.register.history')}
      </Button>
      <Button variant="destructive" onClick={() => setMode({ name: 'close' })}>
        {t('pdv.register.close')}
      </Button>
    </div>
  );

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
      {left && mode.name !== 'waiting' && (
        <Card role="alert" className="border-destructive">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
            <p className="font-semibold">
              {t('pdv.provider.left', {
                number: left.orderNumber,
                amount: formatCents(left.dueCents),
              })}
            </p>
            <Button
              onClick={() =>
                setMode({
                  name: 'waiting',
                  result: {
                    orderId: left.orderId,
                    orderNumber: left.orderNumber,
                    subtotalCents: left.totalCents,
                    discountCents: 0,
                    totalCents: left.totalCents,
                    // The change of the sale's own cash was given when it was made.
                    changeCents: 0,
                    paymentStatus: left.paymentStatus,
                    payment: left.payment,
                    paymentError: null,
                  },
                })
              }
            >
              {t('pdv.provider.resume')}
            </Button>
          </CardContent>
        </Card>
      )}
      {mode.name === 'done' && (
        <Card role="status" className="border-primary">
          <CardHeader>
            <CardTitle className="text-2xl">
              {t('pdv.done.title', { number: mode.result.orderNumber })}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-3xl font-bold tabular-nums" data-testid="pdv-done-change">
              {t('pdv.done.change', { change: formatCents(mode.result.changeCents) })}
            </p>
            <Button size="lg" onClick={() => setMode({ name: 'sell' })}>
              {t('pdv.done.next')}
            </Button>
          </CardContent>
        </Card>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
        {mode.name === 'choices' ? (
          <ChoicesPanel
            product={mode.product}
            menu={menu}
            onAdd={(line) => {
              setLines((current) => addLine(current, line));
              setMode({ name: 'sell' });
              setTimeout(() => searchRef.current?.focus(), 0);
            }}
            onCancel={() => setMode({ name: 'sell' })}
          />
        ) : mode.name === 'waiting' ? (
          <ProviderPaymentPanel
            sale={mode.result}
            onPaid={(changeCents) => {
              void waiting.refetch();
              setMode({ name: 'done', result: { ...mode.result, changeCents } });
            }}
          />
        ) : mode.name === 'pay' ? (
          <PaymentPanel
            totalCents={totalCents}
            tenders={tenders}
            providerMethods={providerMethods}
            busy={sale.isPending}
            onTenders={setTenders}
            onConfirm={confirm}
            onBack={() => setMode({ name: 'sell' })}
          />
        ) : (
          <ProductPicker menu={menu} codes={codes} searchRef={searchRef} onPick={pick} />
        )}
        <CartPanel
          lines={lines}
          details={details}
          totals={{ subtotalCents, discountCents, totalCents }}
          discountLimitPercent={discountLimitPercent}
          askCpf={askCpf}
          errors={errors}
          onLines={setLines}
          onDetails={setDetails}
          onPay={() => setMode({ name: 'pay' })}
        />
      </div>
    </>
  );
}

function ReportScreen({ registerId, onBack }: { registerId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const register = useRegister(registerId);
  return (
    <div className="grid max-w-4xl gap-4">
      <PageHeader
        title={t('pdv.report.title')}
        actions={
          <Button onClick={onBack}>
            {register.data?.closedAt ? t('pdv.report.newRegister') : t('pdv.report.back')}
          </Button>
        }
      />
      {register.isPending ? (
        <LoadingState label={t('pdv.loading')} />
      ) : register.isError ? (
        <ErrorState
          message={errorMessage(register.error, t('pdv.loadFailed'))}
          retrying={register.isFetching}
          onRetry={() => void register.refetch()}
        />
      ) : (
        <RegisterReport register={register.data} />
      )}
    </div>
  );
}

function HistoryScreen({
  onOpen,
  onBack,
}: {
  onOpen: (registerId: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const registers = useRegisters();
  return (
    <div className="grid max-w-4xl gap-4">
      <PageHeader
        title={t('pdv.register.history')}
        actions={
          <Button variant="outline" onClick={onBack}>
            {t('pdv.report.back')}
          </Button>
        }
      />
      {registers.isPending ? (
        <LoadingState label={t('pdv.loading')} />
      ) : registers.isError ? (
        <ErrorState
          message={errorMessage(registers.error, t('pdv.loadFailed'))}
          retrying={registers.isFetching}
          onRetry={() => void registers.refetch()}
        />
      ) : registers.data.registers.length === 0 ? (
        <p className="text-muted-foreground">{t('pdv.report.historyEmpty')}</p>
      ) : (
        <ul className="grid gap-2">
          {registers.data.registers.map((register) => (
            <li
              key={register.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <span>
                {register.name} · {register.operator} · {formatDateTime(register.openedAt)}
                {register.closedAt
                  ? ` – ${formatDateTime(register.closedAt)}`
                  : ` (${t('pdv.report.openNow')})`}
              </span>
              <Button variant="outline" size="sm" onClick={() => onOpen(register.id)}>
                {t('pdv.report.view')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
