import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { counterTenderMethods, registerMovementKinds, type AppliedTender } from '@comanda/shared';
import { users } from '../auth/auth.tables';
import { orders } from '../orders/orders.tables';
import {
  establishmentIdColumn,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

/**
 * One cash register session (caixa): opened by an operator on a device, closed once. The
 * money lives in the movements below; this row only says who, where and whether it is open.
 * One open register per operator and per device name in a shop (decision 021).
 */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    ...shopRowColumns(),
    /** The device or counter ("Caixa 1"). */
    name: text('name').notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Snapshot: the report still names the operator after the account is gone. */
    operatorEmail: text('operator_email').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stamped once, by the closing; never cleared. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('cash_registers_open_per_operator')
      .on(table.establishmentId, table.operatorId)
      .where(sql`${table.closedAt} is null`),
    uniqueIndex('cash_registers_open_per_name')
      .on(table.establishmentId, sql`lower(${table.name})`)
      .where(sql`${table.closedAt} is null`),
    index('cash_registers_establishment_opened_idx').on(table.establishmentId, table.openedAt),
    shopPrimaryKey('cash_registers', table),
  ],
);

export const registerMovementKindEnum = pgEnum('register_movement_kind', registerMovementKinds);
export const registerMethodEnum = pgEnum('register_method', counterTenderMethods);

/**
 * The register's ledger, append-only: rows are written, never updated or deleted. What should
 * be in the drawer (per method) is the sum of opening, sale, sangria (negative) and suprimento
 * rows; the closing writes a `count` row (what was counted) and a `difference` row per method.
 */
export const cashRegisterMovements = pgTable(
  'cash_register_movements',
  {
    ...shopRowColumns(),
    registerId: uuid('register_id').notNull(),
    kind: registerMovementKindEnum('kind').notNull(),
    method: registerMethodEnum('method').notNull(),
    /** Signed centavos: what the movement does to the expected amount (sangria < 0). */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    orderId: uuid('order_id'),
    orderNumber: integer('order_number'),
    /** The closing count of the drawer: how many of each note and coin, by centavos. */
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    /** Who did it (the operator's or the approving admin's email). */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cash_register_movements_register_idx').on(table.registerId, table.createdAt),
    shopPrimaryKey('cash_register_movements', table),
    sameShopReference('cash_register_movements', table, table.registerId, cashRegisters).onDelete(
      'cascade',
    ),
    sameShopReference('cash_register_movements', table, table.orderId, orders).onDelete('set null'),
  ],
);

/**
 * A counter sale whose provider tender (the shop's terminal, its provider's Pix) is still being
 * paid: the register it belongs to and the tenders the cashier already took. Not a ledger: the
 * row is removed when the sale completes (its ledger rows are written then) or is canceled.
 */
export const counterPendingSales = pgTable(
  'counter_pending_sales',
  {
    orderId: uuid('order_id').notNull(),
    establishmentId: establishmentIdColumn(),
    registerId: uuid('register_id').notNull(),
    /** The operator's email: the ledger's actor when the sale completes. */
    actor: text('actor').notNull(),
    /** Tenders the cashier took (cash, confirmed card or Pix), recorded with the provider's. */
    heldTenders: jsonb('held_tenders').$type<AppliedTender[]>().notNull(),
    /** What the provider is to charge. */
    dueMethod: registerMethodEnum('due_method').notNull(),
    dueCents: integer('due_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'counter_pending_sales_pkey',
      columns: [table.establishmentId, table.orderId],
    }),
    sameShopReference('counter_pending_sales', table, table.orderId, orders).onDelete('cascade'),
    sameShopReference('counter_pending_sales', table, table.registerId, cashRegisters).onDelete(
      'cascade',
    ),
  ],
);
