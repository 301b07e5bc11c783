import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

export const suppliers = pgTable(
  'suppliers',
  {
    ...shopRowColumns(),
    name: text('name').notNull(),
    /** CPF or CNPJ without punctuation, upper case (alphanumeric CNPJ). */
    taxId: text('tax_id').notNull(),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    /** Inactive: kept with its purchases, offered for no new one. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('suppliers_establishment_tax_id_key').on(table.establishmentId, table.taxId),
    shopPrimaryKey('suppliers', table),
  ],
);

/** A purchase; its lines are the stock module's 'purchase' movements carrying its id. */
export const purchases = pgTable(
  'purchases',
  {
    ...shopRowColumns(),
    supplierId: uuid('supplier_id').notNull(),
    totalCents: integer('total_cents').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_establishment_created_idx').on(table.establishmentId, table.createdAt),
    shopPrimaryKey('purchases', table),
    sameShopReference('purchases', table, table.supplierId, suppliers).onDelete('restrict'),
  ],
);

/** What the shop owes for a purchase, per installment: finance's payables start here. */
export const purchaseInstallments = pgTable(
  'purchase_installments',
  {
    ...shopRowColumns(),
    purchaseId: uuid('purchase_id').notNull(),
    number: integer('number').notNull(),
    dueDate: date('due_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    index('purchase_installments_purchase_idx').on(table.purchaseId),
    shopPrimaryKey('purchase_installments', table),
    sameShopReference('purchase_installments', table, table.purchaseId, purchases).onDelete(
      'cascade',
    ),
  ],
);
