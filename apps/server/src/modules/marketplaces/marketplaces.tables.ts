import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables';
import { establishmentIdColumn, sameShopReference } from '../establishments/establishments.tables';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The poller and "already connected elsewhere" look a shop up by its merchant.
  (table) => [index('ifood_connections_merchant_idx').on(table.merchantId)],
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
