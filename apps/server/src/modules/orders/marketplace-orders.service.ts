import type { OrderFulfilment } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import { newOrderRow, writeOrder, type OrderRow, type WrittenLine } from './orders.service';

/** A line as the marketplace sold it, mapped to the shop's product when its code matched. */
export interface MarketplaceLine {
  /** The shop's product whose code is the item's external code; null: unmapped. */
  productId: string | null;
  name: string;
  quantity: number;
  /** One unit with its options, as the platform charged it. */
  unitPriceCents: number;
  notes: string | null;
  /** The options the customer picked (free text for the kitchen, priced within the unit). */
  options: { name: string; priceCents: number }[];
}

/** An order from a marketplace (iFood, Open Delivery: issue 34), priced by the platform. */
export interface MarketplaceOrderInput {
  channel: 'ifood' | 'open_delivery';
  /** The platform's order id: the order's idempotency key, so it is written once. */
  externalId: string;
  /** The platform's code of the order shown to people (iFood's displayId). */
  externalCode: string;
  fulfilment: OrderFulfilment;
  customerName: string | null;
  customerPhone: string | null;
  deliveryAddress: string | null;
  notes: string | null;
  lines: MarketplaceLine[];
  /**
   * A scheduled order's time (iFood's SCHEDULED): it joins the kitchen held until then less
   * the wait, as the online menu's (decision 085).
   */
  scheduledFor?: Date | null;
}

const writtenLine = (line: MarketplaceLine): WrittenLine => ({
  product: { id: line.productId, name: line.name },
  quantity: line.quantity,
  notes: line.notes ?? undefined,
  unitPriceCents: line.unitPriceCents,
  extras: [],
  addons: [],
  removals: [],
  choices: line.options.map((option) => ({
    groupName: 'Opções',
    name: option.name,
    priceCents: option.priceCents,
    productId: null,
  })),
});

/**
 * Writes a marketplace's order in the caller's transaction, pending payment (the caller
 * records the platform's payment and makes it paid there too). Its prices are the platform's:
 * the customer already paid them, so nothing is priced from the menu and no sold-out check
 * refuses it ('order.placing' is not published). Numbered per shop and day like any order.
 */
export async function writeMarketplaceOrder(
  tx: Transaction,
  events: Pick<DomainEvents, 'publish'>,
  establishmentId: string,
  input: MarketplaceOrderInput,
  now: Date,
): Promise<OrderRow> {
  const lines = input.lines.map(writtenLine);
  const totalCents = input.lines.reduce(
    (sum, line) => sum + line.unitPriceCents * line.quantity,
    0,
  );
  const row: OrderRow = {
    ...newOrderRow({
      establishmentId,
      input: {
        items: [],
        notes: input.notes ?? undefined,
        customerName: undefined,
        customerCpf: null,
      },
      options: {},
      now,
      totalCents,
      discountCents: 0,
    }),
    // The marketplace's orders follow the kiosk's online-paid rules (decision 052's successor).
    origin: 'totem',
    channel: input.channel,
    fulfilment: input.fulfilment,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    deliveryAddress: input.deliveryAddress,
    externalCode: input.externalCode,
    kitchenHoldUntil: input.scheduledFor ?? null,
  };
  const key = `${input.channel}:${input.externalId}`;
  const order = await writeOrder(tx, row, lines, { key, requestHash: key });
  await events.publish(tx, { name: 'order.placed', establishmentId, orderId: order.id });
  return order;
}
