import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import {
  paymentMethodLabels,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type KioskSales,
  type PaymentRowMethod,
  type adminOrdersQuerySchema,
} from '@comanda/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isId } from '../../lib/ids';
import {
  countColumn,
  csvFile,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  textColumn,
} from '../../lib/spreadsheet';
import { orderNotFound, stageHistory } from './order-stages.service';
import type { OrderRow } from './orders.service';
import { orders } from './orders.tables';
import { findSoldOrder, soldLineParts } from './sold-orders.service';

/*
 * The shop's orders for /admin/pedidos and Vendas Totem. Periods are business dates
 * (America/Sao_Paulo): the day each order was numbered on, as every report counts them.
 */

type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

function toSummary(row: OrderRow): AdminOrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    businessDate: row.businessDate,
    totalCents: row.totalCents,
    paymentStatus: row.paymentStatus,
    stage: row.stage,
    origin: row.origin,
    channel: row.channel,
    fulfilment: row.fulfilment,
    customerName: row.customerName,
    dineIn: row.dineIn,
    manualRefundPending: row.manualRefundPending,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    method: row.paidMethod,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every order of the shop, newest first, filtered as the admin asked. */
export async function adminOrdersPage(
  db: Database,
  establishmentId: string,
  query: AdminOrdersQuery,
) {
  const where = and(
    eq(orders.establishmentId, establishmentId),
    query.from ? gte(orders.businessDate, query.from) : undefined,
    query.to ? lte(orders.businessDate, query.to) : undefined,
    query.stage ? eq(orders.stage, query.stage) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.method ? eq(orders.paidMethod, query.method) : undefined,
    query.origin ? eq(orders.origin, query.origin) : undefined,
    query.channel ? eq(orders.channel, query.channel) : undefined,
    query.number ? eq(orders.orderNumber, query.number) : undefined,
  );
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  return {
    items: rows.map(toSummary),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One order with its lines as sold and its stage history; another shop's id answers 404. */
export async function adminOrderDetail(
  db: Database,
  establishmentId: string,
  orderId: string,
): Promise<AdminOrderDetail> {
  if (!isId(orderId)) throw orderNotFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.establishmentId, establishmentId), eq(orders.id, orderId)));
  const sold = row && (await findSoldOrder(db, establishmentId, orderId));
  if (!row || !sold) throw orderNotFound();
  const history = await stageHistory(db, establishmentId, orderId);
  return {
    ...toSummary(row),
    notes: row.notes,
    cancelReason: row.cancelReason,
    customerCpf: row.customerCpf,
    customerPhone: row.customerPhone,
    deliveryAddress: row.deliveryAddress,
    externalCode: row.externalCode,
    lines: sold.lines.map((line) => ({
      quantity: line.quantity,
      name: line.productName,
      unitPriceCents: line.unitPriceCents,
      extras: soldLineParts(line).map((part) => part.name),
      removals: line.removals,
      notes: line.notes,
    })),
    history: history.map((change) => ({
      stage: change.stage,
      actor: change.actor,
      reason: change.reason,
      at: change.at.toISOString(),
    })),
  };
}

/**
 * Vendas Totem: the kiosk's paid orders of the business days `from`..`to`, with totals by
 * payment method, count and average ticket. Totals are summed from the listed orders
 * themselves, so they always agree with the list (and the CSV).
 */
export async function kioskSales(
  db: Database,
  establishmentId: string,
  period: { from: string; to: string },
): Promise<KioskSales> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        eq(orders.origin, 'totem'),
        eq(orders.paymentStatus, 'paid'),
        gte(orders.businessDate, period.from),
        lte(orders.businessDate, period.to),
      ),
    )
    .orderBy(asc(orders.businessDate), asc(orders.orderNumber));
  const listed = rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    businessDate: row.businessDate,
    paidAt: (row.paidAt ?? row.createdAt).toISOString(),
    method: row.paidMethod ?? 'desconhecido',
    totalCents: row.totalCents,
  }));
  const byMethod = new Map<string, { method: string; count: number; totalCents: number }>();
  for (const order of listed) {
    const entry = byMethod.get(order.method) ?? { method: order.method, count: 0, totalCents: 0 };
    entry.count += 1;
    entry.totalCents += order.totalCents;
    byMethod.set(order.method, entry);
  }
  const totalCents = listed.reduce((sum, order) => sum + order.totalCents, 0);
  return {
    ...period,
    count: listed.length,
    totalCents,
    averageTicketCents: listed.length ? Math.round(totalCents / listed.length) : 0,
    byMethod: [...byMethod.values()].sort((a, b) => a.method.localeCompare(b.method)),
    orders: listed,
  };
}

/** Vendas Totem's orders as CSV (the one exporter: dates in business time, dd/mm/aaaa). */
export function kioskSalesCsv(sales: KioskSales): string {
  return csvFile({
    columns: [
      dateColumn('Data'),
      countColumn('Pedido'),
      dateTimeColumn('Pago em'),
      textColumn('Forma de pagamento'),
      moneyColumn('Total (R$)'),
    ],
    rows: sales.orders.map((order) => [
      order.businessDate,
      order.orderNumber,
      order.paidAt,
      paymentMethodLabels[order.method as PaymentRowMethod] ?? order.method,
      order.totalCents,
    ]),
  });
}
