import {
  productInputSchema,
  type Product,
  type ProductInput,
  type ProductTag,
} from '@comanda/shared';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { errorsFromIssues, type FieldErrors } from '@/lib/form';
import {
  nameTranslationsFormOf,
  nameTranslationsInput,
  translationsFormOf,
  type NameTranslationsFormValues,
  type TranslationsFormValues,
} from './translations-form';

/*
 * The product form as the admin edits it: prices as typed text in reais, and list rows with a
 * key of their own (new rows have no id yet). It becomes the API's ProductInput only when
 * validated with the shared schema.
 */

export interface ExtraRow {
  /** React's key: stable while the row exists, whether or not it has an id. */
  key: string;
  id?: string;
  name: string;
  price: string;
  active: boolean;
  /** The name in English and Spanish for the kiosk; blank: the Portuguese. */
  translations: NameTranslationsFormValues;
}

export interface IngredientRow {
  key: string;
  id?: string;
  name: string;
  translations: NameTranslationsFormValues;
}

/** An option of a choice group: a product of the shop (productId) or free text (name). */
export interface ChoiceOptionRow {
  key: string;
  id?: string;
  /** '' for a free-text option. */
  productId: string;
  name: string;
  /** The price difference as typed, in reais; blank is 0. */
  price: string;
  /** A free-text option's name in English and Spanish (a product option uses its product's). */
  translations: NameTranslationsFormValues;
}

/** A choice group ("Escolha a bebida"): min and max as typed. */
export interface ChoiceGroupRow {
  key: string;
  id?: string;
  name: string;
  min: string;
  max: string;
  translations: NameTranslationsFormValues;
  options: ChoiceOptionRow[];
}

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  imageUrl: string | null;
  active: boolean;
  featured: boolean;
  /** The scanner code sold at the counter (PDV); blank for none. */
  code: string;
  /** NFC-e fields (decision 031), as typed; blank for none. `origin` is '0'..'8' or ''. */
  ncm: string;
  cfop: string;
  taxCode: string;
  origin: string;
  fiscalUnit: string;
  /** IBS/CBS cClassTrib (decision 060); blank: the category type's default. */
  ibsCbsClass: string;
  /** Name and description in English and Spanish for the kiosk; blank: the Portuguese. */
  translations: TranslationsFormValues;
  /** Allergen and dietary tags ticked on the form. */
  tags: ProductTag[];
  extras: ExtraRow[];
  ingredients: IngredientRow[];
  /** Choice groups in display order: with them the product is a combo (decision 026). */
  choiceGroups: ChoiceGroupRow[];
}

let lastRowKey = 0;
export function newRowKey(): string {
  lastRowKey += 1;
  return `row-${lastRowKey}`;
}

const emptyFiscalFields = {
  ncm: '',
  cfop: '',
  taxCode: '',
  origin: '',
  fiscalUnit: '',
  ibsCbsClass: '',
};

export function emptyProductForm(categoryId = ''): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    categoryId,
    imageUrl: null,
    active: true,
    featured: false,
    code: '',
    ...emptyFiscalFields,
    translations: translationsFormOf(),
    tags: [],
    extras: [],
    ingredients: [],
    choiceGroups: [],
  };
}

export function newExtraRow(): ExtraRow {
  return {
    key: newRowKey(),
    name: '',
    price: '',
    active: true,
    translations: nameTranslationsFormOf(),
  };
}

export function newIngredientRow(): IngredientRow {
  return { key: newRowKey(), name: '', translations: nameTranslationsFormOf() };
}

export function newChoiceOptionRow(): ChoiceOptionRow {
  return {
    key: newRowKey(),
    productId: '',
    name: '',
    price: '',
    translations: nameTranslationsFormOf(),
  };
}

/** A new group starts as "choose exactly one" with one empty option. */
export function newChoiceGroupRow(): ChoiceGroupRow {
  return {
    key: newRowKey(),
    name: '',
    min: '1',
    max: '1',
    translations: nameTranslationsFormOf(),
    options: [newChoiceOptionRow()],
  };
}

/** The list with the row at `index` moved by `by` places (-1 up, 1 down); unchanged at an end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function productFormFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: formatReaisInput(product.priceCents),
    categoryId: product.categoryId,
    imageUrl: product.imageUrl,
    active: product.active,
    featured: product.featured,
    code: product.code ?? '',
    ncm: product.ncm ?? '',
    cfop: product.cfop ?? '',
    taxCode: product.taxCode ?? '',
    origin: product.origin === null ? '' : String(product.origin),
    fiscalUnit: product.fiscalUnit ?? '',
    ibsCbsClass: product.ibsCbsClass ?? '',
    translations: translationsFormOf(product.translations),
    tags: product.tags,
    extras: product.extras.map((extra) => ({
      key: newRowKey(),
      id: extra.id,
      name: extra.name,
      price: formatReaisInput(extra.priceCents),
      active: extra.active,
      translations: nameTranslationsFormOf(extra.translations),
    })),
    ingredients: product.ingredients.map((ingredient) => ({
      key: newRowKey(),
      id: ingredient.id,
      name: ingredient.name,
      translations: nameTranslationsFormOf(ingredient.translations),
    })),
    choiceGroups: product.choiceGroups.map((group) => ({
      key: newRowKey(),
      id: group.id,
      name: group.name,
      min: String(group.minChoices),
      max: String(group.maxChoices),
      translations: nameTranslationsFormOf(group.translations),
      options: group.options.map((option) => ({
        key: newRowKey(),
        id: option.id,
        productId: option.productId ?? '',
        name: option.name ?? '',
        price: formatReaisInput(option.priceCents),
        translations: nameTranslationsFormOf(option.translations),
      })),
    })),
  };
}

export interface PriceMessages {
  /** Under the product's price when the text is not an amount in reais. */
  priceInvalid: string;
  /** Under an extra's price when the text is not an amount in reais. */
  extraPriceInvalid: string;
  /** Under a choice option's price difference when the text is not an amount in reais. */
  optionPriceInvalid?: string;
}

export type ProductFormValidation =
  { success: true; input: ProductInput } | { success: false; errors: FieldErrors };

/** An empty price is missing (the schema says so); text that is not an amount is invalid. */
function cents(text: string): { value: number | undefined; invalid: boolean } {
  if (text.trim() === '') return { value: undefined, invalid: false };
  const value = parseReais(text);
  return value === null ? { value: undefined, invalid: true } : { value, invalid: false };
}

/** A count as typed: blank is missing (the schema says so), anything else must be a whole number. */
function count(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : -1;
}

/**
 * The complete ProductInput (PUT replaces the whole product) validated with the shared schema,
 * or the messages to show, keyed by dotted path (`priceCents`, `extras.1.name`...).
 */
export function validateProductForm(
  values: ProductFormValues,
  messages: PriceMessages,
): ProductFormValidation {
  const priceErrors: FieldErrors = {};
  const price = cents(values.price);
  if (price.invalid) priceErrors.priceCents = messages.priceInvalid;

  const input = {
    name: values.name,
    description: values.description,
    priceCents: price.value,
    categoryId: values.categoryId,
    imageUrl: values.imageUrl,
    active: values.active,
    featured: values.featured,
    code: values.code,
    ncm: values.ncm,
    cfop: values.cfop,
    taxCode: values.taxCode,
    origin: values.origin === '' ? null : Number(values.origin),
    fiscalUnit: values.fiscalUnit,
    ibsCbsClass: values.ibsCbsClass,
    translations: values.translations,
    tags: values.tags,
    extras: values.extras.map((row, index) => {
      const extraPrice = cents(row.price);
      if (extraPrice.invalid)
        priceErrors[`extras.${index}.priceCents`] = messages.extraPriceInvalid;
      return {
        ...(row.id ? { id: row.id } : {}),
        name: row.name,
        priceCents: extraPrice.value,
        active: row.active,
        translations: nameTranslationsInput(row.translations),
      };
    }),
    ingredients: values.ingredients.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
      translations: nameTranslationsInput(row.translations),
    })),
    choiceGroups: values.choiceGroups.map((group, g) => ({
      ...(group.id ? { id: group.id } : {}),
      name: group.name,
      translations: nameTranslationsInput(group.translations),
      minChoices: count(group.min),
      maxChoices: count(group.max),
      options: group.options.map((option, o) => {
        // A blank difference is no difference.
        const difference =
          option.price.trim() === '' ? { value: 0, invalid: false } : cents(option.price);
        if (difference.invalid) {
          priceErrors[`choiceGroups.${g}.options.${o}.priceCents`] =
            messages.optionPriceInvalid ?? messages.extraPriceInvalid;
        }
        return {
          ...(option.id ? { id: option.id } : {}),
          ...(option.productId
            ? { productId: option.productId }
            : { name: option.name, translations: nameTranslationsInput(option.translations) }),
          priceCents: difference.value,
        };
      }),
    })),
  };

  const result = productInputSchema.safeParse(input);
  if (result.success && Object.keys(priceErrors).length === 0) {
    return { success: true, input: result.data };
  }
  const errors = result.success ? {} : errorsFromIssues(result.error.issues);
  return { success: false, errors: { ...errors, ...priceErrors } };
}
