import { sql } from 'drizzle-orm';
import { formatDateTime, type OrderFulfilment } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { productsByCode } from '../catalog';
import { writeMarketplaceOrder, type MarketplaceLine, type OrderRow } from '../orders';
import { recordPaidOnline } from '../payments';
import type { IfoodOrder } from './ifood-client';
import { findMarketplaceOrder } from './marketplace-orders.service';
import { marketplaceOrders, marketplaceUnmappedItems } from './marketplaces.tables';

/*
 * iFood's PLACED order into Comanda (issue 34 item 2, decision 057): in the poller's
 * transaction, each item finds the shop's product whose code is its external code; the order
 * is written through orders at iFood's prices, linked to iFood's order id, paid online
 * (provider 'ifood') and 'order.paid' runs the paid-order workflow unchanged (kitchen, stock,
 * prints, the platform's receivable, the NFC-e). A SCHEDULED order joins the kitchen held
 * until its time less the wait, as the online menu's scheduled orders (decision 085).
 */

/** The marketplaces whose orders this writes. */
export type MarketplaceChannel = 'ifood' | 'open_delivery';

export interface ImportDeps {
  realtime: Realtime;
  events: Pick<DomainEvents, 'publish'>;
}

/** Shown on the kitchen's line of an item no product of the shop matches. */
export const unmappedItemNote = 'Item sem vínculo no cardápio';

const fulfilmentOf: Record<IfoodOrder['orderType'], OrderFulfilment> = {
  DELIVERY: 'entrega',
  TAKEOUT: 'para_levar',
  DINE_IN: 'comer_aqui',
  INDOOR: 'comer_aqui',
};

const cents = (reais: number) => Math.round(reais * 100);

type IfoodItem = IfoodOrder['items'][number];

/**
 * One line per item, priced as iFood charged it (`totalPrice`, options included). A quantity
 * Comanda cannot hold (a weight, or a total that does not split into equal whole centavos)
 * becomes one line of the whole, its quantity in the name.
 */
function lineOf(item: IfoodItem, product: { id: string } | undefined): MarketplaceLine {
  const totalCents = cents(item.totalPrice);
  const whole = Number.isInteger(item.quantity) && item.quantity > 0;
  const unitCents = whole ? totalCents / item.quantity : Number.NaN;
  const splits = Number.isInteger(unitCents);
  const notes = [product ? null : unmappedItemNote, item.observations?.trim() || null]
    .filter(Boolean)
    .join(' · ');
  return {
    productId: product?.id ?? null,
    name: splits ? item.name : `${item.quantity} × ${item.name}`,
    quantity: splits ? item.quantity : 1,
    unitPriceCents: splits ? unitCents : totalCents,
    notes: notes || null,
    options: (item.options ?? []).map((option) => ({
      name: option.quantity > 1 ? `${option.quantity}× ${option.name}` : option.name,
      // Per unit, as iFood prices options; already within the line's unit price.
      priceCents: cents(option.quantity * option.unitPrice),
    })),
  };
}

/**
 * A SCHEDULED order's time: the start of its delivery window, or a takeout's pickup time;
 * null for an immediate order, or a time already past (it is cooked now).
 */
export function scheduledTimeOf(details: IfoodOrder, now: Date): Date | null {
  if (details.orderTiming !== 'SCHEDULED') return null;
  const at = details.schedule?.deliveryDateTimeStart ?? details.takeout?.takeoutDateTime;
  const time = at ? new Date(at) : null;
  return time && Number.isFinite(time.getTime()) && time > now ? time : null;
}

/** Counts the items no product matched, for "Itens sem vínculo". */
async function recordUnmapped(
  tx: Transaction,
  establishmentId: string,
  channel: MarketplaceChannel,
  items: IfoodItem[],
  now: Date,
): Promise<void> {
  for (const item of items) {
    await tx
      .insert(marketplaceUnmappedItems)
      .values({
        establishmentId,
        channel,
        externalCode: item.externalCode ?? '',
        name: item.name,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: [
          marketplaceUnmappedItems.establishmentId,
          marketplaceUnmappedItems.channel,
          marketplaceUnmappedItems.externalCode,
          marketplaceUnmappedItems.name,
        ],
        set: { timesSeen: sql`${marketplaceUnmappedItems.timesSeen} + 1`, lastSeenAt: now },
      });
  }
}

/**
 * Writes iFood's order as a paid Comanda order, once: a second PLACED of the same order (or
 * a replay) finds the link and writes nothing. Answers the new order, or null. A demo order
 * ("Simular pedido iFood") is never confirmed on iFood: it is linked as confirmed.
 */
export async function importIfoodOrder(
  tx: Transaction,
  deps: ImportDeps,
  establishmentId: string,
  details: IfoodOrder,
  now: Date,
  options: { demo?: boolean; channel?: MarketplaceChannel } = {},
): Promise<OrderRow | null> {
  // Open Delivery's orders come through here too, in iFood's shape (decision 059).
  const channel = options.channel ?? 'ifood';
  // The poller holds the shop's lock; the link's unique key stays the last guard.
  const linked = await findMarketplaceOrder(tx, establishmentId, {
    channel,
    externalId: details.id,
  });
  if (linked) return null;

  const codes = details.items.flatMap((item) => item.externalCode ?? []);
  const products = await productsByCode(tx, establishmentId, codes);
  const productOf = (item: IfoodItem) =>
    item.externalCode ? products.get(item.externalCode) : undefined;
  const scheduledFor = scheduledTimeOf(details, now);
  const order = await writeMarketplaceOrder(
    tx,
    deps.events,
    establishmentId,
    {
      channel,
      externalId: details.id,
      externalCode: details.displayId,
      fulfilment: fulfilmentOf[details.orderType],
      customerName: details.customer?.name ?? null,
      customerPhone: details.customer?.phone?.number ?? null,
      deliveryAddress:
        details.orderType === 'DELIVERY'
          ? (details.delivery?.deliveryAddress?.formattedAddress ?? null)
          : null,
      notes: scheduledFor ? `Agendado para ${formatDateTime(scheduledFor)}` : null,
      lines: details.items.map((item) => lineOf(item, productOf(item))),
      scheduledFor,
    },
    now,
  );
  await tx.insert(marketplaceOrders).values({
    establishmentId,
    channel,
    externalId: details.id,
    merchantId: details.merchant.id,
    orderId: order.id,
    createdAt: now,
    confirmedAt: options.demo ? now : null,
  });
  await recordUnmapped(
    tx,
    establishmentId,
    channel,
    details.items.filter((item) => !productOf(item)),
    now,
  );
  await recordPaidOnline(tx, deps, order, channel, now);
  return order;
}
