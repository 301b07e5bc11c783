import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { whatsappDefaultTemplate } from '@comanda/shared';
import {
  establishmentIdColumn,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';
import { orders } from '../orders/orders.tables';

/**
 * A shop's WhatsApp Business Cloud API sender (decision 072): off by default, its phone-number
 * id and its access token (sealed with SECRETS_KEY, never sent back). One row per shop.
 */
export const whatsappSettings = pgTable('whatsapp_settings', {
  establishmentId: establishmentIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  phoneNumberId: text('phone_number_id'),
  accessTokenSealed: text('access_token_sealed'),
  templateName: text('template_name').notNull().default(whatsappDefaultTemplate),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox of WhatsApp messages (decision 072): a row is written in the transaction that
 * makes the order ready, at most one per order and kind (the unique key), and sent after
 * commit by whichever instance claims it first. `sent_at` counts the month's messages.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<'order_ready'>().notNull(),
    /** E.164 without '+', as the Cloud API's `to`. */
    toPhone: text('to_phone').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** An instance sending it holds it until then; a claim left past it is taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The Cloud API's message id (wamid.…) once accepted. */
    providerMessageId: text('provider_message_id'),
    /** The provider's last refusal (code and details), for the admin. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    shopPrimaryKey('whatsapp_messages', table),
    unique('whatsapp_messages_order_kind_key').on(table.establishmentId, table.orderId, table.kind),
    index('whatsapp_messages_sent_idx').on(table.establishmentId, table.sentAt),
    // The sweep looks for what is still to send, across shops.
    index('whatsapp_messages_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    sameShopReference('whatsapp_messages', table, table.orderId, orders).onDelete('cascade'),
  ],
);
