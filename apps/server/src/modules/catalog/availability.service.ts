import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Realtime } from '../../lib/realtime';
import { bumpMenuVersion } from '../establishments';
import { categories, extras, products } from './catalog.tables';

/*
 * 'Esgotado' (sold out): a product is sold out when an admin marks it or when the stock module
 * finds its stock cannot cover one more unit. Both flags live on the product so the menu reads
 * them with the product; every change tells the shop's kiosks their menu changed.
 */

/**
 * Tells the shop's kiosks to read the menu again (on commit when `executor` is a
 * transaction): the menu version the cache keys on moves, and open kiosks hear 'menu.changed'.
 */
export async function announceMenuChanged(
  executor: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
): Promise<void> {
  await bumpMenuVersion(executor, establishmentId);
  await realtime.publish(executor, `menu:${establishmentId}`, { type: 'menu.changed', data: {} });
}

/** Sets the stock verdict of `productIds`; announces the menu when any product changed. */
export async function setSoldOutByStock(
  executor: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  verdicts: Map<string, boolean>,
): Promise<void> {
  let changed = false;
  for (const soldOut of [true, false]) {
    const ids = [...verdicts].filter(([, value]) => value === soldOut).map(([id]) => id);
    if (ids.length === 0) continue;
    const rows = await executor
      .update(products)
      .set({ soldOutByStock: soldOut })
      .where(
        and(
          eq(products.establishmentId, establishmentId),
          inArray(products.id, ids),
          eq(products.soldOutByStock, !soldOut),
        ),
      )
      .returning({ id: products.id });
    changed ||= rows.length > 0;
  }
  if (changed) await announceMenuChanged(executor, realtime, establishmentId);
}

/** The admin marks a product 'Esgotado' (or available again, stock permitting). */
export async function markSoldOut(
  executor: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  productId: string,
  soldOut: boolean,
): Promise<void> {
  if (!isId(productId)) throw productNotFound();
  const [row] = await executor
    .update(products)
    .set({ soldOutMarked: soldOut })
    .where(and(eq(products.establishmentId, establishmentId), eq(products.id, productId)))
    .returning({ id: products.id });
  if (!row) throw productNotFound();
  await announceMenuChanged(executor, realtime, establishmentId);
}

/** Names of the products among `productIds` that are sold out, for the message. */
export async function soldOutProductNames(
  executor: Executor,
  establishmentId: string,
  productIds: string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await soldOutAmong(executor, { establishmentId, productIds });
  return rows.map((row) => row.name);
}

/** Every order asks it: the ids go as one array, so its text is the same each time. */
const soldOutAmong = namedStatement<{ name: string }>(
  'comanda_sold_out_among',
  () => sql`
    select ${products.name} from ${products}
    where ${products.establishmentId} = ${sql.placeholder('establishmentId')}
      and ${products.id} = any(${sql.placeholder('productIds')}::uuid[])
      and (${products.soldOutMarked} or ${products.soldOutByStock})`,
);

export interface ProductAvailability {
  id: string;
  name: string;
  categoryName: string;
  active: boolean;
  soldOutMarked: boolean;
  soldOutByStock: boolean;
  extraIds: string[];
}

/**
 * Every product of the shop with its 'Esgotado' flags and its extras' ids, by category and
 * name: the stock screen's list of fichas técnicas.
 */
export async function productsAvailability(
  executor: Executor,
  establishmentId: string,
): Promise<ProductAvailability[]> {
  const rows = await executor
    .select({
      id: products.id,
      name: products.name,
      categoryName: categories.name,
      active: products.active,
      soldOutMarked: products.soldOutMarked,
      soldOutByStock: products.soldOutByStock,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.establishmentId, establishmentId))
    .orderBy(asc(categories.name), asc(products.name));
  const extraRows = await executor
    .select({ id: extras.id, productId: extras.productId })
    .from(extras)
    .where(eq(extras.establishmentId, establishmentId));
  return rows.map((row) => ({
    ...row,
    extraIds: extraRows.filter((extra) => extra.productId === row.id).map((extra) => extra.id),
  }));
}

const productNotFound = () => new AppError('NOT_FOUND', 'Produto não encontrado');
