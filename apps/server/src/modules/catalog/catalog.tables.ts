import { sql } from 'drizzle-orm';
import {
  smallint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CategoryTranslations, NameTranslations, ProductTranslations } from '@comanda/shared';
import type { ProductTag } from '@comanda/shared';
import {
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

/**
 * `bebida` and `sobremesa` feed the kiosk's drink and dessert steps; `pdv` categories are for
 * the point of sale only. Values keep the spec's words: they are domain vocabulary.
 */
export const categoryTypeEnum = pgEnum('category_type', ['regular', 'bebida', 'sobremesa', 'pdv']);

export const categories = pgTable(
  'categories',
  {
    ...shopRowColumns(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    type: categoryTypeEnum('type').notNull().default('regular'),
    position: integer('position').notNull().default(0),
    /** The name in the kiosk's other languages, `{ en: { name } }` (ADR 027). */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('categories_establishment_position_idx').on(table.establishmentId, table.position),
    // One category per name in a shop, whatever its case and spaces (a duplicate showed empty
    // on the kiosk). The service checks first with pt-BR case folding; this catches races.
    uniqueIndex('categories_establishment_name_unique').on(
      table.establishmentId,
      sql`lower(regexp_replace(btrim(${table.name}), '[[:space:]]+', ' ', 'g'))`,
    ),
    shopPrimaryKey('categories', table),
  ],
);

export const products = pgTable(
  'products',
  {
    ...shopRowColumns(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    /** 'Esgotado' by an admin's choice. */
    soldOutMarked: boolean('sold_out_marked').notNull().default(false),
    /** When a mark by hand ends by itself ("por 2 h", "até amanhã"); null: until undone (ADR 069). */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** 'Esgotado' because stock cannot cover one more unit (kept by the stock module). */
    soldOutByStock: boolean('sold_out_by_stock').notNull().default(false),
    /** What a barcode scanner types at the counter (PDV); unique in the shop. */
    code: text('code'),
    /** NFC-e: NCM (8 digits), CFOP (4), CSOSN or CST, origem (0-8), commercial unit. */
    ncm: text('ncm'),
    cfop: text('cfop'),
    taxCode: text('tax_code'),
    origin: smallint('origin'),
    fiscalUnit: text('fiscal_unit'),
    /** IBS/CBS cClassTrib (decision 060; its CST is the first 3 digits); null: by category. */
    ibsCbsClass: text('ibs_cbs_class'),
    /** Name and description in the kiosk's other languages (ADR 027); blank ones absent. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Allergen and dietary tags (`productTags` of @comanda/shared), in that list's order. */
    tags: text('tags').array().$type<ProductTag[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_establishment_category_name_idx').on(
      table.establishmentId,
      table.categoryId,
      table.name,
    ),
    uniqueIndex('products_establishment_code_key').on(table.establishmentId, table.code),
    shopPrimaryKey('products', table),
    sameShopReference('products', table, table.categoryId, categories).onDelete('restrict'),
  ],
);

/** The name in the kiosk's other languages, `{ en: { name } }` (ADR 027). */
const nameTranslationsColumn = () =>
  jsonb('translations').$type<NameTranslations>().notNull().default({});

/** 'Esgotado' by hand, until a time or (null) until undone: decision 069. */
const soldOutMarkColumns = () => ({
  soldOutMarked: boolean('sold_out_marked').notNull().default(false),
  soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
});

/** A part of a product (extra, ingredient, choice group): its id, shop and product. */
const productPartColumns = () => ({
  ...shopRowColumns(),
  productId: uuid('product_id').notNull(),
});

/** Its keys, by shop (decision 054): the part's own, and its product's, going with it. */
const productPartKeys = (
  name: string,
  table: { establishmentId: AnyPgColumn; id: AnyPgColumn; productId: AnyPgColumn },
) => [
  shopPrimaryKey(name, table),
  sameShopReference(name, table, table.productId, products).onDelete('cascade'),
];

/** Paid extras of a product ("adicionais"), e.g. bacon +R$ 5,00. */
export const extras = pgTable(
  'extras',
  {
    ...productPartColumns(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    ...soldOutMarkColumns(),
    translations: nameTranslationsColumn(),
  },
  (table) => [
    index('extras_product_id_idx').on(table.productId),
    // The kiosk's menu reads a shop's extras by tenant: without it, every shop's rows.
    index('extras_establishment_id_idx').on(table.establishmentId),
    ...productPartKeys('extras', table),
  ],
);

/** Ingredients a customer may ask to remove ("Sem cebola"). */
export const ingredients = pgTable(
  'ingredients',
  {
    ...productPartColumns(),
    name: text('name').notNull(),
    translations: nameTranslationsColumn(),
  },
  (table) => [
    index('ingredients_product_id_idx').on(table.productId),
    index('ingredients_establishment_id_idx').on(table.establishmentId),
    ...productPartKeys('ingredients', table),
  ],
);

/**
 * Groups a customer chooses in ("Escolha a bebida": min 1, max 1; "Molhos": min 0, max 2). A
 * product with groups is a combo (its own price applies) or an item whose extras come in
 * groups; decision 026.
 */
export const choiceGroups = pgTable(
  'choice_groups',
  {
    ...productPartColumns(),
    name: text('name').notNull(),
    minChoices: integer('min_choices').notNull(),
    maxChoices: integer('max_choices').notNull(),
    position: integer('position').notNull(),
    translations: nameTranslationsColumn(),
  },
  (table) => [
    index('choice_groups_product_id_idx').on(table.productId),
    index('choice_groups_establishment_id_idx').on(table.establishmentId),
    ...productPartKeys('choice_groups', table),
  ],
);

/** An option of a group: a product of the same shop, or free text, with a price difference. */
export const choiceOptions = pgTable(
  'choice_options',
  {
    ...shopRowColumns(),
    groupId: uuid('group_id').notNull(),
    /** The product chosen (a drink); a deleted product takes its options with it. */
    optionProductId: uuid('option_product_id'),
    /** Free-text options only; a product option is named by its product. */
    name: text('name'),
    priceCents: integer('price_cents').notNull().default(0),
    position: integer('position').notNull(),
    /** A free-text option's own mark; a product option follows its product's availability. */
    ...soldOutMarkColumns(),
    translations: nameTranslationsColumn(),
  },
  (table) => [
    index('choice_options_group_id_idx').on(table.groupId),
    index('choice_options_establishment_id_idx').on(table.establishmentId),
    index('choice_options_option_product_id_idx').on(table.optionProductId),
    shopPrimaryKey('choice_options', table),
    sameShopReference('choice_options', table, table.groupId, choiceGroups).onDelete('cascade'),
    sameShopReference('choice_options', table, table.optionProductId, products).onDelete('cascade'),
  ],
);

/**
 * The stock module's read model of its ingredients marked 'Esgotado' by hand (decision 069):
 * one row per product or extra whose ficha técnica uses such an ingredient, with the mark's
 * end. Stock rebuilds a shop's rows whenever a mark or a ficha técnica changes; the menu reads
 * them without knowing stock's tables (catalog is the lower tier).
 */
export const ingredientOutages = pgTable(
  'ingredient_outages',
  {
    ...shopRowColumns(),
    /** The stock item marked out (stock's row: no foreign key across the tiers). */
    stockItemId: uuid('stock_item_id').notNull(),
    productId: uuid('product_id'),
    extraId: uuid('extra_id'),
    /** When the mark ends by itself; null: until the admin undoes it. */
    until: timestamp('until', { withTimezone: true }),
  },
  (table) => [
    shopPrimaryKey('ingredient_outages', table),
    sameShopReference('ingredient_outages', table, table.productId, products).onDelete('cascade'),
    sameShopReference('ingredient_outages', table, table.extraId, extras).onDelete('cascade'),
  ],
);
