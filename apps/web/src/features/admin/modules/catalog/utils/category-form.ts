import {
  categoryInputSchema,
  type Category,
  type CategoryInput,
  type CategoryType,
} from '@comanda/shared';
import { errorsFromIssues, type FieldErrors } from '@/lib/form';
import {
  translatedNames,
  translationsFormOf,
  type TranslationsFormValues,
} from './translations-form';

export interface CategoryFormValues {
  name: string;
  imageUrl: string | null;
  active: boolean;
  type: CategoryType;
  /**
   * As typed, counted from 1 as people count (the API counts from 0). Empty means
   * "at the end" for a new category and "where it is" for an edited one.
   */
  position: string;
  /** The name in English and Spanish for the kiosk (descriptions unused); blank: Portuguese. */
  translations: TranslationsFormValues;
}

export function emptyCategoryForm(): CategoryFormValues {
  return {
    name: '',
    imageUrl: null,
    active: true,
    type: 'regular',
    position: '',
    translations: translationsFormOf(),
  };
}

export function categoryFormFromCategory(category: Category): CategoryFormValues {
  return {
    name: category.name,
    imageUrl: category.imageUrl,
    active: category.active,
    type: category.type,
    position: String(category.position + 1),
    translations: translationsFormOf(category.translations),
  };
}

export type CategoryFormValidation =
  { success: true; input: CategoryInput } | { success: false; errors: FieldErrors };

/** The complete CategoryInput (PUT replaces every field) validated with the shared schema. */
export function validateCategoryForm(
  values: CategoryFormValues,
  messages: { positionInvalid: string },
): CategoryFormValidation {
  const positionText = values.position.trim();
  const typed = /^\d{1,4}$/.test(positionText) ? Number(positionText) : null;
  const positionInvalid = positionText !== '' && (typed === null || typed < 1);
  const input = {
    name: values.name,
    imageUrl: values.imageUrl,
    active: values.active,
    type: values.type,
    translations: translatedNames(values.translations),
    ...(typed === null || positionInvalid ? {} : { position: typed - 1 }),
  };
  const result = categoryInputSchema.safeParse(input);
  if (result.success && !positionInvalid) return { success: true, input: result.data };
  const errors = result.success ? {} : errorsFromIssues(result.error.issues);
  if (positionInvalid) errors.position = messages.positionInvalid;
  return { success: false, errors };
}
