import { Plus, Trash2 } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { MoneyInput } from '@/components/ui/money-input';
import { cn } from '@/lib/cn';
import type { FieldErrors } from '@/lib/form';
import {
  newExtraRow,
  newIngredientRow,
  type ExtraRow,
  type IngredientRow,
} from '../utils/product-form';
import { controlProps, FieldMessage } from '@/components/field';
import { NameTranslationInputs } from './translation-fields';

/**
 * Focus for list editors: a new row's first input gets the focus, and after a removal the
 * "add" button does, so keyboard users never fall back to the top of the page.
 */
function useRowFocus() {
  const focusKey = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  return {
    addButton,
    focusWhenMounted: (key: string) => {
      focusKey.current = key;
    },
    firstInputRef: (key: string) => (element: HTMLInputElement | null) => {
      if (element && focusKey.current === key) {
        focusKey.current = null;
        element.focus();
      }
    },
    focusAddButton: () => requestAnimationFrame(() => addButton.current?.focus()),
  };
}

function EditorCard({
  title,
  description,
  addLabel,
  onAdd,
  addButton,
  disabled,
  error,
  children,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  addButton: RefObject<HTMLButtonElement | null>;
  disabled: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button ref={addButton} type="button" variant="outline" disabled={disabled} onClick={onAdd}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {children}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** What a list editor is given by the product form. */
interface ListEditorProps<Row> {
  rows: Row[];
  errors: FieldErrors;
  disabled: boolean;
  /** One field of one row changed (`field`: the error path inside the row): its error can go. */
  onChange: (index: number, changes: Partial<Row>, field: string) => void;
  /** Rows were added or removed: row errors no longer match their rows. */
  onRowsChange: (rows: Row[]) => void;
}

/**
 * A card of editable rows (extras or ingredients): its texts sit under
 * `catalog.products.form.${list}`, `Item` draws one row and `wrap` lays the rows out.
 */
function RowListEditor<Row extends { key: string }>({
  list,
  newRow,
  Item,
  wrap,
  rows,
  errors,
  disabled,
  onChange,
  onRowsChange,
}: ListEditorProps<Row> & {
  list: 'extras' | 'ingredients';
  newRow: () => Row;
  Item: (props: RowItemProps<Row>) => ReactNode;
  wrap: (items: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const focus = useRowFocus();
  const add = () => {
    const row = newRow();
    focus.focusWhenMounted(row.key);
    onRowsChange([...rows, row]);
  };
  return (
    <EditorCard
      title={t(`catalog.products.form.${list}.title`)}
      description={t(`catalog.products.form.${list}.description`)}
      addLabel={t(`catalog.products.form.${list}.add`)}
      onAdd={add}
      addButton={focus.addButton}
      disabled={disabled}
      error={errors[list]}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`catalog.products.form.${list}.empty`)}</p>
      ) : (
        wrap(
          rows.map((row, index) => (
            <Item
              key={row.key}
              row={row}
              index={index}
              errors={errors}
              disabled={disabled}
              inputRef={focus.firstInputRef(row.key)}
              onChange={(changes, field) => onChange(index, changes, field)}
              onRemove={() => {
                onRowsChange(rows.filter((other) => other.key !== row.key));
                focus.focusAddButton();
              }}
            />
          )),
        )
      )}
    </EditorCard>
  );
}

/** The product's extras: name, price in reais and active, one editable row each. */
export function ExtrasEditor(props: ListEditorProps<ExtraRow>) {
  const { t } = useTranslation();
  return (
    <RowListEditor
      {...props}
      list="extras"
      newRow={newExtraRow}
      Item={ExtraRowItem}
      wrap={(items) => (
        <>
          <div
            aria-hidden
            className="hidden gap-3 text-sm font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_9rem_4rem_2.5rem]"
          >
            <span>{t('catalog.products.form.extras.name')}</span>
            <span>{t('catalog.products.form.extras.price')}</span>
            <span>{t('catalog.products.form.extras.active')}</span>
          </div>
          <ul className="grid gap-4 sm:gap-3">{items}</ul>
        </>
      )}
    />
  );
}

/** The ingredients a customer may ask to leave out: one name per row. */
export function IngredientsEditor(props: ListEditorProps<IngredientRow>) {
  return (
    <RowListEditor
      {...props}
      list="ingredients"
      newRow={newIngredientRow}
      Item={IngredientRowItem}
      wrap={(items) => <ul className="grid gap-3 sm:grid-cols-2">{items}</ul>}
    />
  );
}

/** What one row of a list editor is given. */
interface RowItemProps<Row> {
  row: Row;
  index: number;
  errors: FieldErrors;
  disabled: boolean;
  /** Focuses the row's first input when the row was just added. */
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (changes: Partial<Row>, field: string) => void;
  onRemove: () => void;
}

/** The trash button of a row, named after the row for screen readers. */
function RemoveRowButton({
  label,
  disabled,
  className,
  onRemove,
}: {
  label: string;
  disabled: boolean;
  className?: string;
  onRemove: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('text-destructive hover:text-destructive', className)}
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

/** One extra: its name, price and whether it is offered, then its translations. */
function ExtraRowItem({
  row,
  index,
  errors,
  disabled,
  inputRef,
  onChange,
  onRemove,
}: RowItemProps<ExtraRow>) {
  const { t } = useTranslation();
  const n = index + 1;
  const nameId = `${row.key}-name`;
  const priceId = `${row.key}-price`;
  const nameError = errors[`extras.${index}.name`];
  const priceError = errors[`extras.${index}.priceCents`];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_4rem_2.5rem] sm:border-0 sm:p-0">
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <Label htmlFor={nameId} className="sm:sr-only">
          {t('catalog.products.form.extras.nameLabel', { n })}
        </Label>
        <RowNameInput
          list="extras"
          id={nameId}
          error={nameError}
          row={row}
          disabled={disabled}
          inputRef={inputRef}
          onChange={onChange}
        />
        <FieldMessage id={nameId} error={nameError} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={priceId} className="sm:sr-only">
          {t('catalog.products.form.extras.priceLabel', { n })}
        </Label>
        <MoneyInput
          {...controlProps(priceId, priceError)}
          placeholder={t('catalog.products.form.pricePlaceholder')}
          disabled={disabled}
          value={row.price}
          onValueChange={(price) => onChange({ price }, 'price')}
        />
        <FieldMessage id={priceId} error={priceError} />
      </div>
      <div className="flex h-10 items-center gap-2 self-end sm:self-start">
        <Switch
          checked={row.active}
          disabled={disabled}
          aria-label={t('catalog.products.form.extras.activeLabel', { n })}
          onCheckedChange={(active) => onChange({ active }, 'active')}
        />
        <span aria-hidden className="text-sm text-muted-foreground sm:hidden">
          {t('catalog.products.form.extras.active')}
        </span>
      </div>
      <RemoveRowButton
        label={t('catalog.products.form.extras.remove', { n })}
        disabled={disabled}
        className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto"
        onRemove={onRemove}
      />
      <div className="col-span-full">
        <RowTranslations
          list="extras"
          row={row}
          index={index}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
        />
      </div>
    </li>
  );
}

/** One ingredient: its name and its translations. */
function IngredientRowItem({
  row,
  index,
  errors,
  disabled,
  inputRef,
  onChange,
  onRemove,
}: RowItemProps<IngredientRow>) {
  const { t } = useTranslation();
  const n = index + 1;
  const nameId = `${row.key}-name`;
  const nameError = errors[`ingredients.${index}.name`];
  return (
    <li className="grid gap-1">
      <Label htmlFor={nameId} className="sr-only">
        {t('catalog.products.form.ingredients.nameLabel', { n })}
      </Label>
      <div className="flex items-center gap-2">
        <RowNameInput
          list="ingredients"
          id={nameId}
          error={nameError}
          row={row}
          disabled={disabled}
          inputRef={inputRef}
          onChange={onChange}
        />
        <RemoveRowButton
          label={t('catalog.products.form.ingredients.remove', { n })}
          disabled={disabled}
          onRemove={onRemove}
        />
      </div>
      <FieldMessage id={nameId} error={nameError} />
      <RowTranslations
        list="ingredients"
        row={row}
        index={index}
        errors={errors}
        disabled={disabled}
        onChange={onChange}
      />
    </li>
  );
}

/** A row's name box, the first of the row (it takes the focus when the row is added). */
function RowNameInput({
  list,
  id,
  error,
  row,
  disabled,
  inputRef,
  onChange,
}: Pick<RowItemProps<ExtraRow | IngredientRow>, 'row' | 'disabled' | 'inputRef'> & {
  list: 'extras' | 'ingredients';
  id: string;
  error?: string;
  onChange: (changes: Pick<ExtraRow | IngredientRow, 'name'>, field: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Input
      ref={inputRef}
      {...controlProps(id, error)}
      placeholder={t(`catalog.products.form.${list}.namePlaceholder`)}
      autoComplete="off"
      disabled={disabled}
      value={row.name}
      onChange={(event) => onChange({ name: event.target.value }, 'name')}
    />
  );
}

/** A row's name in each kiosk language; its messages sit under `${list}.${index}.`. */
function RowTranslations({
  list,
  row,
  index,
  errors,
  disabled,
  onChange,
}: Pick<RowItemProps<ExtraRow | IngredientRow>, 'row' | 'index' | 'errors' | 'disabled'> & {
  list: 'extras' | 'ingredients';
  onChange: (changes: Pick<ExtraRow | IngredientRow, 'translations'>, field: string) => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <NameTranslationInputs
      id={row.key}
      labelOf={(language) => t(`catalog.products.form.${list}.translationLabel`, { n, language })}
      path={`${list}.${index}`}
      values={row.translations}
      errors={errors}
      disabled={disabled}
      onChange={(translations, errorPath) =>
        onChange({ translations }, errorPath.replace(`${list}.${index}.`, ''))
      }
    />
  );
}
