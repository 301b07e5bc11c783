import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@comanda/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { controlProps, FieldMessage } from '@/components/field';
import { MoneyInput } from '@/components/ui/money-input';
import { NameTranslationInputs } from './translation-fields';
import type { FieldErrors } from '@/lib/form';
import {
  moveRow,
  newChoiceGroupRow,
  newChoiceOptionRow,
  type ChoiceGroupRow,
  type ChoiceOptionRow,
} from '../utils/product-form';

/** Up, down and remove buttons of one row, named after the row for screen readers. */
function RowButtons({
  label,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const button = (name: string, icon: ReactNode, onClick: () => void, off = false) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      disabled={disabled || off}
      aria-label={name}
      title={name}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
  return (
    <div className="flex shrink-0 items-center gap-1">
      {button(
        t('catalog.products.form.choices.moveUp', { name: label }),
        <ArrowUp aria-hidden />,
        () => onMove(-1),
        index === 0,
      )}
      {button(
        t('catalog.products.form.choices.moveDown', { name: label }),
        <ArrowDown aria-hidden />,
        () => onMove(1),
        index === count - 1,
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        disabled={disabled}
        aria-label={t('catalog.products.form.choices.remove', { name: label })}
        title={t('catalog.products.form.choices.remove', { name: label })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

type GroupChange = (changes: Partial<ChoiceGroupRow>, errorPath?: string) => void;
type OptionChange = (changes: Partial<ChoiceOptionRow>, errorPath: string) => void;

/** What every row of the editor (a group, an option) is given. */
interface RowProps {
  index: number;
  count: number;
  products: ProductSummary[];
  errors: FieldErrors;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * The product's choice groups (decision 026): a combo's "Escolha a bebida" (min 1, max 1) or
 * extras grouped with a minimum and a maximum. Each option is another product of the shop or
 * free text, with a price difference (blank is none).
 */
export function ChoiceGroupsEditor({
  groups,
  products,
  errors,
  disabled,
  onChange,
}: {
  groups: ChoiceGroupRow[];
  /** The shop's products an option may be (the product itself left out). */
  products: ProductSummary[];
  errors: FieldErrors;
  disabled: boolean;
  /** The new list, and the path of the message the change answers (or the whole list's). */
  onChange: (groups: ChoiceGroupRow[], errorPath?: string) => void;
}) {
  const { t } = useTranslation();
  const setGroup = (index: number, changes: Partial<ChoiceGroupRow>, errorPath?: string) =>
    onChange(
      groups.map((group, at) => (at === index ? { ...group, ...changes } : group)),
      errorPath,
    );

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t('catalog.products.form.choices.title')}</CardTitle>
          <CardDescription>{t('catalog.products.form.choices.description')}</CardDescription>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => onChange([...groups, newChoiceGroupRow()])}
        >
          <Plus aria-hidden />
          {t('catalog.products.form.choices.addGroup')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {groups.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {t('catalog.products.form.choices.empty')}
          </p>
        )}
        {groups.map((group, g) => (
          <ChoiceGroupSection
            key={group.key}
            group={group}
            index={g}
            count={groups.length}
            products={products}
            errors={errors}
            disabled={disabled}
            onGroup={(changes, errorPath) => setGroup(g, changes, errorPath)}
            onMove={(by) => onChange(moveRow(groups, g, by))}
            onRemove={() => onChange(groups.filter((other) => other.key !== group.key))}
          />
        ))}
        {errors.choiceGroups && (
          <p role="alert" className="text-sm text-destructive">
            {errors.choiceGroups}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** One group: its name, minimum and maximum, translations, and its options. */
function ChoiceGroupSection({
  group,
  onGroup,
  ...row
}: RowProps & { group: ChoiceGroupRow; onGroup: GroupChange }) {
  const { t } = useTranslation();
  const { index: g, errors, disabled } = row;
  const at = `choiceGroups.${g}`;
  const groupLabel = group.name || t('catalog.products.form.choices.groupN', { n: g + 1 });
  return (
    <section aria-label={groupLabel} className="grid gap-3 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start gap-3">
        <ChoiceGroupFields
          group={group}
          at={at}
          errors={errors}
          disabled={disabled}
          onGroup={onGroup}
        />
        <div className="self-end pb-1">
          <RowButtons {...row} label={groupLabel} />
        </div>
      </div>
      <NameTranslationInputs
        id={group.key}
        labelOf={(language) =>
          t('catalog.products.form.choices.groupTranslationLabel', { n: g + 1, language })
        }
        path={at}
        values={group.translations}
        errors={errors}
        disabled={disabled}
        onChange={(translations, errorPath) => onGroup({ translations }, errorPath)}
      />
      <ChoiceOptionsList group={group} onGroup={onGroup} {...row} />
    </section>
  );
}

/** A group's options, the message about them, and the button that adds one. */
function ChoiceOptionsList({
  group,
  onGroup,
  ...row
}: RowProps & { group: ChoiceGroupRow; onGroup: GroupChange }) {
  const { t } = useTranslation();
  const at = `choiceGroups.${row.index}`;
  const setOption = (o: number, changes: Partial<ChoiceOptionRow>, errorPath: string) =>
    onGroup(
      {
        options: group.options.map((option, i) => (i === o ? { ...option, ...changes } : option)),
      },
      errorPath,
    );
  return (
    <>
      <ul className="grid gap-3" aria-label={t('catalog.products.form.choices.options')}>
        {group.options.map((option, o) => (
          <ChoiceOptionItem
            key={option.key}
            {...row}
            option={option}
            group={row.index}
            index={o}
            count={group.options.length}
            onOption={(changes, errorPath) => setOption(o, changes, errorPath)}
            onMove={(by) => onGroup({ options: moveRow(group.options, o, by) })}
            onRemove={() =>
              onGroup({ options: group.options.filter((other) => other.key !== option.key) })
            }
          />
        ))}
      </ul>
      {row.errors[`${at}.options`] && (
        <p role="alert" className="text-sm text-destructive">
          {row.errors[`${at}.options`]}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={row.disabled}
          onClick={() =>
            onGroup({ options: [...group.options, newChoiceOptionRow()] }, `${at}.options`)
          }
        >
          <Plus aria-hidden />
          {t('catalog.products.form.choices.addOption')}
        </Button>
      </div>
    </>
  );
}

/** A group's name and its minimum and maximum of choices. */
function ChoiceGroupFields({
  group,
  at,
  errors,
  disabled,
  onGroup,
}: {
  group: ChoiceGroupRow;
  at: string;
  errors: FieldErrors;
  disabled: boolean;
  onGroup: GroupChange;
}) {
  const { t } = useTranslation();
  const ids = { name: `${group.key}-name`, min: `${group.key}-min`, max: `${group.key}-max` };
  return (
    <>
      <div className="grid min-w-48 flex-1 gap-1">
        <Label htmlFor={ids.name}>{t('catalog.products.form.choices.groupName')}</Label>
        <Input
          {...controlProps(ids.name, errors[`${at}.name`])}
          placeholder={t('catalog.products.form.choices.groupNamePlaceholder')}
          autoComplete="off"
          disabled={disabled}
          value={group.name}
          onChange={(event) => onGroup({ name: event.target.value }, `${at}.name`)}
        />
        <FieldMessage id={ids.name} error={errors[`${at}.name`]} />
      </div>
      {(['min', 'max'] as const).map((field) => {
        const path = `${at}.${field}Choices`;
        return (
          <div key={field} className="grid w-28 gap-1">
            <Label htmlFor={ids[field]}>{t(`catalog.products.form.choices.${field}`)}</Label>
            <Input
              {...controlProps(ids[field], errors[path])}
              type="number"
              inputMode="numeric"
              min={field === 'min' ? 0 : 1}
              step={1}
              disabled={disabled}
              value={group[field]}
              onChange={(event) => onGroup({ [field]: event.target.value }, path)}
            />
            <FieldMessage id={ids[field]} error={errors[path]} />
          </div>
        );
      })}
    </>
  );
}

/** One option of a group: a product of the shop or free text, and its price difference. */
function ChoiceOptionItem({
  option,
  group: g,
  onOption,
  ...row
}: RowProps & { option: ChoiceOptionRow; group: number; onOption: OptionChange }) {
  const { t } = useTranslation();
  const { index: o, products, errors, disabled } = row;
  const optionAt = `choiceGroups.${g}.options.${o}`;
  const n = o + 1;
  const ids = { product: `${option.key}-product`, price: `${option.key}-price` };
  const productName = products.find((p) => p.id === option.productId)?.name;
  const optionLabel =
    productName || option.name || t('catalog.products.form.choices.optionN', { n });
  return (
    <li className="flex flex-wrap items-start gap-3 border-t border-border pt-3">
      <div className="grid min-w-44 flex-1 gap-1">
        <Label htmlFor={ids.product}>
          {t('catalog.products.form.choices.optionProduct', { n })}
        </Label>
        <NativeSelect
          id={ids.product}
          disabled={disabled}
          value={option.productId}
          onChange={(event) => onOption({ productId: event.target.value }, `${optionAt}.name`)}
        >
          <option value="">{t('catalog.products.form.choices.freeText')}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {!option.productId && (
        <OptionNameFields
          option={option}
          group={g}
          index={o}
          errors={errors}
          disabled={disabled}
          onOption={onOption}
        />
      )}
      <div className="grid w-36 gap-1">
        <Label htmlFor={ids.price}>{t('catalog.products.form.choices.optionPrice', { n })}</Label>
        <MoneyInput
          {...controlProps(ids.price, errors[`${optionAt}.priceCents`])}
          placeholder="0,00"
          disabled={disabled}
          value={option.price}
          onValueChange={(price) => onOption({ price }, `${optionAt}.priceCents`)}
        />
        <FieldMessage id={ids.price} error={errors[`${optionAt}.priceCents`]} />
      </div>
      <div className="self-end pb-1">
        <RowButtons {...row} label={optionLabel} />
      </div>
    </li>
  );
}

/** A free-text option's name and its translations. */
function OptionNameFields({
  option,
  group: g,
  index: o,
  errors,
  disabled,
  onOption,
}: {
  option: ChoiceOptionRow;
  group: number;
  index: number;
  errors: FieldErrors;
  disabled: boolean;
  onOption: OptionChange;
}) {
  const { t } = useTranslation();
  const optionAt = `choiceGroups.${g}.options.${o}`;
  const n = o + 1;
  const id = `${option.key}-name`;
  const nameError = errors[`${optionAt}.name`] ?? errors[`${optionAt}.productId`];
  return (
    <div className="grid min-w-44 flex-1 gap-1">
      <Label htmlFor={id}>{t('catalog.products.form.choices.optionName', { n })}</Label>
      <Input
        {...controlProps(id, nameError)}
        placeholder={t('catalog.products.form.choices.optionNamePlaceholder')}
        autoComplete="off"
        disabled={disabled}
        value={option.name}
        onChange={(event) => onOption({ name: event.target.value }, `${optionAt}.name`)}
      />
      <FieldMessage id={id} error={nameError} />
      <NameTranslationInputs
        id={option.key}
        labelOf={(language) =>
          t('catalog.products.form.choices.optionTranslationLabel', { n, group: g + 1, language })
        }
        path={optionAt}
        values={option.translations}
        errors={errors}
        disabled={disabled}
        onChange={(translations, errorPath) => onOption({ translations }, errorPath)}
      />
    </div>
  );
}
