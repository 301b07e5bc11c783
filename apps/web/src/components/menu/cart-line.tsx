import { formatCents } from '@comanda/shared';
import { Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lineTotalCents, type CartItem, type CartPart } from '@/lib/menu/cart';
import type { CartActions } from '@/lib/menu/cart-store-factory';
import type { NotesHint } from '@/lib/menu/notes-hint';
import { KioskImage } from '@/components/menu/kiosk-image';
import { KioskQuantityStepper } from '@/components/menu/kiosk-quantity-stepper';

/** Long enough for "sem sal, ponto da carne bem passado, molho à parte"; a ticket line. */
const notesMaxLength = 140;

type LineProps = { item: CartItem; actions: CartActions };

/**
 * One line of 'Seu Pedido': what it is, its parts, its notes, its quantity and total.
 * `actions`: the cart it belongs to (the kiosk's, or the online menu's on /cardapio).
 */
export function CartLine({ item, notesHint, actions }: LineProps & { notesHint: NotesHint }) {
  const titleId = useId();
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
        <LineDescription item={item} actions={actions} titleId={titleId} />
      </div>
      {(item.extras.length > 0 || item.addons.length > 0) && (
        <LineParts item={item} actions={actions} />
      )}
      <LineNotes item={item} actions={actions} notesHint={notesHint} />
      <LineQuantity item={item} actions={actions} />
    </article>
  );
}

/** The name, unit price, choices and removed ingredients, and the remove button. */
function LineDescription({ item, actions, titleId }: LineProps & { titleId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-2xl leading-tight font-bold">
          {item.name}
        </h2>
        <button
          type="button"
          aria-label={t('kiosk.summary.removeLine', { name: item.name })}
          onClick={() => actions.remove(item.lineId)}
          className="-mt-1 -mr-1 inline-flex size-14 shrink-0 items-center justify-center rounded-full text-destructive outline-none active:bg-destructive/10 focus-visible:ring-4 focus-visible:ring-destructive/30"
        >
          <Trash2 aria-hidden className="size-7" />
        </button>
      </div>
      <p className="text-lg text-muted-foreground tabular-nums">{formatCents(item.priceCents)}</p>
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
  );
}

/** The line's extras and add-ons, each removable. */
function LineParts({ item, actions }: LineProps) {
  return (
    <ul className="flex flex-col gap-2">
      {item.extras.map((extra) => (
        <PartRow
          key={`extra-${extra.id}`}
          part={extra}
          onRemove={() => actions.removeExtra(item.lineId, extra.id)}
        />
      ))}
      {item.addons.map((addon) => (
        <PartRow
          key={`addon-${addon.id}`}
          part={addon}
          onRemove={() => actions.removeAddon(item.lineId, addon.id)}
        />
      ))}
    </ul>
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

/** 'Observações', with a hint fitting the product (a burger's, a drink's...). */
function LineNotes({ item, actions, notesHint }: LineProps & { notesHint: NotesHint }) {
  const { t } = useTranslation();
  const notesId = useId();
  return (
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
        onChange={(event) => actions.setNotes(item.lineId, event.target.value)}
        className="w-full resize-none rounded-2xl border-2 border-border bg-background px-4 py-3 text-xl outline-none select-text focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20"
      />
    </div>
  );
}

function LineQuantity({ item, actions }: LineProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-4">
      <KioskQuantityStepper
        value={item.quantity}
        onChange={(quantity) => actions.setQuantity(item.lineId, quantity)}
      />
      <p className="flex items-baseline gap-3">
        <span className="text-lg text-muted-foreground">{t('kiosk.summary.lineTotal')}</span>
        <span data-testid="line-total" className="text-3xl font-bold tabular-nums">
          {formatCents(lineTotalCents(item))}
        </span>
      </p>
    </div>
  );
}
