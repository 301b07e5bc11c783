import {
  choiceSelectionProblem,
  chosenOptions,
  emptyChoiceSelection,
  formatCents,
  itemTotalCents,
  toggleChoice,
  type KioskMenu,
  type KioskProduct,
} from '@comanda/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceGroupFields } from './choice-group-fields';
import { plainLine, type SaleLine, type SalePart } from '../utils/sale';

const toggle = <T extends { id: string }>(list: T[], item: T) =>
  list.some((entry) => entry.id === item.id)
    ? list.filter((entry) => entry.id !== item.id)
    : [...list, item];

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
  const [extras, setExtras] = useState<SalePart[]>([]);
  const [addons, setAddons] = useState<SalePart[]>([]);
  const [removals, setRemovals] = useState<{ id: string; name: string }[]>([]);
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [selection, setSelection] = useState(emptyChoiceSelection);
  const groups = product.choiceGroups;
  const choices = chosenOptions(groups, selection);
  const problem = choiceSelectionProblem(groups, selection);
  const problemId = useId();
  const total = itemTotalCents({
    priceCents: product.priceCents,
    extras,
    addons,
    choices,
    quantity,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    onAdd({ ...plainLine(product, quantity), extras, addons, removals, choices, notes });
  }

  const check = 'flex min-h-11 items-center gap-3 rounded-md border border-border px-3';
  return (
    <Card>
      <form onSubmit={submit} aria-label={t('pdv.choices.title', { name: product.name })}>
        <CardHeader>
          <CardTitle>{t('pdv.choices.title', { name: product.name })}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ChoiceGroupFields
            groups={groups}
            selection={selection}
            onToggle={(group, optionId) =>
              setSelection((current) => toggleChoice(current, group, optionId))
            }
          />
          {product.extras.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">{t('pdv.choices.extras')}</legend>
              {product.extras.map((extra) => (
                <label key={extra.id} className={check}>
                  <input
                    type="checkbox"
                    checked={extras.some((entry) => entry.id === extra.id)}
                    onChange={() => setExtras((list) => toggle(list, extra))}
                  />
                  <span className="flex-1">{extra.name}</span>
                  <span className="tabular-nums">+{formatCents(extra.priceCents)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {product.ingredients.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">{t('pdv.choices.removals')}</legend>
              {product.ingredients.map((ingredient) => (
                <label key={ingredient.id} className={check}>
                  <input
                    type="checkbox"
                    checked={removals.some((entry) => entry.id === ingredient.id)}
                    onChange={() => setRemovals((list) => toggle(list, ingredient))}
                  />
                  <span>{t('pdv.choices.without', { name: ingredient.name })}</span>
                </label>
              ))}
            </fieldset>
          )}
          {menu.addonProducts.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">{t('pdv.choices.addons')}</legend>
              {menu.addonProducts.map((addon) => (
                <label key={addon.id} className={check}>
                  <input
                    type="checkbox"
                    disabled={addon.soldOut}
                    checked={addons.some((entry) => entry.id === addon.id)}
                    onChange={() => setAddons((list) => toggle(list, addon))}
                  />
                  <span className="flex-1">{addon.name}</span>
                  <span className="tabular-nums">+{formatCents(addon.priceCents)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <label className="grid gap-2">
            <span className="font-semibold">{t('pdv.choices.notes')}</span>
            <Textarea
              rows={2}
              maxLength={140}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </label>
          <div className="flex items-center gap-3">
            <span className="font-semibold">{t('pdv.choices.quantity')}</span>
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              labels={{
                decrease: t('pdv.choices.decrease'),
                increase: t('pdv.choices.increase'),
                value: t('pdv.choices.quantity'),
              }}
            />
          </div>
        </CardContent>
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
            {t('pdv.choices.add', { total: formatCents(total) })}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
