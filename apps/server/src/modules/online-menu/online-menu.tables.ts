import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClosedTab, CounterTenderMethod, TabPartLine } from '@comanda/shared';
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
  /** The table tab's service charge (taxa de serviço), percent; the cashier may leave it out. */
  servicePercent: integer('service_percent').notNull().default(10),
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
 * A table's tab (comanda, decision 077): opened by the table's first order, closed once at the
 * PDV. One open tab per table; the closing's figures and parts are kept as they were charged.
 */
export const tableTabs = pgTable(
  'table_tabs',
  {
    ...shopRowColumns(),
    tableNumber: integer('table_number').notNull(),
    /** The table's name when the tab opened ("Mesa 12", "Varanda 3"). */
    label: text('label').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    waiterCalledAt: timestamp('waiter_called_at', { withTimezone: true }),
    billRequestedAt: timestamp('bill_requested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who closed it (the cashier's email) and what was charged: null while open. */
    closedBy: text('closed_by'),
    servicePercent: integer('service_percent'),
    serviceCents: integer('service_cents'),
    totalCents: integer('total_cents'),
    paidCents: integer('paid_cents'),
    parts: jsonb('parts').$type<ClosedTab['parts']>(),
  },
  (table) => [
    uniqueIndex('table_tabs_open_per_table')
      .on(table.establishmentId, table.tableNumber)
      .where(sql`${table.closedAt} is null`),
    index('table_tabs_establishment_opened_idx').on(table.establishmentId, table.openedAt),
    shopPrimaryKey('table_tabs', table),
  ],
);

/**
 * A part paid on a table's tab (decision 085), while it is open or at its closing: how much,
 * by which method in which register, the lines it paid (by items), and where its money went
 * (`allocations`: the orders it paid into, `orderId` null for the service charge).
 */
export const tableTabPayments = pgTable(
  'table_tab_payments',
  {
    ...shopRowColumns(),
    tabId: uuid('tab_id').notNull(),
    registerId: uuid('register_id').notNull(),
    method: text('method').$type<CounterTenderMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Cash handed over for this part (null when none was typed); its change is the rest. */
    receivedCents: integer('received_cents'),
    changeCents: integer('change_cents').notNull().default(0),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    /** `lines`: the order items a part by items paid, with quantity and amount (089). */
    allocations: jsonb('allocations')
      .$type<{ orderId: string | null; amountCents: number; lines?: TabPartLine[] }[]>()
      .notNull(),
    /** Paid at the closing (true) or while the tab was open. */
    atClosing: boolean('at_closing').notNull().default(false),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('table_tab_payments_tab_idx').on(table.establishmentId, table.tabId),
    shopPrimaryKey('table_tab_payments', table),
    sameShopReference('table_tab_payments', table, table.tabId, tableTabs).onDelete('cascade'),
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
    /** The table's tab the order is on (orders from a table's QR code). */
    tabId: uuid('tab_id'),
  },
  (table) => [
    unique('online_orders_order_key').on(table.establishmentId, table.orderId),
    index('online_orders_tab_idx').on(table.establishmentId, table.tabId),
    sameShopReference('online_orders', table, table.tabId, tableTabs),
    shopPrimaryKey('online_orders', table),
    sameShopReference('online_orders', table, table.orderId, orders).onDelete('cascade'),
  ],
);
