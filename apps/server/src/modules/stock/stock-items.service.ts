import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  endOfBusinessDay,
  startOfBusinessDay,
  stockMovementLabels,
  type StockAdjustment,
  type StockCount,
  type StockItem,
  type StockItemInput,
  type StockLoss,
  type StockMovement,
  type StockMovementFilter,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { recordAudit, type Auditor } from '../audit';
import { markState } from '../catalog';
import { lockStockItems, recordMovements, type LedgerContext } from './ledger.service';
import { stockItems, stockMovements } from './stock.tables';
import { csvFile, dateTimeColumn, quantityColumn, textColumn } from '../../lib/spreadsheet';

const itemNotFound = () => new AppError('NOT_FOUND', 'Item de estoque não encontrado');

const toStockItem = (row: typeof stockItems.$inferSelect): StockItem => ({
  id: row.id,
  name: row.name,
  unit: row.unit,
  costCents: row.costCents,
  minimumMilli: row.minimumMilli,
  levelMilli: row.levelMilli,
  low: row.levelMilli <= row.minimumMilli,
  ...markState(row.soldOutMarked, row.soldOutUntil, new Date()),
});

/** The shop's items by name, each with its level and whether it is at or below its minimum. */
export async function listStockItems(db: Executor, establishmentId: string): Promise<StockItem[]> {
  const rows = await db
    .select()
    .from(stockItems)
    .where(eq(stockItems.establishmentId, establishmentId))
    .orderBy(asc(stockItems.name));
  return rows.map(toStockItem);
}

/** A new item starts empty: stock comes in through purchases, adjustments or a count. */
export async function createStockItem(
  db: Database,
  establishmentId: string,
  input: StockItemInput,
): Promise<StockItem> {
  const [row] = await db
    .insert(stockItems)
    .values({ establishmentId, ...input })
    .returning();
  return toStockItem(row!);
}

/** Name, unit, cost and minimum; the level moves only through movements. */
export async function updateStockItem(
  db: Database,
  establishmentId: string,
  id: string,
  input: StockItemInput,
): Promise<StockItem> {
  if (!isId(id)) throw itemNotFound();
  const [row] = await db
    .update(stockItems)
    .set(input)
    .where(and(eq(stockItems.establishmentId, establishmentId), eq(stockItems.id, id)))
    .returning();
  if (!row) throw itemNotFound();
  return toStockItem(row);
}

/** A quantity for the audit log: "1,5 kg". */
const quantity = (milli: number, unit: string) =>
  `${(milli / 1000).toString().replace('.', ',')} ${unit}`;

/**
 * A manual movement of one item (an adjustment or a loss) and its audit line (issue 32), in
 * one transaction: the level before → after, and why.
 */
async function manualMovement(
  db: Database,
  ctx: LedgerContext,
  establishmentId: string,
  auditor: Auditor,
  id: string,
  movement: {
    kind: 'adjustment' | 'loss';
    quantityMilli: (levelMilli: number) => number;
    reason: string;
  },
): Promise<void> {
  if (!isId(id)) throw itemNotFound();
  await db.transaction(async (tx) => {
    const item = (await lockStockItems(tx, establishmentId, [id])).get(id)!;
    const quantityMilli = movement.quantityMilli(item.levelMilli);
    if (quantityMilli === 0) return;
    await recordMovements(tx, ctx, establishmentId, [
      {
        stockItemId: id,
        kind: movement.kind,
        quantityMilli,
        reason: movement.reason,
        userName: auditor.email,
      },
    ]);
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'stock.adjustment',
      subject: item.name,
      before: { estoque: quantity(item.levelMilli, item.unit) },
      after: {
        estoque: quantity(item.levelMilli + quantityMilli, item.unit),
        [stockMovementLabels[movement.kind].toLowerCase()]: quantity(quantityMilli, item.unit),
        ...(movement.reason ? { motivo: movement.reason } : {}),
      },
    });
  });
}

/** Sets the level to what the admin says: the difference becomes an 'adjustment' movement. */
export async function adjustStock(
  db: Database,
  ctx: LedgerContext,
  establishmentId: string,
  id: string,
  input: StockAdjustment,
  auditor: Auditor,
): Promise<void> {
  await manualMovement(db, ctx, establishmentId, auditor, id, {
    kind: 'adjustment',
    quantityMilli: (level) => input.levelMilli - level,
    reason: input.reason,
  });
}

/** Something spoiled, broke or went missing: a 'loss' movement. */
export async function recordLoss(
  db: Database,
  ctx: LedgerContext,
  establishmentId: string,
  id: string,
  input: StockLoss,
  auditor: Auditor,
): Promise<void> {
  await manualMovement(db, ctx, establishmentId, auditor, id, {
    kind: 'loss',
    quantityMilli: () => -input.quantityMilli,
    reason: input.reason,
  });
}

/** An inventory count: each item counted differently from its level gets a 'count' movement. */
export async function recordCount(
  db: Database,
  ctx: LedgerContext,
  establishmentId: string,
  input: StockCount,
  auditor: Auditor,
): Promise<StockMovement[]> {
  if (input.items.some((line) => !isId(line.stockItemId))) throw itemNotFound();
  const createdAfter = new Date();
  await db.transaction(async (tx) => {
    const items = await lockStockItems(
      tx,
      establishmentId,
      input.items.map((line) => line.stockItemId),
    );
    const drafts = input.items
      .map((line) => ({
        stockItemId: line.stockItemId,
        kind: 'count' as const,
        quantityMilli: line.countedMilli - items.get(line.stockItemId)!.levelMilli,
        reason: input.reason || 'Contagem de estoque',
        userName: auditor.email,
      }))
      .filter((draft) => draft.quantityMilli !== 0);
    await recordMovements(tx, ctx, establishmentId, drafts);
    // Each item the count moved is a stock adjustment in the audit log (issue 32).
    for (const draft of drafts) {
      const item = items.get(draft.stockItemId)!;
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'stock.adjustment',
        subject: item.name,
        before: { estoque: quantity(item.levelMilli, item.unit) },
        after: {
          estoque: quantity(item.levelMilli + draft.quantityMilli, item.unit),
          contagem: quantity(draft.quantityMilli, item.unit),
          motivo: draft.reason,
        },
      });
    }
  });
  return listMovements(db, establishmentId, { kind: 'count' }, createdAfter);
}

/** The ledger, newest first, filtered by item, kind and business days (inclusive). */
export async function listMovements(
  db: Executor,
  establishmentId: string,
  filter: StockMovementFilter,
  createdAfter?: Date,
): Promise<StockMovement[]> {
  const conditions: (SQL | undefined)[] = [
    eq(stockMovements.establishmentId, establishmentId),
    filter.stockItemId ? eq(stockMovements.stockItemId, filter.stockItemId) : undefined,
    filter.kind ? eq(stockMovements.kind, filter.kind) : undefined,
    filter.from ? gte(stockMovements.createdAt, startOfBusinessDay(filter.from)) : undefined,
    filter.to ? lt(stockMovements.createdAt, endOfBusinessDay(filter.to)) : undefined,
    createdAfter ? gte(stockMovements.createdAt, createdAfter) : undefined,
  ];
  const rows = await db
    .select({ movement: stockMovements, item: { name: stockItems.name, unit: stockItems.unit } })
    .from(stockMovements)
    .innerJoin(stockItems, eq(stockItems.id, stockMovements.stockItemId))
    .where(and(...conditions))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(1000);
  return rows.map(({ movement, item }) => ({
    id: movement.id,
    stockItemId: movement.stockItemId,
    stockItemName: item.name,
    unit: item.unit,
    kind: movement.kind,
    quantityMilli: movement.quantityMilli,
    levelAfterMilli: movement.levelAfterMilli,
    reason: movement.reason,
    orderId: movement.orderId,
    purchaseId: movement.purchaseId,
    userName: movement.userName,
    createdAt: movement.createdAt.toISOString(),
  }));
}

/** The movements as CSV for a spreadsheet (the one exporter: dates in business time, text safe). */
export function movementsCsv(movements: StockMovement[]): string {
  return csvFile({
    columns: [
      dateTimeColumn('Data'),
      textColumn('Item'),
      textColumn('Unidade'),
      textColumn('Tipo'),
      quantityColumn('Quantidade'),
      quantityColumn('Saldo'),
      textColumn('Motivo'),
      textColumn('Usuário'),
    ],
    rows: movements.map((movement) => [
      movement.createdAt,
      movement.stockItemName,
      movement.unit,
      stockMovementLabels[movement.kind],
      movement.quantityMilli,
      movement.levelAfterMilli,
      movement.reason,
      movement.userName,
    ]),
  });
}
