import { formatCents } from '@comanda/shared';
import { ArrowRight, ShoppingBag, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMenu } from '../api/get-menu';
import { notesHintFor, type NotesHint } from '../cart/notes-hint';
import { lineTotalCents, type CartItem, type CartPart } from '../cart/cart';
import { cartActions, useCart, useCartTotals } from '../cart/cart-store';
import { KioskImage } from '../components/kiosk-image';
import { KioskScreen, ScreenTitle, primaryActionClass } from '../components/kiosk-screen';
import { kioskToast } from '../components/kiosk-toast';
import {
  firstNameInput,
  getOrderDetails,
  setOrderDetails,
  useOrderDetails,
} from '../cart/order-details';
import { useOutletEstablishment } from '@/lib/tenant-outlet';
import { kioskPaths } from '@/features/kiosk/paths';
import { KioskTotal } from '../components/kiosk-total';
import { KioskQuantityStepper } from '../components/kiosk-quantity-stepper';

/** "CPF na nota?": its own chunk, loaded only by shops that issue NFC-e (decision 031). */
const CpfField = lazy(() => import('../components/cpf-field'));

/** Long enough for "sem sal, ponto da carne bem passado, molho à parte"; a ticket line. */
const notesMaxLength = 140;
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

  if (cart.length === 0) {
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

  const footer = (
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
      <button type="button" className={primaryActionClass} onClick={pay}>
        {t('kiosk.summary.pay')}
        <ArrowRight aria-hidden />
      </button>
    </div>
  );

  return (
    <KioskScreen back={back} showCart={false} footer={footer}>
      <div className="mx-auto max-w-4xl">
        <ScreenTitle>{t('kiosk.summary.title')}</ScreenTitle>
        <ul className="flex flex-col gap-4">
          {cart.map((item) => (
            <li key={item.lineId}>
              <CartLine item={item} notesHint={notesHintFor(menu, item.productId)} />
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

function CartLine({ item, notesHint }: { item: CartItem; notesHint: NotesHint }) {
  const { t } = useTranslation();
  const titleId = useId();
  const notesId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl bg-background p-4 shadow-md lg:p-5"
    >
      <div className="flex gap-4">
        <KioskImage
          src={item.imageUrl}
          alt=""
          className="size-24 shrink-0 rounded-2xl lg:size-32"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-2xl leading-tight font-bold">
              {item.name}
            </h2>
            <button
              type="button"
              aria-label={t('kiosk.summary.removeLine', { name: item.name })}
              onClick={() => cartActions.remove(item.lineId)}
              className="-mt-1 -mr-1 inline-flex size-14 shrink-0 items-center justify-center rounded-full text-destructive outline-none active:bg-destructive/10 focus-visible:ring-4 focus-visible:ring-destructive/30"
            >
              <Trash2 aria-hidden className="size-7" />
            </button>
          </div>
          <p className="text-lg text-muted-foreground tabular-nums">
            {formatCents(item.priceCents)}
          </p>
          {item.choices && item.choices.length > 0 && (
            <ul data-testid="line-choices" className="flex flex-col gap-1 text-lg">
              {item.choices.map((choice) => (
                <li key={choice.id}>
                  <span className="text-muted-foreground">{choice.groupName}: </span>
                  <span className="font-semibold">{choice.name}</span>
                  {choice.priceCents > 0 && (
                    <span className="text-primary tabular-nums">
                      {' '}
                      + {formatCents(choice.priceCents)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {item.removals.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {item.removals.map((removal) => (
                <li
                  key={removal.ingredientId}
                  className="rounded-full bg-destructive/10 px-3 py-1 text-lg font-semibold text-destructive"
                >
                  {t('kiosk.product.without', { name: removal.name })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {(item.extras.length > 0 || item.addons.length > 0) && (
        <ul className="flex flex-col gap-2">
          {item.extras.map((extra) => (
            <PartRow
              key={`extra-${extra.id}`}
              part={extra}
              onRemove={() => cartActions.removeExtra(item.lineId, extra.id)}
            />
          ))}
          {item.addons.map((addon) => (
            <PartRow
              key={`addon-${addon.id}`}
              part={addon}
              onRemove={() => cartActions.removeAddon(item.lineId, addon.id)}
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2">
        <label htmlFor={notesId} className="text-lg font-semibold">
          {t('kiosk.summary.notes')}
        </label>
        <textarea
          id={notesId}
          rows={2}
          maxLength={notesMaxLength}
          value={item.notes ?? ''}
          placeholder={t(`kiosk.summary.notesPlaceholder.${notesHint}`)}
          onChange={(event) => cartActions.setNotes(item.lineId, event.target.value)}
          className="w-full resize-none rounded-2xl border-2 border-border bg-background px-4 py-3 text-xl outline-none select-text focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20"
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-4">
        <KioskQuantityStepper
          value={item.quantity}
          onChange={(quantity) => cartActions.setQuantity(item.lineId, quantity)}
        />
        <p className="flex items-baseline gap-3">
          <span className="text-lg text-muted-foreground">{t('kiosk.summary.lineTotal')}</span>
          <span data-testid="line-total" className="text-3xl font-bold tabular-nums">
            {formatCents(lineTotalCents(item))}
          </span>
        </p>
      </div>
    </article>
  );
}

function PartRow({ part, onRemove }: { part: CartPart; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex min-h-14 items-center gap-3 rounded-2xl bg-accent pl-4 text-xl">
      <span className="flex-1 font-semibold">{part.name}</span>
      <span className="font-semibold whitespace-nowrap text-primary tabular-nums">
        + {formatCents(part.priceCents)}
      </span>
      <button
        type="button"
        aria-label={t('kiosk.summary.removePart', { name: part.name })}
        onClick={onRemove}
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl text-muted-foreground outline-none active:bg-muted focus-visible:ring-4 focus-visible:ring-primary/40"
      >
        <X aria-hidden className="size-7" />
      </button>
    </li>
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
