import { stockMovementKinds } from '@comanda/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { extras, ingredients, products } from '../catalog/catalog.tables';
import { orderItems, orders } from '../orders/orders.tables';
import {
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

export const stockUnitEnum = pgEnum('stock_unit', ['un', 'kg', 'g', 'l', 'ml']);
export const stockMovementKindEnum = pgEnum('stock_movement_kind', stockMovementKinds);

/**
 * What a shop keeps: ingredients, packaging, resale items. Quantities are thousandths of the
 * unit (decision 018). `level_milli` is the running sum of the item's movements, written only
 * together with a movement (stock.service `recordMovements`), and the row every stock change
 * locks: it is a cache of the ledger, never edited on its own.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    ...shopRowColumns(),
    name: text('name').notNull(),
    unit: stockUnitEnum('unit').notNull(),
    /** Weighted average cost of one whole unit, in centavos; moved by each purchase. */
    costCents: integer('cost_cents').notNull().default(0),
    minimumMilli: integer('minimum_milli').notNull().default(0),
    levelMilli: integer('level_milli').notNull().default(0),
    /** 'Esgotado' by hand (decision 069): every product and extra using it is out. */
    soldOutMarked: boolean('sold_out_marked').notNull().default(false),
    /** When that mark ends by itself; null: until undone. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_items_establishment_name_idx').on(table.establishmentId, table.name),
    check('stock_items_level_not_negative', sql`${table.levelMilli} >= 0`),
    shopPrimaryKey('stock_items', table),
  ],
);

/** The append-only ledger: one row per change of one item's level, with who, when and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...shopRowColumns(),
    stockItemId: uuid('stock_item_id').notNull(),
    kind: stockMovementKindEnum('kind').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    levelAfterMilli: integer('level_after_milli').notNull(),
    /** What the movement is worth: a purchase line's cost, a sale at the average cost (CMV). */
    costCents: integer('cost_cents'),
    reason: text('reason'),
    orderId: uuid('order_id'),
    /**
     * The order line a sale (or its return) was for: what each product sold cost, with its
     * extras and add-ons, for the CMV by product (decision 038).
     */
    orderItemId: uuid('order_item_id'),
    /** The suppliers module's purchase (no foreign key: that table is another module's). */
    purchaseId: uuid('purchase_id'),
    userName: text('user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_establishment_created_idx').on(table.establishmentId, table.createdAt),
    index('stock_movements_item_idx').on(table.stockItemId),
    index('stock_movements_order_idx').on(table.orderId),
    index('stock_movements_order_item_idx').on(table.orderItemId),
    shopPrimaryKey('stock_movements', table),
    sameShopReference('stock_movements', table, table.stockItemId, stockItems).onDelete('cascade'),
    sameShopReference('stock_movements', table, table.orderId, orders).onDelete('set null'),
    sameShopReference('stock_movements', table, table.orderItemId, orderItems).onDelete('set null'),
  ],
);

/**
 * Ficha técnica: one unit of a product, or one chosen extra, consumes `quantity_milli` of a
 * stock item. A line linked to one of the product's ingredients is skipped when the customer
 * removes that ingredient ("Sem cebola").
 */
export const recipeLines = pgTable(
  'recipe_lines',
  {
    ...shopRowColumns(),
    productId: uuid('product_id'),
    extraId: uuid('extra_id'),
    ingredientId: uuid('ingredient_id'),
    stockItemId: uuid('stock_item_id').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
  },
  (table) => [
    index('recipe_lines_product_idx').on(table.productId),
    index('recipe_lines_extra_idx').on(table.extraId),
    index('recipe_lines_stock_item_idx').on(table.stockItemId),
    check(
      'recipe_lines_product_xor_extra',
      sql`(${table.productId} is null) <> (${table.extraId} is null)`,
    ),
    shopPrimaryKey('recipe_lines', table),
    sameShopReference('recipe_lines', table, table.productId, products).onDelete('cascade'),
    sameShopReference('recipe_lines', table, table.extraId, extras).onDelete('cascade'),
    sameShopReference('recipe_lines', table, table.ingredientId, ingredients).onDelete('set null'),
    sameShopReference('recipe_lines', table, table.stockItemId, stockItems).onDelete('cascade'),
  ],
);
