import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { formatCents } from '@comanda/shared';
import type {
  ChoiceGroup,
  ChoiceGroupData,
  ExtraData,
  IngredientData,
  Product,
  ProductData,
  ProductSummary,
  ProductToggle,
  IbsCbsCategoryType,
} from '@comanda/shared';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import {
  categories,
  choiceGroups,
  choiceOptions,
  extras,
  ingredients,
  products,
} from './catalog.tables';
import { changedFields, recordAudit, type Auditor } from '../audit';
import { assertOwnImages } from '../uploads';
import { byName, imageField, invalidField, productNotFound } from './catalog-helpers';
import { planSync } from './sync-plan';

export interface ProductFilters {
  search?: string | undefined;
  categoryId?: string | undefined;
  active?: boolean | undefined;
  featured?: boolean | undefined;
}

const summaryColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  active: products.active,
  featured: products.featured,
  categoryId: products.categoryId,
  categoryName: categories.name,
  code: products.code,
  translations: products.translations,
  tags: products.tags,
};

/** The NFC-e fields of a product (decision 031): optional while the shop does not emit. */
const fiscalColumns = {
  ncm: products.ncm,
  cfop: products.cfop,
  taxCode: products.taxCode,
  origin: products.origin,
  fiscalUnit: products.fiscalUnit,
  ibsCbsClass: products.ibsCbsClass,
};

const ofEstablishment = (establishmentId: string, id: string) =>
  and(eq(products.establishmentId, establishmentId), eq(products.id, id));

/** `%` and `_` typed by the admin are letters to find, not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersToSql(establishmentId: string, filters: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.establishmentId, establishmentId)];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)));
  }
  if (filters.categoryId) conditions.push(eq(products.categoryId, filters.categoryId));
  if (filters.active !== undefined) conditions.push(eq(products.active, filters.active));
  if (filters.featured !== undefined) conditions.push(eq(products.featured, filters.featured));
  return and(...conditions);
}

/** The admin list, by name; search looks in names and descriptions. */
export async function listProducts(
  db: Executor,
  establishmentId: string,
  filters: ProductFilters = {},
): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(filtersToSql(establishmentId, filters));
  return rows.sort(byName);
}

export async function getProduct(
  db: Executor,
  establishmentId: string,
  id: string,
): Promise<Product> {
  if (!isId(id)) throw productNotFound();
  const [summary] = await db
    .select({ ...summaryColumns, ...fiscalColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(ofEstablishment(establishmentId, id));
  if (!summary) throw productNotFound();
  const [extraRows, ingredientRows] = await Promise.all([
    db
      .select({
        id: extras.id,
        name: extras.name,
        priceCents: extras.priceCents,
        active: extras.active,
        translations: extras.translations,
      })
      .from(extras)
      .where(and(eq(extras.establishmentId, establishmentId), eq(extras.productId, id))),
    db
      .select({
        id: ingredients.id,
        name: ingredients.name,
        translations: ingredients.translations,
      })
      .from(ingredients)
      .where(and(eq(ingredients.establishmentId, establishmentId), eq(ingredients.productId, id))),
  ]);
  return {
    ...summary,
    extras: extraRows.sort(byName),
    ingredients: ingredientRows.sort(byName),
    choiceGroups: await readChoiceGroups(db, establishmentId, id),
  };
}

/** The product's choice groups and their options, in display order. */
async function readChoiceGroups(
  db: Executor,
  establishmentId: string,
  productId: string,
): Promise<ChoiceGroup[]> {
  const groups = await db
    .select({
      id: choiceGroups.id,
      name: choiceGroups.name,
      minChoices: choiceGroups.minChoices,
      maxChoices: choiceGroups.maxChoices,
      translations: choiceGroups.translations,
    })
    .from(choiceGroups)
    .where(
      and(eq(choiceGroups.establishmentId, establishmentId), eq(choiceGroups.productId, productId)),
    )
    .orderBy(asc(choiceGroups.position));
  if (groups.length === 0) return [];
  const options = await db
    .select({
      id: choiceOptions.id,
      groupId: choiceOptions.groupId,
      productId: choiceOptions.optionProductId,
      name: choiceOptions.name,
      productName: products.name,
      priceCents: choiceOptions.priceCents,
      translations: choiceOptions.translations,
    })
    .from(choiceOptions)
    .leftJoin(products, eq(products.id, choiceOptions.optionProductId))
    .where(
      and(
        eq(choiceOptions.establishmentId, establishmentId),
        inArray(
          choiceOptions.groupId,
          groups.map((group) => group.id),
        ),
      ),
    )
    .orderBy(asc(choiceOptions.position));
  return groups.map((group) => ({
    ...group,
    options: options
      .filter((option) => option.groupId === group.id)
      .map(({ groupId: _groupId, ...option }) => option),
  }));
}

/** Whether a product or category of any shop shows this image (for ImageUsagePort). */
export async function isCatalogImage(db: Executor, url: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.imageUrl, url))
    .limit(1);
  if (product) return true;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.imageUrl, url))
    .limit(1);
  return category !== undefined;
}

/** The product, its extras and its ingredients are written together or not at all. */
export async function createProduct(
  db: Database,
  establishmentId: string,
  data: ProductData,
): Promise<Product> {
  return db.transaction(async (tx) => {
    await assertOwnCategory(tx, establishmentId, data.categoryId);
    await assertFreeCode(tx, establishmentId, data.code, null);
    await assertOwnImages(tx, establishmentId, [imageField(data.imageUrl, null)]);
    const {
      extras: extraList,
      ingredients: ingredientList,
      choiceGroups: groups,
      ...fields
    } = data;
    const [row] = await tx
      .insert(products)
      .values({ ...fields, establishmentId })
      .returning({ id: products.id });
    await syncExtras(tx, establishmentId, row!.id, extraList);
    await syncIngredients(tx, establishmentId, row!.id, ingredientList);
    await syncChoiceGroups(tx, establishmentId, row!.id, groups);
    return getProduct(tx, establishmentId, row!.id);
  });
}

/** A product's NFC-e codes, as its fiscal data change reads them. */
const fiscalCodesOf = (
  product: Pick<ProductData, 'ncm' | 'cfop' | 'taxCode' | 'origin' | 'fiscalUnit' | 'ibsCbsClass'>,
) => ({
  ncm: product.ncm ?? null,
  cfop: product.cfop ?? null,
  taxCode: product.taxCode ?? null,
  origin: product.origin ?? null,
  fiscalUnit: product.fiscalUnit ?? null,
  ibsCbsClass: product.ibsCbsClass ?? null,
});

export async function updateProduct(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  id: string,
  data: ProductData,
): Promise<Product> {
  if (!isId(id)) throw productNotFound();
  return db.transaction(async (tx) => {
    // Locking the row makes two saves of one product run one after the other, so their
    // extras and ingredients never interleave.
    const [locked] = await tx
      .select({
        id: products.id,
        imageUrl: products.imageUrl,
        name: products.name,
        priceCents: products.priceCents,
        ncm: products.ncm,
        cfop: products.cfop,
        taxCode: products.taxCode,
        origin: products.origin,
        fiscalUnit: products.fiscalUnit,
        ibsCbsClass: products.ibsCbsClass,
      })
      .from(products)
      .where(ofEstablishment(establishmentId, id))
      .for('update');
    if (!locked) throw productNotFound();
    // So are its fiscal codes (NCM, CFOP, CSOSN/CST, origem, unidade): only those that changed.
    const fiscal = changedFields(fiscalCodesOf(locked), fiscalCodesOf(data));
    if (fiscal) {
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'fiscal.change',
        subject: data.name,
        ...fiscal,
      });
    }
    if (locked.priceCents !== data.priceCents) {
      // A price change goes to the audit log with the save (issue 32).
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'price.change',
        subject: data.name,
        before: formatCents(locked.priceCents),
        after: formatCents(data.priceCents),
      });
    }
    await assertOwnCategory(tx, establishmentId, data.categoryId);
    await assertFreeCode(tx, establishmentId, data.code, id);
    await assertOwnImages(tx, establishmentId, [imageField(data.imageUrl, locked.imageUrl)]);
    const {
      extras: extraList,
      ingredients: ingredientList,
      choiceGroups: groups,
      ...fields
    } = data;
    await tx.update(products).set(fields).where(ofEstablishment(establishmentId, id));
    await syncExtras(tx, establishmentId, id, extraList);
    await syncIngredients(tx, establishmentId, id, ingredientList);
    await syncChoiceGroups(tx, establishmentId, id, groups);
    return getProduct(tx, establishmentId, id);
  });
}

/** The list's quick switches: active and featured. */
export async function toggleProduct(
  db: Executor,
  establishmentId: string,
  id: string,
  changes: ProductToggle,
): Promise<Product> {
  if (!isId(id)) throw productNotFound();
  const [row] = await db
    .update(products)
    .set(changes)
    .where(ofEstablishment(establishmentId, id))
    .returning({ id: products.id });
  if (!row) throw productNotFound();
  return getProduct(db, establishmentId, id);
}

/** Past orders keep their snapshot (names, prices); their link to the product becomes null. */
export async function deleteProduct(
  db: Executor,
  establishmentId: string,
  id: string,
): Promise<void> {
  if (!isId(id)) throw productNotFound();
  const deleted = await db
    .delete(products)
    .where(ofEstablishment(establishmentId, id))
    .returning({ id: products.id });
  if (deleted.length === 0) throw productNotFound();
}

/** Another shop's category is as unknown as a missing one. */
async function assertOwnCategory(db: Executor, establishmentId: string, categoryId: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.establishmentId, establishmentId), eq(categories.id, categoryId)));
  if (!row) throw invalidField('categoryId', 'Categoria não encontrada');
}

async function syncExtras(
  tx: Executor,
  establishmentId: string,
  productId: string,
  items: ExtraData[],
): Promise<void> {
  const owned = and(eq(extras.establishmentId, establishmentId), eq(extras.productId, productId));
  const existing = await tx.select({ id: extras.id }).from(extras).where(owned);
  const plan = planSync(existing, items, { path: 'extras', unknown: 'Adicional não encontrado' });
  await tx.delete(extras).where(and(owned, notInArray(extras.id, plan.keptIds)));
  for (const { id, ...fields } of plan.updates) {
    await tx
      .update(extras)
      .set(fields)
      .where(and(owned, eq(extras.id, id)));
  }
  if (plan.inserts.length > 0) {
    await tx
      .insert(extras)
      .values(
        plan.inserts.map(({ id: _id, ...fields }) => ({ ...fields, establishmentId, productId })),
      );
  }
}

async function syncIngredients(
  tx: Executor,
  establishmentId: string,
  productId: string,
  items: IngredientData[],
): Promise<void> {
  const owned = and(
    eq(ingredients.establishmentId, establishmentId),
    eq(ingredients.productId, productId),
  );
  const existing = await tx.select({ id: ingredients.id }).from(ingredients).where(owned);
  const plan = planSync(existing, items, {
    path: 'ingredients',
    unknown: 'Ingrediente não encontrado',
  });
  await tx.delete(ingredients).where(and(owned, notInArray(ingredients.id, plan.keptIds)));
  for (const { id, ...fields } of plan.updates) {
    await tx
      .update(ingredients)
      .set(fields)
      .where(and(owned, eq(ingredients.id, id)));
  }
  if (plan.inserts.length > 0) {
    await tx
      .insert(ingredients)
      .values(
        plan.inserts.map(({ id: _id, ...fields }) => ({ ...fields, establishmentId, productId })),
      );
  }
}

/**
 * Refuses an option id that is not one of the product's options (another product's or shop's
 * reads as unknown) and a product offered as its own option; returns the options' products.
 */
async function checkChoiceOptionIds(
  tx: Executor,
  establishmentId: string,
  productId: string,
  groups: ChoiceGroupData[],
  existingGroupIds: string[],
): Promise<Set<string>> {
  const existingOptions = existingGroupIds.length
    ? await tx
        .select({ id: choiceOptions.id })
        .from(choiceOptions)
        .where(
          and(
            eq(choiceOptions.establishmentId, establishmentId),
            inArray(choiceOptions.groupId, existingGroupIds),
          ),
        )
    : [];
  const existingOptionIds = new Set(existingOptions.map((option) => option.id));
  const optionProductIds = new Set<string>();
  groups.forEach((group, g) =>
    group.options.forEach((option, o) => {
      const at = `choiceGroups.${g}.options.${o}`;
      if (option.id && !existingOptionIds.has(option.id)) {
        throw invalidField(`${at}.id`, 'Opção não encontrada');
      }
      if (option.productId?.toLowerCase() === productId) {
        throw invalidField(`${at}.productId`, 'Um produto não pode ser opção de si mesmo');
      }
      if (option.productId) optionProductIds.add(option.productId.toLowerCase());
    }),
  );
  return optionProductIds;
}

/** Refuses an option naming a product that is not this shop's. */
async function checkOptionProductsOwned(
  tx: Executor,
  establishmentId: string,
  groups: ChoiceGroupData[],
  optionProductIds: Set<string>,
): Promise<void> {
  if (optionProductIds.size === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.establishmentId, establishmentId),
        inArray(products.id, [...optionProductIds]),
      ),
    );
  const own = new Set(found.map((row) => row.id));
  groups.forEach((group, g) =>
    group.options.forEach((option, o) => {
      if (option.productId && !own.has(option.productId.toLowerCase())) {
        throw invalidField(
          `choiceGroups.${g}.options.${o}.productId`,
          'Produto da opção não encontrado',
        );
      }
    }),
  );
}

/** Writes the groups and their options in the form's order, keeping the ids it sent. */
async function insertChoiceGroups(
  tx: Executor,
  establishmentId: string,
  productId: string,
  groups: ChoiceGroupData[],
): Promise<void> {
  const withIds = groups.map((group) => ({ ...group, id: group.id ?? randomUUID() }));
  await tx.insert(choiceGroups).values(
    withIds.map((group, position) => ({
      id: group.id,
      establishmentId,
      productId,
      name: group.name,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      translations: group.translations,
      position,
    })),
  );
  await tx.insert(choiceOptions).values(
    withIds.flatMap((group) =>
      group.options.map((option, position) => ({
        ...(option.id ? { id: option.id } : {}),
        establishmentId,
        groupId: group.id,
        optionProductId: option.productId,
        name: option.name,
        priceCents: option.priceCents,
        translations: option.translations,
        position,
      })),
    ),
  );
}

/**
 * Replaces the product's choice groups with the form's list, keeping the ids the form sent
 * (they must be this product's: another product's or shop's id is refused, like extras'), so
 * a kiosk's cart made before the save still names the same options. Every product option
 * must be another product of this shop: another shop's product reads as unknown.
 */
async function syncChoiceGroups(
  tx: Executor,
  establishmentId: string,
  productId: string,
  groups: ChoiceGroupData[],
): Promise<void> {
  const ownedGroups = and(
    eq(choiceGroups.establishmentId, establishmentId),
    eq(choiceGroups.productId, productId),
  );
  const existingGroups = await tx
    .select({ id: choiceGroups.id })
    .from(choiceGroups)
    .where(ownedGroups);
  planSync(existingGroups, groups, { path: 'choiceGroups', unknown: 'Grupo não encontrado' });
  const optionProductIds = await checkChoiceOptionIds(
    tx,
    establishmentId,
    productId,
    groups,
    existingGroups.map((group) => group.id),
  );
  await checkOptionProductsOwned(tx, establishmentId, groups, optionProductIds);

  // Options go with their groups (cascade); kept ids are written again in the new order.
  await tx.delete(choiceGroups).where(ownedGroups);
  if (groups.length === 0) return;
  await insertChoiceGroups(tx, establishmentId, productId, groups);
}

/** The category name of each of the shop's products, for reports that sum sales by category. */
export async function productCategoryNames(
  db: Executor,
  establishmentId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ productId: products.id, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.establishmentId, establishmentId));
  return new Map(rows.map((row) => [row.productId, row.category]));
}

/** The fiscal fields (NFC-e) of some of the shop's products, by product id; blanks as null. */
export async function productsFiscalFields(db: Executor, establishmentId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, ProductFiscalFields>();
  const rows = await db
    .select({
      id: products.id,
      ncm: products.ncm,
      cfop: products.cfop,
      taxCode: products.taxCode,
      origin: products.origin,
      fiscalUnit: products.fiscalUnit,
      ibsCbsClass: products.ibsCbsClass,
      categoryType: categories.type,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.establishmentId, establishmentId), inArray(products.id, ids)));
  return new Map(rows.map(({ id, ...fields }) => [id, fields]));
}

export interface ProductFiscalFields {
  ncm: string | null;
  cfop: string | null;
  taxCode: string | null;
  origin: number | null;
  fiscalUnit: string | null;
  ibsCbsClass: string | null;
  /** The product's category type: the IBS/CBS default when ibsCbsClass is null. */
  categoryType: IbsCbsCategoryType;
}

/** A scanner's code picks one product: refuse a code another product of the shop has. */
async function assertFreeCode(
  tx: Transaction,
  establishmentId: string,
  code: string | null,
  productId: string | null,
): Promise<void> {
  if (!code) return;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.establishmentId, establishmentId), eq(products.code, code)));
  if (taken && taken.id !== productId) {
    const message = 'Código já usado por outro produto';
    throw new AppError('CONFLICT', message, [{ path: 'code', message }]);
  }
}

/**
 * The shop's products whose code is one of `codes`, by code (any state: a marketplace's sale
 * of a product hidden in Comanda is still that product). How a marketplace's item, whose
 * external code is the product's code, finds its product.
 */
export async function productsByCode(
  db: Executor,
  establishmentId: string,
  codes: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, code: products.code })
    .from(products)
    .where(and(eq(products.establishmentId, establishmentId), inArray(products.code, [...codes])));
  return new Map(rows.map((row) => [row.code!, { id: row.id, name: row.name }]));
}
