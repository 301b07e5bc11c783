import { formatCents, type PublicOnlineMenu } from '@comanda/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newLineId } from '@/features/kiosk/cart/cart';
import { focusFirstInvalid } from '@/lib/focus';
import { placeOnlineOrder, useOnlineMenuSettings } from '../api/online-menu';
import { onlineCartActions, useOnlineCart, useOnlineCartTotals } from '../cart';
import {
  checkForm,
  deliveryFeeCents,
  initialForm,
  offeredFulfilments,
  orderInput,
  type CheckoutErrors,
  type CheckoutForm,
} from '../checkout/checkout-form';
import {
  DeliveryFields,
  FulfilmentFields,
  PaymentFields,
  PersonFields,
} from '../checkout/sections';
import { useOnlineMenuContext } from '../components/online-menu-context';
import { OnlineScreen } from '../components/online-menu-layout';
import { EmptyNote, ErrorBox, OnlineLoading } from '../components/menu-states';
import { onlineMenuPaths } from '../paths';
import { savePlaced } from '../session';

/** `/cardapio/finalizar`: name and WhatsApp, how to receive, how to pay; then the order. */
export function OnlineCheckout() {
  const { t } = useTranslation();
  const cart = useOnlineCart();
  const settings = useOnlineMenuSettings();
  const back = { to: onlineMenuPaths.cart, label: t('onlineMenu.back') };
  const title = t('onlineMenu.checkout.title');
  if (cart.length === 0) {
    return (
      <OnlineScreen title={title} back={back}>
        <EmptyNote>{t('onlineMenu.cart.empty')}</EmptyNote>
      </OnlineScreen>
    );
  }
  if (!settings.data) {
    return (
      <OnlineScreen title={title} back={back}>
        {settings.error ? (
          <ErrorBox
            error={settings.error}
            title={t('onlineMenu.checkout.settingsError')}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <OnlineLoading label={t('app.loading')} />
        )}
      </OnlineScreen>
    );
  }
  return <CheckoutFormScreen settings={settings.data} title={title} back={back} />;
}

function CheckoutFormScreen({
  settings,
  title,
  back,
}: {
  settings: PublicOnlineMenu;
  title: string;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const { table } = useOnlineMenuContext();
  const offered = offeredFulfilments(settings, table);
  if (!settings.enabled || offered.length === 0) {
    const why = !settings.enabled
      ? t('onlineMenu.checkout.disabled')
      : settings.openNow
        ? t('onlineMenu.checkout.nothingOffered')
        : t('onlineMenu.checkout.closed');
    return (
      <OnlineScreen title={title} back={back}>
        <EmptyNote>{why}</EmptyNote>
      </OnlineScreen>
    );
  }
  return <CheckoutFormBody settings={settings} table={table} title={title} back={back} />;
}

function CheckoutFormBody({
  settings,
  table,
  title,
  back,
}: {
  settings: PublicOnlineMenu;
  table: number | null;
  title: string;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useOnlineCart();
  const { totalCents: subtotalCents } = useOnlineCartTotals();
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(settings, table));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One key per body: a second tap or a retry of the same order never places it twice.
  const keys = useRef(new Map<string, string>());
  const update = (changes: Partial<CheckoutForm>) =>
    setForm((current) => ({ ...current, ...changes }));
  const feeCents = deliveryFeeCents(settings, form);

  const submit = async () => {
    const found = checkForm(
      form,
      settings,
      subtotalCents,
      t('onlineMenu.errors', { returnObjects: true }),
    );
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const input = orderInput(form, cart, settings, table);
    const body = JSON.stringify(input);
    const key = keys.current.get(body) ?? `online-${newLineId()}`;
    keys.current.set(body, key);
    setSending(true);
    try {
      const placed = await placeOnlineOrder(input, key);
      const pix = form.payment === 'pix';
      savePlaced({
        id: placed.id,
        orderNumber: placed.orderNumber,
        totalCents: placed.totalCents,
        publicToken: placed.publicToken,
        statusPath: placed.statusPath,
        pix,
        paid: placed.paymentStatus === 'paid',
      });
      onlineCartActions.clear();
      void navigate(pix ? onlineMenuPaths.pix : onlineMenuPaths.done, { replace: true });
    } catch (error) {
      setServerError(error);
    } finally {
      setSending(false);
    }
  };

  const bottom = (
    <button
      type="submit"
      form="online-checkout"
      disabled={sending}
      className="min-h-14 w-full rounded-2xl bg-primary px-5 text-lg font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40 disabled:opacity-50"
    >
      {sending
        ? t('onlineMenu.checkout.placing')
        : t('onlineMenu.checkout.place', { total: formatCents(subtotalCents + feeCents) })}
    </button>
  );
  return (
    <OnlineScreen title={title} back={back} bottom={bottom}>
      <form
        id="online-checkout"
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-6"
      >
        <PersonFields form={form} errors={errors} update={update} />
        <FulfilmentFields
          settings={settings}
          table={table}
          form={form}
          errors={errors}
          update={update}
        />
        {form.fulfilment === 'entrega' && (
          <DeliveryFields
            settings={settings}
            form={form}
            errors={errors}
            update={update}
            subtotalCents={subtotalCents}
          />
        )}
        <PaymentFields settings={settings} form={form} errors={errors} update={update} />
        <Totals
          subtotalCents={subtotalCents}
          feeCents={feeCents}
          delivery={form.fulfilment === 'entrega'}
        />
        {serverError !== null && (
          <ErrorBox error={serverError} title={t('onlineMenu.checkout.title')} />
        )}
      </form>
    </OnlineScreen>
  );
}

function Totals({
  subtotalCents,
  feeCents,
  delivery,
}: {
  subtotalCents: number;
  feeCents: number;
  delivery: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-col gap-1 rounded-2xl bg-background p-4 shadow-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">{t('onlineMenu.cart.subtotal')}</dt>
        <dd className="tabular-nums">{formatCents(subtotalCents)}</dd>
      </div>
      {delivery && (
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t('onlineMenu.checkout.deliveryFee')}</dt>
          <dd data-testid="online-delivery-fee" className="tabular-nums">
            {formatCents(feeCents)}
          </dd>
        </div>
      )}
      <div className="flex justify-between text-lg font-bold">
        <dt>{t('onlineMenu.checkout.total')}</dt>
        <dd data-testid="online-total" className="tabular-nums">
          {formatCents(subtotalCents + feeCents)}
        </dd>
      </div>
    </dl>
  );
}
