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
import {
  establishmentIdColumn,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';
import { orders } from '../orders/orders.tables';

/**
 * What the shop offers on its own online menu (issue 35, decision 071); no row: the defaults
 * (off). The hours are the shop's business hours.
 */
export const onlineMenuSettings = pgTable('online_menu_settings', {
  establishmentId: establishmentIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  mesa: boolean('mesa').notNull().default(true),
  retirada: boolean('retirada').notNull().default(true),
  entrega: boolean('entrega').notNull().default(false),
  agendar: boolean('agendar').notNull().default(false),
  payPix: boolean('pay_pix').notNull().default(true),
  payDinheiro: boolean('pay_dinheiro').notNull().default(true),
  payCartao: boolean('pay_cartao').notNull().default(true),
  /** A scheduled order is for at least this many minutes after now. */
  scheduleLeadMinutes: integer('schedule_lead_minutes').notNull().default(30),
  /** 0: later today only; 1: today or tomorrow. */
  scheduleDaysAhead: integer('schedule_days_ahead').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bairros the shop delivers to; an order keeps its own copy of the bairro and fee. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    ...shopRowColumns(),
    bairro: text('bairro').notNull(),
    feeCents: integer('fee_cents').notNull(),
    minimumCents: integer('minimum_cents').notNull(),
    minutes: integer('minutes').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('delivery_zones_establishment_idx').on(table.establishmentId, table.position),
    shopPrimaryKey('delivery_zones', table),
  ],
);

/**
 * What an online-menu order adds to its order: the table, the bairro and fee charged, when it
 * is for, and how it is paid on handover ("pagar na retirada/entrega").
 */
export const onlineOrders = pgTable(
  'online_orders',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    tableNumber: integer('table_number'),
    /** The zone chosen (no reference: the shop may delete it) and its bairro at the time. */
    zoneId: uuid('zone_id'),
    bairro: text('bairro'),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** 'pix', or paid on handover: 'dinheiro' / 'cartao'. */
    payment: text('payment').notNull(),
    trocoParaCents: integer('troco_para_cents'),
    customerName: text('customer_name').notNull(),
  },
  (table) => [
    unique('online_orders_order_key').on(table.establishmentId, table.orderId),
    shopPrimaryKey('online_orders', table),
    sameShopReference('online_orders', table, table.orderId, orders).onDelete('cascade'),
  ],
);
