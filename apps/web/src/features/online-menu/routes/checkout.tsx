import { formatCents, type PublicOnlineMenu } from '@comanda/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newLineId } from '@/lib/menu/cart';
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
      : !settings.openNow
        ? t('onlineMenu.checkout.closed')
        : settings.scheduledOnly
          ? t('onlineMenu.checkout.busyNothing')
          : t('onlineMenu.checkout.nothingOffered');
    return (
      <OnlineScreen title={title} back={back}>
        <EmptyNote>{why}</EmptyNote>
      </OnlineScreen>
    );
  }
  return <CheckoutFormBody settings={settings} table={table} title={title} back={back} />;
}

/**
 * Checks the form, then places the order once per body (the same key on a second tap or a
 * retry), keeps it for the next screens, empties the cart and goes on: to Pix, or done.
 */
function useSubmitOrder(settings: PublicOnlineMenu, table: number | null, form: CheckoutForm) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useOnlineCart();
  const { totalCents: subtotalCents } = useOnlineCartTotals();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const keys = useRef(new Map<string, string>());

  const submit = async () => {
    const texts = t('onlineMenu.errors', { returnObjects: true });
    const found = checkForm(form, settings, subtotalCents, texts);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = orderInput(form, cart, settings, table);
    const body = JSON.stringify(input);
    const key = keys.current.get(body) ?? `online-${newLineId()}`;
    keys.current.set(body, key);
    setSending(true);
    try {
      const placed = await placeOnlineOrder(input, key);
      const pix = form.payment === 'pix';
      const { id, orderNumber, totalCents, publicToken, statusPath } = placed;
      const paid = placed.paymentStatus === 'paid';
      savePlaced({ id, orderNumber, totalCents, publicToken, statusPath, pix, paid });
      onlineCartActions.clear();
      void navigate(pix ? onlineMenuPaths.pix : onlineMenuPaths.done, { replace: true });
    } catch (error) {
      setServerError(error);
    } finally {
      setSending(false);
    }
  };
  return { submit, errors, serverError, sending, formRef, subtotalCents };
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
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(settings, table));
  const update = (changes: Partial<CheckoutForm>) =>
    setForm((current) => ({ ...current, ...changes }));
  const { submit, errors, serverError, sending, formRef, subtotalCents } = useSubmitOrder(
    settings,
    table,
    form,
  );
  const feeCents = deliveryFeeCents(settings, form);
  const sections = { form, errors, update };
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
        <PersonFields {...sections} />
        <FulfilmentFields {...sections} settings={settings} table={table} />
        {form.fulfilment === 'entrega' && (
          <DeliveryFields {...sections} settings={settings} subtotalCents={subtotalCents} />
        )}
        <PaymentFields {...sections} settings={settings} />
        <Totals
          subtotalCents={subtotalCents}
          feeCents={feeCents}
          delivery={form.fulfilment === 'entrega'}
        />
        {serverError !== null && (
          <ErrorBox error={serverError} title={t('onlineMenu.checkout.refused')} />
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
