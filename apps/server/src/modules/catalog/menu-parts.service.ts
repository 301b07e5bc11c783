import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, choiceOptions, extras, products } from './catalog.tables';

/*
 * A menu's parts in full for the marketplaces' menus (Open Delivery's GET /v1/merchant,
 * decision 079): every active extra and choice option of the given products, those the menu
 * leaves out (sold out) too, and the categories by id. Availability stays counterMenu's.
 */

/** The shop's extras and choice options, those the menu left out too (sold out: UNAVAILABLE). */
export async function menuPartsOf(db: Executor, establishmentId: string, productIds: string[]) {
  if (productIds.length === 0) return { extraRows: [], optionRows: [] };
  const [extraRows, optionRows] = await Promise.all([
    db
      .select({
        id: extras.id,
        productId: extras.productId,
        name: extras.name,
        priceCents: extras.priceCents,
      })
      .from(extras)
      .where(
        and(
          eq(extras.establishmentId, establishmentId),
          eq(extras.active, true),
          inArray(extras.productId, productIds),
        ),
      ),
    db
      .select({
        id: choiceOptions.id,
        groupId: choiceOptions.groupId,
        name: choiceOptions.name,
        productName: products.name,
        priceCents: choiceOptions.priceCents,
        position: choiceOptions.position,
      })
      .from(choiceOptions)
      .leftJoin(
        products,
        and(
          eq(products.id, choiceOptions.optionProductId),
          eq(products.establishmentId, establishmentId),
        ),
      )
      .where(eq(choiceOptions.establishmentId, establishmentId)),
  ]);
  extraRows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { extraRows, optionRows };
}

/** The categories the menu's products are in (a category with all sold out too). */
export async function menuCategoriesOf(db: Executor, establishmentId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id, name: categories.name, position: categories.position })
    .from(categories)
    .where(and(eq(categories.establishmentId, establishmentId), inArray(categories.id, ids)));
  return rows.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'pt-BR'));
}
