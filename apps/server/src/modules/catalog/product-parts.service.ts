import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isId } from '../../lib/ids';
import { extras, ingredients, products } from './catalog.tables';

/**
 * The ids of a product's extras and removable ingredients, for modules that attach data to
 * them (the stock module's ficha técnica); undefined for a missing or another shop's product.
 */
export async function productParts(
  db: Executor,
  establishmentId: string,
  productId: string,
): Promise<{ name: string; extraIds: string[]; ingredientIds: string[] } | undefined> {
  if (!isId(productId)) return undefined;
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.establishmentId, establishmentId), eq(products.id, productId)));
  if (!product) return undefined;
  const extraRows = await db
    .select({ id: extras.id })
    .from(extras)
    .where(and(eq(extras.establishmentId, establishmentId), eq(extras.productId, productId)));
  const ingredientRows = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(
      and(eq(ingredients.establishmentId, establishmentId), eq(ingredients.productId, productId)),
    );
  return {
    name: product.name,
    extraIds: extraRows.map((row) => row.id),
    ingredientIds: ingredientRows.map((row) => row.id),
  };
}
