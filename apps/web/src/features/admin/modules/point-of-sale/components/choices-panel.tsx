import { formatCents, type KioskMenu, type KioskProduct } from '@comanda/shared';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceGroupFields } from './choice-group-fields';
import { useLineDraft } from '../hooks/use-line-draft';
import type { SaleLine } from '../utils/sale';

/**
 * The kiosk's choices at the counter: choice groups (a combo's drink and sauces), extras,
 * removals, add-on products, notes, quantity. 'Adicionar' waits until every group's rule holds.
 */
export function ChoicesPanel({
  product,
  menu,
  onAdd,
  onCancel,
}: {
  product: KioskProduct;
  menu: KioskMenu;
  onAdd: (line: SaleLine) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const draft = useLineDraft(product);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.problem) return;
    onAdd(draft.line());
  }

  return (
    <Card>
      <form onSubmit={submit} aria-label={t('pdv.choices.title', { name: product.name })}>
        <CardHeader>
          <CardTitle>{t('pdv.choices.title', { name: product.name })}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ChoiceGroupFields
            groups={product.choiceGroups}
            selection={draft.selection}
            onToggle={draft.toggleChoice}
          />
          <CheckList
            legend={t('pdv.choices.extras')}
            items={product.extras}
            checked={draft.extras}
            onToggle={draft.toggleExtra}
            label={(extra) => extra.name}
            price={(extra) => extra.priceCents}
          />
          <CheckList
            legend={t('pdv.choices.removals')}
            items={product.ingredients}
            checked={draft.removals}
            onToggle={draft.toggleRemoval}
            label={(ingredient) => t('pdv.choices.without', { name: ingredient.name })}
          />
          <CheckList
            legend={t('pdv.choices.addons')}
            items={menu.addonProducts}
            checked={draft.addons}
            onToggle={draft.toggleAddon}
            label={(addon) => addon.name}
            price={(addon) => addon.priceCents}
            disabled={(addon) => addon.soldOut}
          />
          <NotesAndQuantity
            notes={draft.notes}
            quantity={draft.quantity}
            onNotes={draft.setNotes}
            onQuantity={draft.setQuantity}
          />
        </CardContent>
        <ChoicesFooter problem={draft.problem} totalCents={draft.totalCents} onCancel={onCancel} />
      </form>
    </Card>
  );
}

function ChoicesFooter({
  problem,
  totalCents,
  onCancel,
}: {
  problem: string | null;
  totalCents: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  return (
    <CardFooter className="flex flex-wrap items-center justify-end gap-2">
      {problem && (
        <p id={problemId} role="status" className="mr-auto font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('pdv.choices.cancel')}
      </Button>
      <Button
        type="submit"
        size="lg"
        autoFocus
        disabled={problem !== null}
        aria-describedby={problem ? problemId : undefined}
      >
        {t('pdv.choices.add', { total: formatCents(totalCents) })}
      </Button>
    </CardFooter>
  );
}

/** Options to tick (extras, ingredients to remove, add-on products); nothing when none. */
function CheckList<T extends { id: string }>({
  legend,
  items,
  checked,
  onToggle,
  label,
  price,
  disabled,
}: {
  legend: string;
  items: readonly T[];
  checked: readonly { id: string }[];
  onToggle: (item: T) => void;
  label: (item: T) => string;
  price?: (item: T) => number;
  disabled?: (item: T) => boolean;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {items.map((item) => (
        <label
          key={item.id}
          className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3"
        >
          <input
            type="checkbox"
            disabled={disabled?.(item)}
            checked={checked.some((entry) => entry.id === item.id)}
            onChange={() => onToggle(item)}
          />
          {price ? (
            <>
              <span className="flex-1">{label(item)}</span>
              <span className="tabular-nums">+{formatCents(price(item))}</span>
            </>
          ) : (
            <span>{label(item)}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

function NotesAndQuantity({
  notes,
  quantity,
  onNotes,
  onQuantity,
}: {
  notes: string;
  quantity: number;
  onNotes: (notes: string) => void;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="grid gap-2">
        <span className="font-semibold">{t('pdv.choices.notes')}</span>
        <Textarea
          rows={2}
          maxLength={140}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
        />
      </label>
      <div className="flex items-center gap-3">
        <span className="font-semibold">{t('pdv.choices.quantity')}</span>
        <QuantityStepper
          value={quantity}
          onChange={onQuantity}
          labels={{
            decrease: t('pdv.choices.decrease'),
            increase: t('pdv.choices.increase'),
            value: t('pdv.choices.quantity'),
          }}
        />
      </div>
    </>
  );
}
