import { and, eq, inArray } from 'drizzle-orm';
import type { DueOnlineOrder } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { dueOrdersOfChannel } from '../orders';
import { onlineOrders } from './online-menu.tables';

/*
 * The online orders left "pagar na retirada/entrega" (decision 071) that the PDV takes
 * (decision 085): in the kitchen or handed over, still unpaid, with what the customer said at
 * the order (dinheiro or cartão, "troco para"). A table's order is not here: its tab is paid.
 */
export async function dueOnlineOrders(
  db: Executor,
  establishmentId: string,
): Promise<DueOnlineOrder[]> {
  const due = await dueOrdersOfChannel(db, establishmentId, 'cardapio_digital');
  if (due.length === 0) return [];
  const rows = await db
    .select({
      orderId: onlineOrders.orderId,
      customerName: onlineOrders.customerName,
      bairro: onlineOrders.bairro,
      payment: onlineOrders.payment,
      trocoParaCents: onlineOrders.trocoParaCents,
      scheduledFor: onlineOrders.scheduledFor,
    })
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.establishmentId, establishmentId),
        inArray(
          onlineOrders.orderId,
          due.map((order) => order.id),
        ),
      ),
    );
  const online = new Map(rows.map((row) => [row.orderId, row]));
  return due.flatMap((order) => {
    const row = online.get(order.id);
    if (!row || (row.payment !== 'dinheiro' && row.payment !== 'cartao')) return [];
    return [
      {
        id: order.id,
        orderNumber: order.orderNumber,
        customerName: row.customerName,
        fulfilment: order.fulfilment === 'entrega' ? 'entrega' : 'retirada',
        bairro: row.bairro,
        payment: row.payment,
        trocoParaCents: row.trocoParaCents,
        totalCents: order.totalCents,
        stage: order.stage,
        scheduledFor: row.scheduledFor?.toISOString() ?? null,
        createdAt: order.createdAt.toISOString(),
      },
    ];
  });
}
