import { and, eq, inArray } from 'drizzle-orm';
import type { CounterTenderMethod } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import type { Subscriber } from '../../lib/domain-events';
import { findOrderById, flagManualRefund, setPaidMethod, type PaidOrderStep } from '../orders';
import { recordTakenTenders, settledPaymentOf } from '../payments';
import { cashRegisterMovements, cashRegisters, counterPendingSales } from './cash-register.tables';
import { recordSaleMovements, type RegisterRow } from './registers.service';

/*
 * Counter sales paid through the shop's provider (decision 021): the order waits, pending,
 * with a `counter_pending_sales` row naming its register and the tenders the cashier took.
 * Nothing reaches the ledger until the order is paid; then every tender does, at once.
 */

export type PendingSaleRow = typeof counterPendingSales.$inferSelect;

async function lockRegister(tx: Transaction, registerId: string): Promise<RegisterRow> {
  const [row] = await tx
    .select()
    .from(cashRegisters)
    .where(eq(cashRegisters.id, registerId))
    .for('update');
  return row!;
}

/** Removes (and answers) the waiting sale of an order: it is completing or ending. */
export async function takePendingSale(
  tx: Transaction,
  establishmentId: string,
  orderId: string,
): Promise<PendingSaleRow | undefined> {
  const [row] = await tx
    .delete(counterPendingSales)
    .where(
      and(
        eq(counterPendingSales.establishmentId, establishmentId),
        eq(counterPendingSales.orderId, orderId),
      ),
    )
    .returning();
  return row;
}

/**
 * The paid order's counter-sale step, for a counter sale paid through the provider (the
 * settlement's transaction): the tenders the cashier took become payment rows and every
 * tender, the provider's included, a sale row of the register's ledger. It produces the
 * order's whole list of payments, which finance turns into receivables after it.
 */
export function counterSaleStep(): PaidOrderStep {
  return {
    name: 'counter-sale',
    produces: ['payments'],
    async run(tx, { order, payments }, ctx) {
      const pending = await takePendingSale(tx, order.establishmentId, order.id);
      if (!pending) {
        ctx.produce('payments', payments);
        return;
      }
      const register = await lockRegister(tx, pending.registerId);
      // The snapshot's approved rows are the provider's: the taken tenders are written now.
      const taken = await recordTakenTenders(tx, order, pending.heldTenders, new Date());
      const methods = new Set([...pending.heldTenders, ...payments].map((row) => row.method));
      if (methods.size > 1) await setPaidMethod(tx, order, 'split');
      await recordSaleMovements(tx, register, { email: pending.actor }, order, [
        ...pending.heldTenders,
        ...payments.map((row) => ({
          method: row.method as CounterTenderMethod,
          amountCents: row.amountCents,
        })),
      ]);
      ctx.produce('payments', [...payments, ...taken.map(settledPaymentOf)]);
    },
  };
}

/**
 * 'order.canceled' of a counter sale. A sale still waiting for its provider had nothing in the
 * ledger: its waiting row goes. A paid sale's cash goes back from the drawer: a `refund` row
 * (negative) in its register while that register is open; a closed register is never written
 * again, so the order is marked for a manual refund instead.
 */
export function refundCanceledCounterSale(): Subscriber<'order.canceled'> {
  return async (tx, { establishmentId, orderId, actor }) => {
    await takePendingSale(tx, establishmentId, orderId);
    const rows = await tx
      .select()
      .from(cashRegisterMovements)
      .where(
        and(
          eq(cashRegisterMovements.establishmentId, establishmentId),
          eq(cashRegisterMovements.orderId, orderId),
          eq(cashRegisterMovements.method, 'cash'),
          inArray(cashRegisterMovements.kind, ['sale', 'refund']),
        ),
      );
    const cashByRegister = new Map<string, number>();
    for (const row of rows) {
      cashByRegister.set(
        row.registerId,
        (cashByRegister.get(row.registerId) ?? 0) + row.amountCents,
      );
    }
    const order = await findOrderById(tx, establishmentId, orderId);
    if (!order) return;
    for (const [registerId, cents] of cashByRegister) {
      if (cents <= 0) continue;
      const register = await lockRegister(tx, registerId);
      if (register.closedAt) {
        await flagManualRefund(tx, order);
        continue;
      }
      await tx.insert(cashRegisterMovements).values({
        establishmentId,
        registerId,
        kind: 'refund',
        method: 'cash',
        amountCents: -cents,
        reason: order.cancelReason ?? 'Pedido cancelado',
        orderId,
        orderNumber: order.orderNumber,
        actor: actor ?? 'Cancelamento',
      });
    }
  };
}
