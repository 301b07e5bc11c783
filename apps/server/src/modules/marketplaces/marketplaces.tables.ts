import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables';
import {
  establishmentIdColumn,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';
import { orderChannelEnum, orders } from '../orders/orders.tables';

/**
 * A shop's iFood store (issue 34, decision 052): its Merchant ID, whether it is connected, and
 * "Aceitar pedidos iFood automaticamente". One row per shop, keyed by it (decision 054). A
 * disconnected shop keeps its Merchant ID so that connecting again needs no typing.
 */
export const ifoodConnections = pgTable(
  'ifood_connections',
  {
    establishmentId: establishmentIdColumn().primaryKey(),
    merchantId: text('merchant_id'),
    /** The store's name as iFood gave it when the shop connected. */
    merchantName: text('merchant_name'),
    connected: boolean('connected').notNull().default(false),
    autoAccept: boolean('auto_accept').notNull().default(true),
    /**
     * The shop's menu version whose availability iFood's catalogue last received in full
     * (decision 058): the catalogue sync skips a shop whose menu has not moved since.
     */
    catalogSyncedVersion: integer('catalog_synced_version'),
    /**
     * When that menu changes by itself (a sold-out mark's end, decision 069): the sync runs
     * again from then even if the version has not moved.
     */
    catalogChangesAt: timestamp('catalog_changes_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The poller and "already connected elsewhere" look a shop up by its merchant.
  (table) => [index('ifood_connections_merchant_idx').on(table.merchantId)],
);

/**
 * A marketplace's order (iFood, Open Delivery) and the Comanda order it became (decision 057):
 * the link every later step follows (confirm, the kitchen's bumps, a cancellation), by the
 * platform's own id. One Comanda order per platform order: the unique key is the guard.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    ...shopRowColumns(),
    channel: orderChannelEnum('channel').notNull(),
    /** The platform's order id (iFood: the order's UUID). */
    externalId: text('external_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The platform's store that sold it (iFood: the Merchant ID). */
    merchantId: text('merchant_id').notNull(),
    /** When the platform was told the shop accepted it (iFood: `confirm`); null: not yet. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * When a poller took the confirm on itself (in its transaction, so one instance sends it);
     * a claim left this long without `confirmed_at` (its process died) is taken again.
     */
    confirmClaimedAt: timestamp('confirm_claimed_at', { withTimezone: true }),
    /**
     * The kitchen's steps the platform has been told, in the order sent (iFood:
     * `startPreparation`, then `readyToPickup` or `dispatch`; decision 058): each once.
     */
    actionsSent: text('actions_sent').array().$type<string[]>().notNull().default([]),
    /**
     * A cancellation asked from Comanda (decision 067: "Cancelar" on /admin/pedidos calls the
     * platform's `requestCancellation`): when, the platform's reason code, the reason typed and
     * who asked. The order is canceled only when the platform's cancellation event comes.
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelRequestCode: text('cancel_request_code'),
    cancelRequestReason: text('cancel_request_reason'),
    cancelRequestedBy: text('cancel_requested_by'),
    /** When the platform refused that request (iFood: CANCELLATION_REQUEST_FAILED). */
    cancelRefusedAt: timestamp('cancel_refused_at', { withTimezone: true }),
    /** When the platform's cancellation (iFood: CAN) canceled the order in Comanda. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    shopPrimaryKey('marketplace_orders', table),
    unique('marketplace_orders_external_key').on(
      table.establishmentId,
      table.channel,
      table.externalId,
    ),
    unique('marketplace_orders_order_key').on(table.establishmentId, table.orderId),
    sameShopReference('marketplace_orders', table, table.orderId, orders).onDelete('cascade'),
  ],
);

/**
 * Every event a marketplace's polling delivered, stored before it is acknowledged (decision
 * 057): keyed by the platform's event id, so a repeated delivery changes nothing.
 */
export const marketplaceEvents = pgTable(
  'marketplace_events',
  {
    establishmentId: establishmentIdColumn(),
    channel: orderChannelEnum('channel').notNull(),
    eventId: text('event_id').notNull(),
    /** The platform's code (iFood: PLC, CFM, CAN...). */
    code: text('code').notNull(),
    externalOrderId: text('external_order_id').notNull(),
    /** When the platform says it happened: events are applied in this order. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** When the platform took our acknowledgment; null: not yet (it will deliver it again). */
    ackedAt: timestamp('acked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({
      name: 'marketplace_events_pkey',
      columns: [table.establishmentId, table.channel, table.eventId],
    }),
    index('marketplace_events_order_idx').on(
      table.establishmentId,
      table.channel,
      table.externalOrderId,
    ),
  ],
);

/**
 * A marketplace's item no product of the shop matches (its external code is no product's
 * code): it reached the kitchen as text; listed on /admin/integracoes "Itens sem vínculo"
 * until a product takes the code.
 */
export const marketplaceUnmappedItems = pgTable(
  'marketplace_unmapped_items',
  {
    ...shopRowColumns(),
    channel: orderChannelEnum('channel').notNull(),
    /** The item's external code as the platform sent it; '' when it had none. */
    externalCode: text('external_code').notNull(),
    name: text('name').notNull(),
    timesSeen: integer('times_seen').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    shopPrimaryKey('marketplace_unmapped_items', table),
    unique('marketplace_unmapped_items_key').on(
      table.establishmentId,
      table.channel,
      table.externalCode,
      table.name,
    ),
  ],
);

/**
 * A shop's Open Delivery connection (issue 34, decision 059): the Ordering Application's base
 * URL and the credentials it issued to this merchant (the secret sealed with SECRETS_KEY), and
 * the merchant's id there. One row per shop, keyed by it (decision 054). Disconnecting keeps
 * them, so connecting again needs no typing.
 */
export const openDeliveryConnections = pgTable(
  'open_delivery_connections',
  {
    establishmentId: establishmentIdColumn().primaryKey(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    merchantId: text('merchant_id').notNull(),
    /**
     * The Ordering Application's CNPJ (digits), typed at "Conectar": its orders' NFC-e names it
     * as the intermediary (infIntermed, decision 068). Null on connections made before it.
     */
    platformCnpj: text('platform_cnpj'),
    connected: boolean('connected').notNull().default(false),
    /**
     * The shop's menu version whose availability the application last received in full
     * (decision 079, as iFood's of 058); null after "Conectar", so the next sync sends it all.
     */
    catalogSyncedVersion: integer('catalog_synced_version'),
    /** When that menu changes by itself (a sold-out mark's end, decision 069). */
    catalogChangesAt: timestamp('catalog_changes_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Already connected elsewhere" looks a merchant up across shops.
  (table) => [index('open_delivery_connections_merchant_idx').on(table.merchantId)],
);

/**
 * What iFood's catalogue was last told of each product's availability (decision 058): the sync
 * sends only what differs (a product with no row is AVAILABLE, as iFood's items start).
 */
export const ifoodItemStatuses = pgTable(
  'ifood_item_statuses',
  {
    establishmentId: establishmentIdColumn(),
    productId: uuid('product_id').notNull(),
    status: text('status').$type<'AVAILABLE' | 'UNAVAILABLE'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'ifood_item_statuses_pkey',
      columns: [table.establishmentId, table.productId],
    }),
    sameShopReference('ifood_item_statuses', table, table.productId, products).onDelete('cascade'),
  ],
);
