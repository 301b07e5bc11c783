import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, lt, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { payableInputSchema } from '@comanda/shared';
import {
  addMonthsClamped,
  businessDateOf,
  type Payable,
  type PayablesPage,
  type payablesQuerySchema,
} from '@comanda/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { findSupplier, listPurchases } from '../suppliers';
import { payables, type PayableRow } from './finance.tables';

type PayableData = z.output<typeof payableInputSchema>;
type PayablesQuery = z.output<typeof payablesQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', 'Conta a pagar não encontrada');

/**
 * The dates and amounts a payable entered by hand becomes: installments split the amount
 * (the centavos that do not divide go to the first ones), a monthly recurrence repeats it.
 */
export function scheduleOf(
  input: Pick<
    PayableData,
    'amountCents' | 'firstDueDate' | 'installments' | 'recurrence' | 'months'
  >,
) {
  const count = input.recurrence === 'monthly' ? input.months : input.installments;
  const base =
    input.recurrence === 'monthly' ? input.amountCents : Math.floor(input.amountCents / count);
  const rest = input.recurrence === 'monthly' ? 0 : input.amountCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    installmentNumber: index + 1,
    installmentCount: count,
    dueDate: addMonthsClamped(input.firstDueDate, index),
    amountCents: base + (index < rest ? 1 : 0),
  }));
}

function toPayable(row: PayableRow, today: string): Payable {
  return {
    id: row.id,
    description: row.description,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    category: row.category,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    installmentNumber: row.installmentNumber,
    installmentCount: row.installmentCount,
    recurrence: row.recurrence,
    purchaseId: row.purchaseId,
    status: row.status,
    paidOn: row.paidOn,
    notes: row.notes,
    overdue: row.status === 'open' && row.dueDate < today,
  };
}

/** Creates a payable entered by hand: one row per installment or month. */
export async function createPayables(
  db: Executor,
  establishmentId: string,
  input: PayableData,
  now = new Date(),
): Promise<Payable[]> {
  const supplier = input.supplierId
    ? await findSupplier(db, establishmentId, input.supplierId)
    : null;
  const groupId = randomUUID();
  const rows = await db
    .insert(payables)
    .values(
      scheduleOf(input).map((part) => ({
        establishmentId,
        description: input.description,
        supplierId: supplier?.id ?? null,
        supplierName: supplier?.name ?? null,
        category: input.category,
        groupId,
        recurrence: input.recurrence,
        notes: input.notes,
        ...part,
      })),
    )
    .returning();
  const today = businessDateOf(now);
  return rows.map((row) => toPayable(row, today));
}

/**
 * 'purchase.recorded': each installment of the purchase becomes a payable of the category
 * "Compras e insumos". Idempotent per (purchase, installment).
 */
export async function createPayablesOfPurchase(
  tx: Executor,
  establishmentId: string,
  purchaseId: string,
): Promise<void> {
  const [purchase] = await listPurchases(tx, establishmentId, { purchaseId });
  if (!purchase || purchase.payables.length === 0) return;
  const groupId = randomUUID();
  const count = purchase.payables.length;
  await tx
    .insert(payables)
    .values(
      purchase.payables.map((part, index) => ({
        establishmentId,
        description: `Compra de ${purchase.supplierName}`,
        supplierId: purchase.supplierId,
        supplierName: purchase.supplierName,
        category: 'supplies' as const,
        dueDate: part.dueDate,
        amountCents: part.amountCents,
        groupId,
        installmentNumber: index + 1,
        installmentCount: count,
        purchaseId,
      })),
    )
    .onConflictDoNothing();
}

/** At most this many payables are listed; the totals always cover all that match. */
export const payablesListed = 1000;

/**
 * Payables by due date, the first `payablesListed` of them, with the totals of ALL that match
 * (summed in SQL, so a long period's figures stay right when the list is cut). `overdue` are
 * the open ones due before today; they are listed whatever the period.
 */
export async function listPayables(
  db: Executor,
  establishmentId: string,
  query: PayablesQuery,
  now = new Date(),
): Promise<PayablesPage> {
  const today = businessDateOf(now);
  const overdue = and(eq(payables.status, 'open'), lt(payables.dueDate, today));
  const byStatus: Record<PayablesQuery['status'], SQL | undefined> = {
    all: undefined,
    open: eq(payables.status, 'open'),
    paid: eq(payables.status, 'paid'),
    canceled: eq(payables.status, 'canceled'),
    overdue,
  };
  const inPeriod = and(
    query.from ? gte(payables.dueDate, query.from) : undefined,
    query.to ? lte(payables.dueDate, query.to) : undefined,
  );
  const matching = and(
    eq(payables.establishmentId, establishmentId),
    byStatus[query.status],
    // Overdue bills stay on screen whatever the period: they are the ones to pay first.
    query.status === 'all' || query.status === 'open' ? or(inPeriod, overdue) : inPeriod,
  );
  const rows = await db
    .select()
    .from(payables)
    .where(matching)
    .orderBy(asc(payables.dueDate), asc(payables.installmentNumber), asc(payables.createdAt))
    .limit(payablesListed + 1);
  const sumWhere = (filter: SQL | undefined) =>
    sql<string | null>`sum(${payables.amountCents}) filter (where ${filter})`;
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      openCents: sumWhere(eq(payables.status, 'open')),
      overdueCents: sumWhere(overdue),
      paidCents: sumWhere(eq(payables.status, 'paid')),
    })
    .from(payables)
    .where(matching);
  return {
    payables: rows.slice(0, payablesListed).map((row) => toPayable(row, today)),
    more: rows.length > payablesListed,
    totals: {
      count: totals!.count,
      openCents: Number(totals!.openCents ?? 0),
      overdueCents: Number(totals!.overdueCents ?? 0),
      paidCents: Number(totals!.paidCents ?? 0),
    },
  };
}

async function changeOpenPayable(
  db: Executor,
  establishmentId: string,
  id: string,
  change: Partial<PayableRow>,
  now: Date,
): Promise<Payable> {
  if (!isId(id)) throw notFound();
  const where = and(eq(payables.establishmentId, establishmentId), eq(payables.id, id));
  const [row] = await db
    .update(payables)
    .set(change)
    .where(and(where, eq(payables.status, 'open')))
    .returning();
  if (row) return toPayable(row, businessDateOf(now));
  const [existing] = await db.select({ status: payables.status }).from(payables).where(where);
  if (!existing) throw notFound();
  throw new AppError(
    'CONFLICT',
    existing.status === 'paid' ? 'Esta conta já foi paga' : 'Esta conta foi cancelada',
  );
}

/** Marks an open payable paid on `on`: it leaves the forecast for realised cash. */
export const markPayablePaid = (
  db: Executor,
  establishmentId: string,
  id: string,
  on: string,
  now = new Date(),
) => changeOpenPayable(db, establishmentId, id, { status: 'paid', paidOn: on }, now);

/** Cancels an open payable (entered by mistake, bill waived). */
export const cancelPayable = (
  db: Executor,
  establishmentId: string,
  id: string,
  now = new Date(),
) => changeOpenPayable(db, establishmentId, id, { status: 'canceled' }, now);

/** How many open payables are overdue and how much they add up to (for the dashboard). */
export async function overduePayablesSummary(
  db: Executor,
  establishmentId: string,
  now = new Date(),
): Promise<{ count: number; amountCents: number }> {
  const [row] = await db
    .select({ count: count(), cents: sum(payables.amountCents) })
    .from(payables)
    .where(
      and(
        eq(payables.establishmentId, establishmentId),
        eq(payables.status, 'open'),
        lt(payables.dueDate, businessDateOf(now)),
      ),
    );
  return { count: row?.count ?? 0, amountCents: Number(row?.cents ?? 0) };
}
