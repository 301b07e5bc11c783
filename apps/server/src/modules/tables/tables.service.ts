import { and, asc, between, eq } from 'drizzle-orm';
import {
  diningTableLabel,
  type DiningTable,
  type DiningTablesCreate,
  type DiningTableUpdate,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { recordAudit, type Auditor } from '../audit';
import { diningTables } from './tables.tables';

const tableNotFound = () => new AppError('NOT_FOUND', 'Mesa não encontrada');

const toTable = (row: typeof diningTables.$inferSelect): DiningTable => ({
  id: row.id,
  number: row.number,
  name: row.name,
  active: row.active,
});

/** The shop's tables by number, active or not. */
export async function listTables(db: Executor, establishmentId: string): Promise<DiningTable[]> {
  const rows = await db
    .select()
    .from(diningTables)
    .where(eq(diningTables.establishmentId, establishmentId))
    .orderBy(asc(diningTables.number));
  return rows.map(toTable);
}

/** What an order placed at a table needs: its id, number and how the kitchen reads it. */
export interface ActiveTable {
  id: string;
  number: number;
  /** "Mesa 12", or the staff's name for it. */
  label: string;
}

/**
 * The shop's active table with this number (`/cardapio?mesa=<number>`), or null when the shop
 * has none or it is deactivated: an order for it is refused.
 */
export async function findActiveTable(
  db: Executor,
  establishmentId: string,
  number: number,
): Promise<ActiveTable | null> {
  if (!Number.isInteger(number) || number < 1) return null;
  const [row] = await db
    .select()
    .from(diningTables)
    .where(
      and(
        eq(diningTables.establishmentId, establishmentId),
        eq(diningTables.number, number),
        eq(diningTables.active, true),
      ),
    )
    .limit(1);
  return row ? { id: row.id, number: row.number, label: diningTableLabel(row) } : null;
}

/**
 * Creates tables `from`..`to`: the numbers the shop lacks are added, and its deactivated ones
 * in the range taken back, so the range is all there and active afterwards.
 */
export async function createTables(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  range: DiningTablesCreate,
): Promise<DiningTable[]> {
  const numbers = Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
  return db.transaction(async (tx) => {
    const inRange = and(
      eq(diningTables.establishmentId, establishmentId),
      between(diningTables.number, range.from, range.to),
    );
    await tx
      .insert(diningTables)
      .values(numbers.map((number) => ({ establishmentId, number })))
      .onConflictDoNothing();
    const revived = await tx
      .update(diningTables)
      .set({ active: true })
      .where(and(inRange, eq(diningTables.active, false)))
      .returning({ number: diningTables.number });
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'table.change',
      subject: range.from === range.to ? `Mesa ${range.from}` : `Mesas ${range.from}–${range.to}`,
      after: { mesas: numbers.length, reativadas: revived.length },
    });
    return (
      await tx.select().from(diningTables).where(inRange).orderBy(asc(diningTables.number))
    ).map(toTable);
  });
}

/** Renames a table (null: "Mesa <number>") or turns it on or off; audited with what changed. */
export async function updateTable(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  id: string,
  input: DiningTableUpdate,
): Promise<DiningTable> {
  if (!isId(id)) throw tableNotFound();
  return db.transaction(async (tx) => {
    const ofShop = and(eq(diningTables.establishmentId, establishmentId), eq(diningTables.id, id));
    const [before] = await tx.select().from(diningTables).where(ofShop).for('update');
    if (!before) throw tableNotFound();
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.active !== undefined && { active: input.active }),
    };
    const [after] = await tx.update(diningTables).set(changes).where(ofShop).returning();
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'table.change',
      subject: `Mesa ${before.number}`,
      before: { nome: diningTableLabel(before), ativa: before.active },
      after: { nome: diningTableLabel(after!), ativa: after!.active },
    });
    return toTable(after!);
  });
}

/** The shop's active tables by number: those whose QR codes are printed. */
export async function activeTables(db: Executor, establishmentId: string): Promise<DiningTable[]> {
  const rows = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.establishmentId, establishmentId), eq(diningTables.active, true)))
    .orderBy(asc(diningTables.number));
  return rows.map(toTable);
}
