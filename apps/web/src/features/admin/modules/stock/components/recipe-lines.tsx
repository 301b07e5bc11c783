import type { StockItem } from '@comanda/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { emptyLine, type LineDraft, type LineErrors } from '../utils/recipe-draft';
import { StockItemField } from '@/components/stock-item-field';

/**
 * The lines of one part of a ficha técnica (the product itself, or one extra): which stock
 * item, how much of it, and, for the product, which removable ingredient the line is.
 */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export function RecipeLines({
  title,
  lines,
  onChange,
  items,
  ingredients,
  errors,
  disabled,
}: {
  title: string;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  items: StockItem[];
  /** The product's removable ingredients; absent for an extra. */
  ingredients?: { id: string; name: string }[];
  errors: LineErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const setLine = (key: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  return (
    <fieldset className="grid gap-3" aria-label={title} disabled={disabled}>
      <legend className="mb-2 font-semibold">{title}</legend>
      {lines.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('stock.recipe.noLines')}</p>
      )}
      {lines.map((line, index) => {
        const unit = items.find((item) => item.id === line.stockItemId)?.unit;
        return (
          <div
            key={line.key}
            role="group"
            aria-label={t('stock.recipe.line', { number: index + 1 })}
            className="grid items-start gap-3 sm:grid-cols-[1fr_9rem_1fr_auto]"
          >
            <StockItemField
              label={t('stock.recipe.item')}
              placeholder={t('stock.recipe.chooseItem')}
              error={errors[line.key]?.stockItemId}
              items={items}
              value={line.stockItemId}
              onChange={(stockItemId) => setLine(line.key, { stockItemId })}
            />
            <FormField
              label={unit ? t('stock.recipe.quantityIn', { unit }) : t('stock.recipe.quantity')}
              inputMode="decimal"
              value={line.quantity}
              error={errors[line.key]?.quantity}
              onChange={(event) => setLine(line.key, { quantity: event.target.value })}
            />
            {ingredients ? (
              <Field label={t('stock.recipe.ingredient')} hint={t('stock.recipe.ingredientHint')}>
                {(props) => (
                  <NativeSelect
                    {...props}
                    value={line.ingredientId}
                    onChange={(event) => setLine(line.key, { ingredientId: event.target.value })}
                  >
                    <option value="">{t('stock.recipe.noIngredient')}</option>
                    {ingredients.map((ingredient) => (
                      <option key={ingredient.id} value={ingredient.id}>
                        {ingredient.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            ) : (
              <span />
            )}
            <Button
              type="button"
              variant="ghost"
              className="sm:mt-7"
              aria-label={t('stock.recipe.removeLine')}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        );
      })}
      <div>
        <Button type="button" variant="outline" onClick={() => onChange([...lines, emptyLine()])}>
          <Plus aria-hidden />
          {t('stock.recipe.addLine')}
        </Button>
      </div>
    </fieldset>
  );
}
