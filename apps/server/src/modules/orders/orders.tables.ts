import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  boolean,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  orderChannels,
  orderDeviceKinds,
  orderFulfilments,
  orderStages,
  paymentStatuses,
} from '@comanda/shared';
import { extras, ingredients, products } from '../catalog/catalog.tables';
import {
  establishmentIdColumn,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

/** `paid` is the spec's `pago`: only paid orders count as confirmed and get printed. */
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const orderOriginEnum = pgEnum('order_origin', ['totem', 'pdv']);
/** Where the order came from (issue 34); `origin` stays the in-store flow that took it. */
export const orderChannelEnum = pgEnum('order_channel', orderChannels);
export const orderFulfilmentEnum = pgEnum('order_fulfilment', orderFulfilments);
/** The kitchen's stage of a paid order (decision 017); null while unpaid. */
export const orderStageEnum = pgEnum('order_stage', orderStages);

export const orders = pgTable(
  'orders',
  {
    ...shopRowColumns(),
    /** Per establishment and business day (America/Sao_Paulo), starting at 1. */
    orderNumber: integer('order_number').notNull(),
    businessDate: date('business_date').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    origin: orderOriginEnum('origin').notNull().default('totem'),
    channel: orderChannelEnum('channel').notNull().default('totem'),
    fulfilment: orderFulfilmentEnum('fulfilment').notNull().default('comer_aqui'),
    /** A delivery's customer phone and address, as the channel gave them. */
    customerPhone: text('customer_phone'),
    deliveryAddress: text('delivery_address'),
    /** The platform's code of a marketplace order (iFood's displayId), printed on tickets. */
    externalCode: text('external_code'),
    notes: text('notes'),
    /** Unguessable token that lets an anonymous kiosk follow its own order. */
    publicToken: text('public_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The method of the payment that paid it (`pix`, `card`), for Vendas Totem and filters. */
    paidMethod: text('paid_method'),
    stage: orderStageEnum('stage'),
    /** The customer's first name, when the shop asks for it; shown on the board. */
    customerName: text('customer_name'),
    /** Dine-in (true) or takeaway (false), when asked. */
    dineIn: boolean('dine_in'),
    /** "CPF na nota": the customer's CPF (11 digits) for the NFC-e, when given. */
    customerCpf: text('customer_cpf'),
    cancelReason: text('cancel_reason'),
    /** Taken off the items' sum at the counter (PDV); total_cents is what was charged. */
    discountCents: integer('discount_cents').notNull().default(0),
    discountReason: text('discount_reason'),
    /** The admin who approved a discount above the shop's limit (their email). */
    discountAuthorizedBy: text('discount_authorized_by'),
    /** An online-menu delivery's fee (issue 35): inside total_cents, not a line of the order. */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** A paid order canceled whose provider cannot refund: staff must refund by hand. */
    manualRefundPending: boolean('manual_refund_pending').notNull().default(false),
    /** When the provider confirmed the refund of a paid order canceled by staff. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * "Segurar" (decision 075): the kitchen holds the order for a table's later course; it is
     * not in preparation (nor in the wait estimate's queue) until "Liberar" clears this.
     */
    kitchenHeldAt: timestamp('kitchen_held_at', { withTimezone: true }),
    /**
     * An online-menu order scheduled for later ("Agendar"): its time. Paid (or placed, paid on
     * handover), it joins the queue held until then less the shop's wait (the scheduled-release
     * job); cleared when released (by the job or 'Liberar') and by a hold of staff's own.
     */
    kitchenHoldUntil: timestamp('kitchen_hold_until', { withTimezone: true }),
    /**
     * When the order joined the kitchen's working queue, when later than its payment: a
     * scheduled order's release. The wait estimate and the kitchen's order count from it.
     */
    kitchenSince: timestamp('kitchen_since', { withTimezone: true }),
  },
  (table) => [
    unique('orders_establishment_day_number_key').on(
      table.establishmentId,
      table.businessDate,
      table.orderNumber,
    ),
    index('orders_establishment_created_at_idx').on(table.establishmentId, table.createdAt),
    index('orders_payment_status_idx').on(table.paymentStatus),
    index('orders_establishment_channel_idx').on(
      table.establishmentId,
      table.channel,
      table.businessDate,
    ),
    // The reports' payment mix reads the payment rows of split counter sales only (ADR 022).
    index('orders_split_idx')
      .on(table.establishmentId, table.businessDate)
      .where(sql`${table.paidMethod} = 'split'`),
    // The scheduled-release job reads the orders held for their time, a handful at most.
    index('orders_kitchen_hold_until_idx')
      .on(table.kitchenHoldUntil)
      .where(sql`${table.kitchenHeldAt} is not null and ${table.kitchenHoldUntil} is not null`),
    // The wait estimate reads a released scheduled order by its release (created long before).
    index('orders_kitchen_since_idx')
      .on(table.establishmentId, table.kitchenSince)
      .where(sql`${table.kitchenSince} is not null`),
    shopPrimaryKey('orders', table),
    unique('orders_public_token_key').on(table.establishmentId, table.publicToken),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id'),
    /** Snapshot: receipts must print what was sold even after the menu changes. */
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Product price plus its extras and add-on products, for one unit. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    notes: text('notes'),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId),
    shopPrimaryKey('order_items', table),
    sameShopReference('order_items', table, table.orderId, orders).onDelete('cascade'),
    sameShopReference('order_items', table, table.productId, products).onDelete('set null'),
  ],
);

/** A part of a sold line (extra, add-on, choice, removal): its id, shop and line. */
const orderItemPartColumns = () => ({
  ...shopRowColumns(),
  orderItemId: uuid('order_item_id').notNull(),
});

type PartTable = { establishmentId: AnyPgColumn; id: AnyPgColumn; orderItemId: AnyPgColumn };

/**
 * A sold line part's keys, by shop (decision 054): its own, its line's (going with it), and
 * the menu row it came from (`column`), cleared when that row is deleted.
 */
const orderItemPartKeys = <T extends PartTable>(
  name: string,
  table: T,
  menuRow: { column: AnyPgColumn; parent: { establishmentId: AnyPgColumn; id: AnyPgColumn } },
) => [
  shopPrimaryKey(name, table),
  sameShopReference(name, table, table.orderItemId, orderItems).onDelete('cascade'),
  sameShopReference(name, table, menuRow.column, menuRow.parent).onDelete('set null'),
];

export const orderItemExtras = pgTable(
  'order_item_extras',
  {
    ...orderItemPartColumns(),
    extraId: uuid('extra_id'),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    index('order_item_extras_order_item_id_idx').on(table.orderItemId),
    ...orderItemPartKeys('order_item_extras', table, { column: table.extraId, parent: extras }),
  ],
);

/** Products from the `Adicionais` category chosen with an item ("Adicionar Produtos"). */
export const orderItemAddons = pgTable(
  'order_item_addons',
  {
    ...orderItemPartColumns(),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    index('order_item_addons_order_item_id_idx').on(table.orderItemId),
    ...orderItemPartKeys('order_item_addons', table, { column: table.productId, parent: products }),
  ],
);

/** Options chosen in the line's choice groups (a combo's drink and sauces), as sold. */
export const orderItemChoices = pgTable(
  'order_item_choices',
  {
    ...orderItemPartColumns(),
    /** The option's product (its recipe is taken from stock); null for free text or deleted. */
    productId: uuid('product_id'),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Order within the line: groups' order, then options' order. */
    position: integer('position').notNull(),
  },
  (table) => [
    index('order_item_choices_order_item_id_idx').on(table.orderItemId),
    ...orderItemPartKeys('order_item_choices', table, {
      column: table.productId,
      parent: products,
    }),
  ],
);

export const orderItemRemovals = pgTable(
  'order_item_removals',
  {
    ...orderItemPartColumns(),
    ingredientId: uuid('ingredient_id'),
    ingredientName: text('ingredient_name').notNull(),
  },
  (table) => [
    index('order_item_removals_order_item_id_idx').on(table.orderItemId),
    ...orderItemPartKeys('order_item_removals', table, {
      column: table.ingredientId,
      parent: ingredients,
    }),
  ],
);

/**
 * The last order number given per establishment and business day. Taking the next one is an
 * upsert on this row inside the order's transaction: the row lock serialises one shop's
 * concurrent orders (other shops never wait), and a rolled-back order gives its number back.
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    establishmentId: establishmentIdColumn(),
    businessDate: date('business_date').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.establishmentId, table.businessDate] })],
);

/**
 * Idempotency-Key of each placed order, per establishment: a retried request with the same
 * key and body answers the stored order; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    establishmentId: establishmentIdColumn(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical JSON of the parsed body. */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.establishmentId, table.key] }),
    index('idempotency_keys_order_id_idx').on(table.orderId),
    sameShopReference('idempotency_keys', table, table.orderId, orders).onDelete('cascade'),
  ],
);

/** Every stage change of an order, append-only: who moved it, when, and why (cancel). */
export const orderStageChanges = pgTable(
  'order_stage_changes',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    stage: orderStageEnum('stage').notNull(),
    /** An admin's email, a device's name, or 'Pagamento' for the paid order entering the queue. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_stage_changes_order_idx').on(table.orderId, table.at),
    // The kitchen's recently canceled orders, read on every refresh of a KDS (decision 038).
    index('order_stage_changes_canceled_idx')
      .on(table.establishmentId, table.at)
      .where(sql`${table.stage} = 'canceled'`),
    shopPrimaryKey('order_stage_changes', table),
    sameShopReference('order_stage_changes', table, table.orderId, orders).onDelete('cascade'),
  ],
);

/**
 * A station's part of an order, bumped on its kitchen display while the shop has an expo
 * (decision 070): append-only, the latest row of an (order, station) says whether that part
 * is done ('Voltar último' adds a row with `done` false). The order itself moves to `ready`
 * only on the expo's bump, once every station it has lines for is done.
 */
export const orderStationBumps = pgTable(
  'order_station_bumps',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    station: text('station').notNull(),
    done: boolean('done').notNull(),
    /** The kitchen display's name. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_station_bumps_order_idx').on(table.establishmentId, table.orderId, table.at),
    shopPrimaryKey('order_station_bumps', table),
    sameShopReference('order_station_bumps', table, table.orderId, orders).onDelete('cascade'),
  ],
);

export const orderDeviceKindEnum = pgEnum('order_device_kind', orderDeviceKinds);

/**
 * Kitchen displays and status boards of a shop: a device token (shown once, kept as SHA-256,
 * like print agent tokens) that may read the shop's paid orders and, on a kitchen, bump them.
 */
export const orderDevices = pgTable(
  'order_devices',
  {
    ...shopRowColumns(),
    name: text('name').notNull(),
    kind: orderDeviceKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Touched by the device's requests, at most every 30 s (order-devices.service.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    index('order_devices_establishment_idx').on(table.establishmentId),
    // A device signs in by its token alone (its shop follows from the row).
    unique('order_devices_token_hash_key').on(table.establishmentId, table.tokenHash),
    index('order_devices_token_hash_idx').on(table.tokenHash),
    shopPrimaryKey('order_devices', table),
  ],
);
