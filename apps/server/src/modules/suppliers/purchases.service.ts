import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { addMonthsClamped, type Purchase, type purchaseInputSchema } from '@comanda/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { recordPurchaseLines } from '../stock';
import { findSupplier } from './suppliers.service';
import { purchaseInstallments, purchases, suppliers } from './suppliers.tables';

type PurchaseData = z.output<typeof purchaseInputSchema>;

interface PurchaseContext {
  db: Database;
  realtime: Pick<Realtime, 'publish'>;
  events: Pick<DomainEvents, 'publish'>;
}

/**
 * Splits `totalCents` into `count` installments a month apart from `firstDueDate`; the
 * centavos that do not divide evenly go to the first ones, so they always add up.
 */
export function installmentsOf(totalCents: number, count: number, firstDueDate: string) {
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueDate: addMonthsClamped(firstDueDate, index),
    amountCents: base + (index < rest ? 1 : 0),
  }));
}

/**
 * Records a purchase in one transaction: the purchase, its installments (what finance will
 * pay), its lines as stock movements (moving each item's average cost), and the
 * 'purchase.recorded' event for finance.
 */
export async function recordPurchase(
  ctx: PurchaseContext,
  establishmentId: string,
  supplierId: string,
  input: PurchaseData,
  userName: string | null,
): Promise<Purchase> {
  const supplier = await findSupplier(ctx.db, establishmentId, supplierId);
  const totalCents = input.items.reduce((total, item) => total + item.totalCents, 0);
  const purchaseId = await ctx.db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(purchases)
      .values({ establishmentId, supplierId, totalCents, notes: input.notes })
      .returning();
    await tx.insert(purchaseInstallments).values(
      installmentsOf(totalCents, input.installments, input.firstDueDate).map((installment) => ({
        establishmentId,
        purchaseId: purchase!.id,
        ...installment,
      })),
    );
    await recordPurchaseLines(
      tx,
      { realtime: ctx.realtime },
      establishmentId,
      { id: purchase!.id, supplierName: supplier.name, userName },
      input.items,
    );
    await ctx.events.publish(tx, {
      name: 'purchase.recorded',
      establishmentId,
      purchaseId: purchase!.id,
    });
    return purchase!.id;
  });
  const [purchase] = await listPurchases(ctx.db, establishmentId, { purchaseId });
  return purchase!;
}

/** The shop's purchases, newest first, with their installments. */
export async function listPurchases(
  db: Executor,
  establishmentId: string,
  filter: { supplierId?: string; purchaseId?: string } = {},
): Promise<Purchase[]> {
  const rows = await db
    .select({ purchase: purchases, supplierName: suppliers.name })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(
      and(
        eq(purchases.establishmentId, establishmentId),
        filter.supplierId ? eq(purchases.supplierId, filter.supplierId) : undefined,
        filter.purchaseId ? eq(purchases.id, filter.purchaseId) : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(200);
  const ids = rows.map((row) => row.purchase.id);
  const installments = ids.length
    ? await db
        .select()
        .from(purchaseInstallments)
        .where(inArray(purchaseInstallments.purchaseId, ids))
        .orderBy(asc(purchaseInstallments.number))
    : [];
  return rows.map(({ purchase, supplierName }) => ({
    id: purchase.id,
    supplierId: purchase.supplierId,
    supplierName,
    totalCents: purchase.totalCents,
    createdAt: purchase.createdAt.toISOString(),
    payables: installments
      .filter((row) => row.purchaseId === purchase.id)
      .map((row) => ({ dueDate: row.dueDate, amountCents: row.amountCents })),
  }));
}
