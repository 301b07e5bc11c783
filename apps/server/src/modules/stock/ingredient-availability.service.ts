import { and, eq, inArray } from 'drizzle-orm';
import type { SoldOutMark } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { recordAudit, type Auditor } from '../audit';
import { describeMark, markHolds, replaceIngredientOutages, soldOutUntilOf } from '../catalog';
import type { LedgerContext } from './ledger.service';
import { recipeLines, stockItems } from './stock.tables';

/*
 * An ingredient (a stock item) marked 'Esgotado' by hand (decision 069): every product and
 * extra whose ficha técnica uses it is out until the mark ends or is undone. The catalog,
 * a lower tier, cannot read recipes: this module keeps its read model (`ingredient_outages`)
 * whole after every mark and every ficha técnica saved.
 */

const itemNotFound = () => new AppError('NOT_FOUND', 'Item de estoque não encontrado');

/** Marks a stock item out (for a period) or back, with its audit line, in one transaction. */
export async function markIngredientSoldOut(
  db: Database,
  ctx: LedgerContext,
  auditor: Auditor,
  establishmentId: string,
  stockItemId: string,
  mark: Required<SoldOutMark>,
  now = new Date(),
): Promise<void> {
  if (!isId(stockItemId)) throw itemNotFound();
  const until = mark.soldOut ? soldOutUntilOf(mark.period, now) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: stockItems.name,
        soldOutMarked: stockItems.soldOutMarked,
        soldOutUntil: stockItems.soldOutUntil,
      })
      .from(stockItems)
      .where(and(eq(stockItems.establishmentId, establishmentId), eq(stockItems.id, stockItemId)))
      .for('update');
    if (!before) throw itemNotFound();
    await tx
      .update(stockItems)
      .set({ soldOutMarked: mark.soldOut, soldOutUntil: until })
      .where(and(eq(stockItems.establishmentId, establishmentId), eq(stockItems.id, stockItemId)));
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'availability.change',
      subject: `Ingrediente: ${before.name}`,
      before: {
        disponibilidade: describeMark(
          markHolds(before.soldOutMarked, before.soldOutUntil, now),
          before.soldOutUntil,
        ),
      },
      after: { disponibilidade: describeMark(mark.soldOut, until) },
    });
    await refreshIngredientOutages(tx, ctx, establishmentId, now);
  });
}

/**
 * Rebuilds the shop's ingredient outages from its marked items and its fichas técnicas (the
 * products' own lines and their extras'); the catalog announces the menu when they changed.
 */
export async function refreshIngredientOutages(
  tx: Executor,
  ctx: LedgerContext,
  establishmentId: string,
  now = new Date(),
): Promise<void> {
  const marked = (
    await tx
      .select({ id: stockItems.id, until: stockItems.soldOutUntil })
      .from(stockItems)
      .where(
        and(eq(stockItems.establishmentId, establishmentId), eq(stockItems.soldOutMarked, true)),
      )
  ).filter((item) => markHolds(true, item.until, now));
  const untilOf = new Map(marked.map((item) => [item.id, item.until]));
  const lines = marked.length
    ? await tx
        .selectDistinct({
          stockItemId: recipeLines.stockItemId,
          productId: recipeLines.productId,
          extraId: recipeLines.extraId,
        })
        .from(recipeLines)
        .where(
          and(
            eq(recipeLines.establishmentId, establishmentId),
            inArray(recipeLines.stockItemId, [...untilOf.keys()]),
          ),
        )
    : [];
  await replaceIngredientOutages(
    tx,
    ctx.realtime,
    establishmentId,
    lines.map((line) => ({ ...line, until: untilOf.get(line.stockItemId) ?? null })),
  );
}
