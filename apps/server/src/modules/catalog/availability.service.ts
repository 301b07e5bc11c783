import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  businessDateOf,
  endOfBusinessDay,
  formatDateTime,
  type SoldOutMark,
  type SoldOutPeriod,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Realtime } from '../../lib/realtime';
import { recordAudit, type Auditor } from '../audit';
import { bumpMenuVersion } from '../establishments';
import { categories, choiceOptions, extras, ingredientOutages, products } from './catalog.tables';

/*
 * 'Esgotado' (sold out): a product is sold out when an admin marks it, when the stock module
 * finds its stock cannot cover one more unit, or when an ingredient of its ficha técnica is
 * marked out (stock's read model, `ingredient_outages`). Extras and free-text options have
 * their own marks. A mark by hand may end at a time ("por 2 h", "até amanhã"): whether it
 * holds is computed from that time on every read (decision 069), so nothing has to run for it
 * to end; `expireSoldOutMarks` only clears ended marks and tells the kiosks. Every change
 * tells the shop's kiosks, the PDV and the marketplace sync their menu changed.
 */

/** Whether a mark by hand holds at `now` (marked, and its end, if any, not reached). */
export function markHolds(marked: boolean, until: Date | null, now: Date): boolean {
  return marked && (until === null || until > now);
}

/** The end of a mark made now for `period`; null: until the admin undoes it. */
export function soldOutUntilOf(period: SoldOutPeriod, now: Date): Date | null {
  if (period === '2h') return new Date(now.getTime() + 2 * 3_600_000);
  if (period === 'tomorrow') return endOfBusinessDay(businessDateOf(now));
  return null;
}

/** A mark as the audit log reads it. */
export function describeMark(marked: boolean, until: Date | null): string {
  if (!marked) return 'à venda';
  return until ? `esgotado até ${formatDateTime(until)}` : 'esgotado até voltar';
}

/** What an admin marks in the catalog: a product, an extra, or a free-text option. */
export type SoldOutTarget = 'product' | 'extra' | 'option';

const targetLabels: Record<SoldOutTarget, string> = {
  product: 'Produto',
  extra: 'Adicional',
  option: 'Opção',
};
const targetNotFound: Record<SoldOutTarget, string> = {
  product: 'Produto não encontrado',
  extra: 'Adicional não encontrado',
  option: 'Opção não encontrada',
};

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

/**
 * The admin marks a product, an extra or a free-text option 'Esgotado' (for a period), or
 * back on sale (a product stays out while its stock says so): one audit line, and the menu
 * announced, in one transaction.
 */
export async function markSoldOut(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  auditor: Auditor,
  establishmentId: string,
  target: { kind: SoldOutTarget; id: string },
  mark: Required<SoldOutMark>,
  now = new Date(),
): Promise<void> {
  if (!isId(target.id)) throw new AppError('NOT_FOUND', targetNotFound[target.kind]);
  const until = mark.soldOut ? soldOutUntilOf(mark.period, now) : null;
  await db.transaction(async (tx) => {
    const before = await lockMark(tx, establishmentId, target);
    if (!before) throw new AppError('NOT_FOUND', targetNotFound[target.kind]);
    await writeMark(tx, establishmentId, target, mark.soldOut, until);
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'availability.change',
      subject: `${targetLabels[target.kind]}: ${before.name}`,
      before: {
        disponibilidade: describeMark(
          markHolds(before.soldOutMarked, before.soldOutUntil, now),
          before.soldOutUntil,
        ),
      },
      after: { disponibilidade: describeMark(mark.soldOut, until) },
    });
    await announceMenuChanged(tx, realtime, establishmentId);
  });
}

interface MarkRow {
  name: string;
  soldOutMarked: boolean;
  soldOutUntil: Date | null;
}

/** The target's current mark, its row locked; undefined when not the shop's (or not markable). */
async function lockMark(
  tx: Executor,
  establishmentId: string,
  { kind, id }: { kind: SoldOutTarget; id: string },
): Promise<MarkRow | undefined> {
  const columns = (table: typeof products | typeof extras) => ({
    name: table.name,
    soldOutMarked: table.soldOutMarked,
    soldOutUntil: table.soldOutUntil,
  });
  if (kind === 'option') {
    // A product option follows its product: only a free-text option has a mark of its own.
    const [row] = await tx
      .select({
        name: sql<string>`coalesce(${choiceOptions.name}, '')`,
        soldOutMarked: choiceOptions.soldOutMarked,
        soldOutUntil: choiceOptions.soldOutUntil,
      })
      .from(choiceOptions)
      .where(
        and(
          eq(choiceOptions.establishmentId, establishmentId),
          eq(choiceOptions.id, id),
          isNotNull(choiceOptions.name),
          sql`${choiceOptions.optionProductId} is null`,
        ),
      )
      .for('update');
    return row;
  }
  const table = kind === 'product' ? products : extras;
  const [row] = await tx
    .select(columns(table))
    .from(table)
    .where(and(eq(table.establishmentId, establishmentId), eq(table.id, id)))
    .for('update');
  return row;
}

async function writeMark(
  tx: Executor,
  establishmentId: string,
  { kind, id }: { kind: SoldOutTarget; id: string },
  soldOutMarked: boolean,
  soldOutUntil: Date | null,
): Promise<void> {
  const set = { soldOutMarked, soldOutUntil };
  if (kind === 'product') {
    await tx
      .update(products)
      .set(set)
      .where(and(eq(products.establishmentId, establishmentId), eq(products.id, id)));
  } else if (kind === 'extra') {
    await tx
      .update(extras)
      .set(set)
      .where(and(eq(extras.establishmentId, establishmentId), eq(extras.id, id)));
  } else {
    await tx
      .update(choiceOptions)
      .set(set)
      .where(and(eq(choiceOptions.establishmentId, establishmentId), eq(choiceOptions.id, id)));
  }
}

/**
 * Clears the shop's marks whose end has come and, when there were any, tells its kiosks, PDV
 * and marketplace sync (the menu version moves). Availability never waits for it (the menu
 * computes it from the ends); it exists so that open screens hear of the return. Safe on every
 * instance at once: the first clears and announces, the others find nothing.
 */
export async function expireSoldOutMarks(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = { soldOutMarked: false, soldOutUntil: null };
    const endedIn = (table: typeof products | typeof extras | typeof choiceOptions) =>
      and(
        eq(table.establishmentId, establishmentId),
        eq(table.soldOutMarked, true),
        lte(table.soldOutUntil, now),
      );
    const cleared = [
      ...(await tx
        .update(products)
        .set(ended)
        .where(endedIn(products))
        .returning({ id: products.id })),
      ...(await tx.update(extras).set(ended).where(endedIn(extras)).returning({ id: extras.id })),
      ...(await tx
        .update(choiceOptions)
        .set(ended)
        .where(endedIn(choiceOptions))
        .returning({ id: choiceOptions.id })),
      ...(await tx
        .delete(ingredientOutages)
        .where(
          and(
            eq(ingredientOutages.establishmentId, establishmentId),
            lte(ingredientOutages.until, now),
          ),
        )
        .returning({ id: ingredientOutages.id })),
    ];
    if (cleared.length === 0) return false;
    await announceMenuChanged(tx, realtime, establishmentId);
    return true;
  });
}

/** A product or an extra an ingredient marked out stops, until the mark's end. */
export interface IngredientOutage {
  stockItemId: string;
  productId: string | null;
  extraId: string | null;
  until: Date | null;
}

/**
 * Replaces the shop's ingredient outages (the stock module's read model) and announces the
 * menu when they changed. Called by stock on a mark and on a ficha técnica's change.
 */
export async function replaceIngredientOutages(
  tx: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  outages: IngredientOutage[],
): Promise<void> {
  const key = (row: IngredientOutage) =>
    [row.stockItemId, row.productId, row.extraId, row.until?.getTime() ?? null].join('|');
  const current = await tx
    .select({
      stockItemId: ingredientOutages.stockItemId,
      productId: ingredientOutages.productId,
      extraId: ingredientOutages.extraId,
      until: ingredientOutages.until,
    })
    .from(ingredientOutages)
    .where(eq(ingredientOutages.establishmentId, establishmentId));
  const wanted = new Set(outages.map(key));
  if (current.length === wanted.size && current.every((row) => wanted.has(key(row)))) return;
  await tx.delete(ingredientOutages).where(eq(ingredientOutages.establishmentId, establishmentId));
  if (outages.length > 0) {
    await tx.insert(ingredientOutages).values(outages.map((row) => ({ ...row, establishmentId })));
  }
  await announceMenuChanged(tx, realtime, establishmentId);
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
      and (${products.soldOutByStock}
        or (${products.soldOutMarked}
          and (${products.soldOutUntil} is null or ${products.soldOutUntil} > now()))
        or exists (select from ${ingredientOutages}
          where ${ingredientOutages.establishmentId} = ${products.establishmentId}
            and ${ingredientOutages.productId} = ${products.id}
            and (${ingredientOutages.until} is null or ${ingredientOutages.until} > now())))`,
);

export interface ProductAvailability {
  id: string;
  name: string;
  categoryName: string;
  active: boolean;
  /** Marked 'Esgotado' by hand, and the mark has not ended. */
  soldOutMarked: boolean;
  soldOutUntil: string | null;
  /** Out by stock: its level, or an ingredient of its ficha marked out. */
  soldOutByStock: boolean;
  extras: { id: string; name: string; soldOutMarked: boolean; soldOutUntil: string | null }[];
}

/** A mark as the admin screens show it: an ended one reads as none. */
export function markState(soldOutMarked: boolean, soldOutUntil: Date | null, now: Date) {
  const holds = markHolds(soldOutMarked, soldOutUntil, now);
  return {
    soldOutMarked: holds,
    soldOutUntil: holds && soldOutUntil ? soldOutUntil.toISOString() : null,
  };
}

/**
 * Every product of the shop with its 'Esgotado' state and its extras', by category and name:
 * the stock screen's list of fichas técnicas.
 */
export async function productsAvailability(
  executor: Executor,
  establishmentId: string,
  now = new Date(),
): Promise<ProductAvailability[]> {
  const rows = await executor
    .select({
      id: products.id,
      name: products.name,
      categoryName: categories.name,
      active: products.active,
      soldOutMarked: products.soldOutMarked,
      soldOutUntil: products.soldOutUntil,
      soldOutByStock: products.soldOutByStock,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.establishmentId, establishmentId))
    .orderBy(asc(categories.name), asc(products.name));
  const extraRows = await executor
    .select({
      id: extras.id,
      name: extras.name,
      productId: extras.productId,
      soldOutMarked: extras.soldOutMarked,
      soldOutUntil: extras.soldOutUntil,
    })
    .from(extras)
    .where(eq(extras.establishmentId, establishmentId))
    .orderBy(asc(extras.name));
  const outOfIngredient = await productsOutOfIngredient(executor, establishmentId, now);
  return rows.map(({ soldOutMarked, soldOutUntil, soldOutByStock, ...row }) => ({
    ...row,
    ...markState(soldOutMarked, soldOutUntil, now),
    soldOutByStock: soldOutByStock || outOfIngredient.has(row.id),
    extras: extraRows
      .filter((extra) => extra.productId === row.id)
      .map((extra) => ({
        id: extra.id,
        name: extra.name,
        ...markState(extra.soldOutMarked, extra.soldOutUntil, now),
      })),
  }));
}

/** The products an ingredient marked out stops now. */
async function productsOutOfIngredient(executor: Executor, establishmentId: string, now: Date) {
  const rows = await executor
    .select({ productId: ingredientOutages.productId })
    .from(ingredientOutages)
    .where(
      and(
        eq(ingredientOutages.establishmentId, establishmentId),
        isNotNull(ingredientOutages.productId),
        sql`(${ingredientOutages.until} is null or ${ingredientOutages.until} > ${now})`,
      ),
    );
  return new Set(rows.map((row) => row.productId!));
}
