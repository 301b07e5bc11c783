import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  payableCategories,
  payableStatuses,
  receivableStatuses,
  type FinanceSettingsInput,
} from '@comanda/shared';
import { orders } from '../orders/orders.tables';
import { suppliers } from '../suppliers/suppliers.tables';
import {
  establishmentIdColumn,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

export const receivableStatusEnum = pgEnum('receivable_status', receivableStatuses);
export const payableStatusEnum = pgEnum('payable_status', payableStatuses);
export const payableCategoryEnum = pgEnum('payable_category', payableCategories);
export const payableRecurrenceEnum = pgEnum('payable_recurrence', ['none', 'monthly']);

/** A shop's card settings beyond the super admin's card fee: per-method fee and D+N. */
export const financeSettings = pgTable('finance_settings', {
  establishmentId: establishmentIdColumn().primaryKey(),
  methods: jsonb('methods').$type<FinanceSettingsInput['methods']>().notNull(),
  /** The marketplaces' commission and D+N (issue 34); null until the shop saves them. */
  channels: jsonb('channels').$type<FinanceSettingsInput['channels']>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money a sale brings in: one row per settled payment (a kiosk attempt, a counter tender), or
 * one per paid order that no payment explains (`payment_id` null). Card money is net of the
 * fee and due D+N; Pix and cash are received on the sale's day.
 */
export const receivables = pgTable(
  'receivables',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id'),
    /** The payments module's row (no foreign key: that table is another module's). */
    paymentId: uuid('payment_id'),
    method: text('method').notNull(),
    saleDate: date('sale_date').notNull(),
    dueDate: date('due_date').notNull(),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    status: receivableStatusEnum('status').notNull().default('open'),
    receivedOn: date('received_on'),
    /**
     * A reversal (estorno): the received receivable whose money went back when its order was
     * canceled. Its amounts are the original's, negated; it is received on the cancel's day.
     * No foreign key: a table referring to itself would need its rows restored parents first
     * (decision 023); backups remap this uuid like any other.
     */
    reversalOf: uuid('reversal_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A payment makes one receivable, however often 'order.paid' is replayed.
    uniqueIndex('receivables_payment_key').on(table.establishmentId, table.paymentId),
    uniqueIndex('receivables_unexplained_order_key')
      .on(table.establishmentId, table.orderId)
      .where(sql`${table.paymentId} is null and ${table.reversalOf} is null`),
    // A received receivable is reversed once, however often 'order.canceled' is replayed.
    uniqueIndex('receivables_reversal_key').on(table.establishmentId, table.reversalOf),
    index('receivables_establishment_due_idx').on(table.establishmentId, table.dueDate),
    index('receivables_establishment_received_idx').on(table.establishmentId, table.receivedOn),
    index('receivables_establishment_sale_idx').on(table.establishmentId, table.saleDate),
    index('receivables_order_idx').on(table.orderId),
    shopPrimaryKey('receivables', table),
    sameShopReference('receivables', table, table.orderId, orders).onDelete('set null'),
  ],
);

/** What the shop owes: entered by hand, or one row per installment of a stock purchase. */
export const payables = pgTable(
  'payables',
  {
    ...shopRowColumns(),
    description: text('description').notNull(),
    supplierId: uuid('supplier_id'),
    /** The supplier's name when entered: stays readable after the supplier is renamed. */
    supplierName: text('supplier_name'),
    category: payableCategoryEnum('category').notNull(),
    dueDate: date('due_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The payables entered together (installments, a monthly series) share a group. */
    groupId: uuid('group_id').notNull(),
    installmentNumber: integer('installment_number').notNull().default(1),
    installmentCount: integer('installment_count').notNull().default(1),
    recurrence: payableRecurrenceEnum('recurrence').notNull().default('none'),
    /** The suppliers module's purchase this installment pays (no foreign key, as above). */
    purchaseId: uuid('purchase_id'),
    status: payableStatusEnum('status').notNull().default('open'),
    paidOn: date('paid_on'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payables_establishment_due_idx').on(table.establishmentId, table.dueDate),
    index('payables_establishment_paid_idx').on(table.establishmentId, table.paidOn),
    uniqueIndex('payables_purchase_installment_key').on(
      table.establishmentId,
      table.purchaseId,
      table.installmentNumber,
    ),
    shopPrimaryKey('payables', table),
    sameShopReference('payables', table, table.supplierId, suppliers).onDelete('set null'),
  ],
);

export type ReceivableRow = typeof receivables.$inferSelect;
export type PayableRow = typeof payables.$inferSelect;
