import {
  productInputSchema,
  type Product,
  type ProductInput,
  type ProductTag,
} from '@comanda/shared';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { errorsFromIssues, type FieldErrors } from '@/lib/form';

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
}

export interface IngredientRow {
  key: string;
  id?: string;
  name: string;
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
  /** Allergen and dietary tags ticked on the form. */
  tags: ProductTag[];
  extras: ExtraRow[];
  ingredients: IngredientRow[];
}

let lastRowKey = 0;
export function newRowKey(): string {
  lastRowKey += 1;
  return `row-${lastRowKey}`;
}

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
    tags: [],
    extras: [],
    ingredients: [],
  };
}

export function newExtraRow(): ExtraRow {
  return { key: newRowKey(), name: '', price: '', active: true };
}

export function newIngredientRow(): IngredientRow {
  return { key: newRowKey(), name: '' };
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
    tags: product.tags,
    extras: product.extras.map((extra) => ({
      key: newRowKey(),
      id: extra.id,
      name: extra.name,
      price: formatReaisInput(extra.priceCents),
      active: extra.active,
    })),
    ingredients: product.ingredients.map((ingredient) => ({
      key: newRowKey(),
      id: ingredient.id,
      name: ingredient.name,
    })),
  };
}

export interface PriceMessages {
  /** Under the product's price when the text is not an amount in reais. */
  priceInvalid: string;
  /** Under an extra's price when the text is not an amount in reais. */
  extraPriceInvalid: string;
}

export type ProductFormValidation =
  { success: true; input: ProductInput } | { success: false; errors: FieldErrors };

/** An empty price is missing (the schema says so); text that is not an amount is invalid. */
function cents(text: string): { value: number | undefined; invalid: boolean } {
  if (text.trim() === '') return { value: undefined, invalid: false };
  const value = parseReais(text);
  return value === null ? { value: undefined, invalid: true } : { value, invalid: false };
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
      };
    }),
    ingredients: values.ingredients.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
    })),
  };

  const result = productInputSchema.safeParse(input);
  if (result.success && Object.keys(priceErrors).length === 0) {
    return { success: true, input: result.data };
  }
  const errors = result.success ? {} : errorsFromIssues(result.error.issues);
  return { success: false, errors: { ...errors, ...priceErrors } };
}
