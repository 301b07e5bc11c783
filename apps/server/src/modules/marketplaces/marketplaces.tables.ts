import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { establishmentIdColumn } from '../establishments/establishments.tables';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The poller and "already connected elsewhere" look a shop up by its merchant.
  (table) => [index('ifood_connections_merchant_idx').on(table.merchantId)],
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
    connected: boolean('connected').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Already connected elsewhere" looks a merchant up across shops.
  (table) => [index('open_delivery_connections_merchant_idx').on(table.merchantId)],
);
