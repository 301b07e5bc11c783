import type { Recipe, RecipeLine } from '@comanda/shared';
import { formatQuantity, parseQuantity } from '@/lib/quantity-input';

/** A ficha técnica line as the admin edits it: the quantity as typed ("0,15"). */
export interface LineDraft {
  /** Stable React key for a line that has no id of its own. */
  key: number;
  stockItemId: string;
  quantity: string;
  /** '' when the line is not one of the product's removable ingredients. */
  ingredientId: string;
}

export interface RecipeDraft {
  lines: LineDraft[];
  /** Per extra id. */
  extras: Record<string, LineDraft[]>;
}

let nextKey = 0;

export const emptyLine = (): LineDraft => ({
  key: nextKey++,
  stockItemId: '',
  quantity: '',
  ingredientId: '',
});

const toDraft = (line: RecipeLine): LineDraft => ({
  key: nextKey++,
  stockItemId: line.stockItemId,
  quantity: formatQuantity(line.quantityMilli),
  ingredientId: line.ingredientId ?? '',
});

/** The saved recipe, for the form; every extra of the product gets its (maybe empty) list. */
export function draftOf(recipe: Recipe, extraIds: string[]): RecipeDraft {
  return {
    lines: recipe.lines.map(toDraft),
    extras: Object.fromEntries(
      extraIds.map((extraId) => [
        extraId,
        (recipe.extras.find((extra) => extra.extraId === extraId)?.lines ?? []).map(toDraft),
      ]),
    ),
  };
}

export type LineErrors = Record<number, { stockItemId?: string; quantity?: string }>;

/**
 * The recipe to send, or the errors by line key: every line names a stock item and a
 * quantity above zero with at most 3 decimals.
 */
export function recipeOf(
  draft: RecipeDraft,
  messages: { item: string; quantity: string },
): { recipe: Recipe } | { errors: LineErrors } {
  const errors: LineErrors = {};
  const toLine = (line: LineDraft): RecipeLine => {
    const quantityMilli = parseQuantity(line.quantity);
    const lineErrors = {
      ...(line.stockItemId ? {} : { stockItemId: messages.item }),
      ...(quantityMilli ? {} : { quantity: messages.quantity }),
    };
    if (Object.keys(lineErrors).length > 0) errors[line.key] = lineErrors;
    return {
      stockItemId: line.stockItemId,
      quantityMilli: quantityMilli ?? 0,
      ingredientId: line.ingredientId || null,
    };
  };
  const recipe: Recipe = {
    lines: draft.lines.map(toLine),
    extras: Object.entries(draft.extras)
      .map(([extraId, lines]) => ({ extraId, lines: lines.map(toLine) }))
      .filter((extra) => extra.lines.length > 0),
  };
  return Object.keys(errors).length > 0 ? { errors } : { recipe };
}
