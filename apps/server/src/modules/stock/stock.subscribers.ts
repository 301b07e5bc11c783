import { and, eq, inArray, sum } from 'drizzle-orm';
import { SoldOutError } from '../../lib/app-error';
import type { Subscriber } from '../../lib/domain-events';
import { soldOutProductNames } from '../catalog';
import { consumedLinesOf, type ConsumedLine, type PaidOrderStep } from '../orders';
import type { Transaction } from '../../db/client';
import { recordMovements, type LedgerContext } from './ledger.service';
import { consumptionOf } from './recipes.service';
import { stockMovements } from './stock.tables';

/** What the kiosk shows when an item ran out: the products, in the spec's word. */
const soldOut = (productNames: string[]) => new SoldOutError(productNames);

/**
 * 'order.placing': refuses, before it is numbered and written, an order with a product marked
 * 'Esgotado' or whose recipes need more than the stock has now (the kiosk keeps its cart and
 * shows the message). A plain read: the binding check is at payment ('order.paid'), under the
 * item locks.
 */
export function refuseSoldOutLines(): Subscriber<'order.placing'> {
  return (tx, { establishmentId, lines }) => refuseSoldOut(tx, establishmentId, lines);
}

/**
 * 'order.payment_requested': the same check again, since between placing and paying another
 * kiosk may have taken the last units.
 */
export function refuseSoldOutOrder(): Subscriber<'order.payment_requested'> {
  return async (tx, { establishmentId, orderId }) =>
    refuseSoldOut(tx, establishmentId, await consumedLinesOf(tx, establishmentId, orderId));
}

async function refuseSoldOut(tx: Transaction, establishmentId: string, lines: ConsumedLine[]) {
  const productIds = lines.flatMap((line) =>
    [line.productId ?? [], ...line.addonProductIds].flat(),
  );
  const marked = await soldOutProductNames(tx, establishmentId, productIds);
  if (marked.length > 0) throw soldOut(marked);
  const { needs, usedBy, levels } = await consumptionOf(tx, establishmentId, lines);
  const short = [...needs].filter(([id, need]) => (levels.get(id) ?? 0) < need).map(([id]) => id);
  if (short.length > 0) throw soldOut([...new Set(short.flatMap((id) => usedBy.get(id)!))]);
}

/**
 * The paid order's stock step: takes what the order consumes, in the payment's transaction,
 * with the items locked in id order. When another kiosk's payment took the last units
 * meanwhile, this throws SoldOutError: nothing is taken, stock never goes below zero, and
 * payments cancels the order for a refund (decision 025). First in the workflow: what comes
 * after builds on a sale that stands.
 */
export function stockStep(ctx: LedgerContext): PaidOrderStep {
  return {
    name: 'stock',
    produces: ['stockTaken'],
    async run(tx, { order, lines }, run) {
      const { byLine, usedBy } = await consumptionOf(tx, order.establishmentId, lines);
      // One movement per line and item: the ledger knows what each product sold cost.
      await recordMovements(
        tx,
        ctx,
        order.establishmentId,
        lines.flatMap((line, index) =>
          [...byLine[index]!].map(([stockItemId, quantityMilli]) => ({
            stockItemId,
            kind: 'sale' as const,
            quantityMilli: -quantityMilli,
            orderId: order.id,
            orderItemId: line.itemId,
            reason: 'Venda',
          })),
        ),
        (item) => soldOut(usedBy.get(item.id)!),
      );
      run.produce('stockTaken', true);
    },
  };
}

/**
 * 'order.canceled': gives back what the order's sales took and nothing it already gave back
 * ('sale_return' movements), so a repeated event returns nothing twice.
 */
export function returnStockOfCanceledOrder(ctx: LedgerContext): Subscriber<'order.canceled'> {
  return async (tx, { establishmentId, orderId }) => {
    const net = await tx
      .select({
        stockItemId: stockMovements.stockItemId,
        orderItemId: stockMovements.orderItemId,
        quantityMilli: sum(stockMovements.quantityMilli).mapWith(Number),
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.establishmentId, establishmentId),
          eq(stockMovements.orderId, orderId),
          inArray(stockMovements.kind, ['sale', 'sale_return']),
        ),
      )
      .groupBy(stockMovements.stockItemId, stockMovements.orderItemId);
    await recordMovements(
      tx,
      ctx,
      establishmentId,
      net
        .filter((row) => row.quantityMilli < 0)
        .map((row) => ({
          stockItemId: row.stockItemId,
          kind: 'sale_return' as const,
          quantityMilli: -row.quantityMilli,
          orderId,
          orderItemId: row.orderItemId,
          reason: 'Pedido cancelado',
        })),
    );
  };
}
