import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Recipe, RecipeLine, StockProduct } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { AppError } from '../../lib/app-error';
import type { ConsumedLine } from '../orders';
import { productParts, productsAvailability } from '../catalog';
import { refreshIngredientOutages } from './ingredient-availability.service';
import { refreshSoldOut, type LedgerContext } from './ledger.service';
import { recipeLines, stockItems } from './stock.tables';

const productNotFound = () => new AppError('NOT_FOUND', 'Produto não encontrado');

/** The lines of a product's ficha técnica: the product's own, and its extras'. */
function recipeOf(establishmentId: string, productId: string, extraIds: string[]) {
  return and(
    eq(recipeLines.establishmentId, establishmentId),
    extraIds.length
      ? or(eq(recipeLines.productId, productId), inArray(recipeLines.extraId, extraIds))
      : eq(recipeLines.productId, productId),
  );
}

/** The product's ficha técnica: its own lines and those of each of its extras. */
export async function getRecipe(
  db: Executor,
  establishmentId: string,
  productId: string,
): Promise<Recipe> {
  const { extraIds } = await partsOf(db, establishmentId, productId);
  const rows = await db
    .select()
    .from(recipeLines)
    .where(recipeOf(establishmentId, productId, extraIds));
  const toLine = (row: (typeof rows)[number]): RecipeLine => ({
    stockItemId: row.stockItemId,
    quantityMilli: row.quantityMilli,
    ingredientId: row.ingredientId,
  });
  return {
    lines: rows.filter((row) => row.productId === productId).map(toLine),
    extras: extraIds
      .map((extraId) => ({
        extraId,
        lines: rows.filter((row) => row.extraId === extraId).map(toLine),
      }))
      .filter((extra) => extra.lines.length > 0),
  };
}

/** Every product with its 'Esgotado' flags and how many lines its ficha técnica has. */
export async function listStockProducts(
  db: Executor,
  establishmentId: string,
): Promise<StockProduct[]> {
  const productRows = await productsAvailability(db, establishmentId);
  const counts = await db
    .select({
      productId: recipeLines.productId,
      extraId: recipeLines.extraId,
      lines: count(),
    })
    .from(recipeLines)
    .where(eq(recipeLines.establishmentId, establishmentId))
    .groupBy(recipeLines.productId, recipeLines.extraId);
  const linesOf = (id: string) =>
    counts
      .filter((row) => row.productId === id || row.extraId === id)
      .reduce((total, row) => total + row.lines, 0);
  return productRows.map((product) => ({
    ...product,
    recipeLineCount: [product.id, ...product.extras.map((extra) => extra.id)].reduce(
      (total, id) => total + linesOf(id),
      0,
    ),
  }));
}

/** Replaces the product's ficha técnica; ids must be the shop's (and the product's own). */
export async function saveRecipe(
  db: Database,
  ctx: LedgerContext,
  establishmentId: string,
  productId: string,
  recipe: Recipe,
): Promise<Recipe> {
  const { extraIds, ingredientIds } = await partsOf(db, establishmentId, productId);
  const allLines = [...recipe.lines, ...recipe.extras.flatMap((extra) => extra.lines)];
  const itemIds = [...new Set(allLines.map((line) => line.stockItemId))];
  const knownItems = itemIds.length
    ? await db
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(
          and(eq(stockItems.establishmentId, establishmentId), inArray(stockItems.id, itemIds)),
        )
    : [];
  if (knownItems.length !== itemIds.length) {
    throw new AppError('NOT_FOUND', 'Item de estoque não encontrado');
  }
  if (
    recipe.lines.some((line) => line.ingredientId && !ingredientIds.includes(line.ingredientId))
  ) {
    throw new AppError('NOT_FOUND', 'Ingrediente não encontrado');
  }
  if (recipe.extras.some((extra) => !extraIds.includes(extra.extraId))) {
    throw new AppError('NOT_FOUND', 'Adicional não encontrado');
  }

  await db.transaction(async (tx) => {
    await tx.delete(recipeLines).where(recipeOf(establishmentId, productId, extraIds));
    const rows = [
      ...recipe.lines.map((line) => ({ ...line, productId, extraId: null })),
      ...recipe.extras.flatMap((extra) =>
        extra.lines.map((line) => ({
          ...line,
          productId: null,
          extraId: extra.extraId,
          ingredientId: null,
        })),
      ),
    ];
    if (rows.length) {
      await tx.insert(recipeLines).values(rows.map((row) => ({ ...row, establishmentId })));
    }
    // The product's own verdict, and any product whose items these are.
    await refreshSoldOut(tx, ctx, establishmentId, itemIds, [productId]);
    // A ficha that now uses (or no longer uses) an ingredient marked out.
    await refreshIngredientOutages(tx, ctx, establishmentId);
  });
  return getRecipe(db, establishmentId, productId);
}

/** The recipe lines of some products and extras, each with its stock item's level. */
const recipeLinesWithLevels = namedStatement<{
  productId: string | null;
  extraId: string | null;
  ingredientId: string | null;
  stockItemId: string;
  quantityMilli: number;
  levelMilli: number;
}>(
  'comanda_recipe_lines_with_levels',
  () => sql`
    select ${recipeLines.productId} as "productId", ${recipeLines.extraId} as "extraId",
      ${recipeLines.ingredientId} as "ingredientId", ${recipeLines.stockItemId} as "stockItemId",
      ${recipeLines.quantityMilli} as "quantityMilli", ${stockItems.levelMilli} as "levelMilli"
    from ${recipeLines}
    join ${stockItems} on ${stockItems.id} = ${recipeLines.stockItemId}
      and ${stockItems.establishmentId} = ${recipeLines.establishmentId}
    where ${recipeLines.establishmentId} = ${sql.placeholder('establishmentId')}
      and (${recipeLines.productId} = any(${sql.placeholder('productIds')}::uuid[])
        or ${recipeLines.extraId} = any(${sql.placeholder('extraIds')}::uuid[]))`,
);

/**
 * What an order consumes, per stock item: each line's product recipe (less the ingredients
 * the customer removed), its extras' and its add-on products' recipes, times its quantity.
 * `usedBy` names the products that need each item, for the 'Esgotado' message; `levels` is
 * each needed item's level as this read saw it (unlocked: a check, not a reservation);
 * `byLine` is what each line needs, in the order of `lines` (`needs` is their sum).
 */
export async function consumptionOf(
  db: Executor,
  establishmentId: string,
  lines: readonly ConsumedLine[],
): Promise<{
  needs: Map<string, number>;
  usedBy: Map<string, string[]>;
  levels: Map<string, number>;
  byLine: Map<string, number>[];
}> {
  const productIds = lines.flatMap((line) =>
    [line.productId ?? [], ...line.addonProductIds].flat(),
  );
  const extraIds = lines.flatMap((line) => line.extraIds);
  const needs = new Map<string, number>();
  const usedBy = new Map<string, string[]>();
  const levels = new Map<string, number>();
  const byLine = lines.map(() => new Map<string, number>());
  if (productIds.length === 0 && extraIds.length === 0) return { needs, usedBy, levels, byLine };
  // With each line its item's level: the sold-out check needs no second round trip.
  const rows = await recipeLinesWithLevels(db, { establishmentId, productIds, extraIds });
  const add = (line: number, stockItemId: string, quantityMilli: number, productName: string) => {
    needs.set(stockItemId, (needs.get(stockItemId) ?? 0) + quantityMilli);
    byLine[line]!.set(stockItemId, (byLine[line]!.get(stockItemId) ?? 0) + quantityMilli);
    const names = usedBy.get(stockItemId) ?? [];
    if (!names.includes(productName)) usedBy.set(stockItemId, [...names, productName]);
  };
  for (const row of rows) levels.set(row.stockItemId, row.levelMilli);
  for (const [index, line] of lines.entries()) {
    for (const row of rows) {
      const ownLine =
        row.productId !== null &&
        row.productId === line.productId &&
        !(row.ingredientId && line.removedIngredientIds.includes(row.ingredientId));
      const addonLine = row.productId !== null && line.addonProductIds.includes(row.productId);
      const extraLine = row.extraId !== null && line.extraIds.includes(row.extraId);
      const times =
        (ownLine ? 1 : 0) +
        (addonLine ? line.addonProductIds.filter((id) => id === row.productId).length : 0) +
        (extraLine ? 1 : 0);
      if (times > 0)
        add(index, row.stockItemId, row.quantityMilli * times * line.quantity, line.productName);
    }
  }
  return { needs, usedBy, levels, byLine };
}

async function partsOf(db: Executor, establishmentId: string, productId: string) {
  const parts = await productParts(db, establishmentId, productId);
  if (!parts) throw productNotFound();
  return parts;
}
