import { and, asc, eq } from 'drizzle-orm';
import {
  addonsCategoryName,
  translationLanguages,
  type CategoryTranslations,
  type CategoryType,
  type KioskChoiceGroup,
  type KioskMenu,
  type KioskProduct,
  type NameTranslations,
  type ProductTranslations,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { markHolds } from './availability.service';
import { byName, byPositionThenName } from './catalog-helpers';
import {
  categories,
  choiceGroups,
  choiceOptions,
  extras,
  ingredientOutages,
  ingredients,
  products,
} from './catalog.tables';

interface MenuCategory {
  id: string;
  name: string;
  imageUrl: string | null;
  type: CategoryType;
  position: number;
  translations: CategoryTranslations;
}

const isAddonsCategory = (category: MenuCategory) =>
  category.name.trim().toLocaleLowerCase('pt-BR') === addonsCategoryName.toLocaleLowerCase('pt-BR');

/**
 * SPEC §7 "Kiosk reads": the category list shows no `pdv` type and no category named like pdv
 * ("PDV balcão") or Adicionais, whose products the kiosk offers as add-ons instead.
 */
export const isKioskCategory = (category: MenuCategory) =>
  category.type !== 'pdv' && !/pdv/i.test(category.name) && !isAddonsCategory(category);

/**
 * Everything the kiosk shows for one establishment, in six queries whatever the menu's
 * size. Only active rows of active categories; every product list is ordered by name.
 */
export async function kioskMenu(db: Executor, establishmentId: string): Promise<KioskMenu> {
  return (await kioskMenuRead(db, establishmentId)).menu;
}

/** The kiosk's menu at `now`, and when it changes by itself next (a mark's end; decision 069). */
export async function kioskMenuRead(
  db: Executor,
  establishmentId: string,
  now = new Date(),
): Promise<{ menu: KioskMenu; changesAt: Date | null }> {
  const { menu, changesAt } = await menuFor(db, establishmentId, isKioskCategory, now);
  return { menu, changesAt };
}

/**
 * What the counter (PDV) sells: the kiosk's menu plus the `pdv` categories the kiosk hides,
 * and the products' scanner codes. Same rows, same prices: PDV orders are priced from it.
 */
export async function counterMenu(
  db: Executor,
  establishmentId: string,
  now = new Date(),
): Promise<{ menu: KioskMenu; codes: Record<string, string>; changesAt: Date | null }> {
  return menuFor(db, establishmentId, (category) => !isAddonsCategory(category), now);
}

/**
 * The one computation of what is available (decision 069), shared by the kiosk, the online
 * menu, the PDV and the marketplace sync: a product is out when marked by hand (mark not
 * ended), out by stock, or stopped by an ingredient marked out; an extra or a free-text option
 * marked out, or stopped by an ingredient, is left out; a product option follows its product;
 * a combo whose required group has too few options left is out too.
 */
async function menuFor(
  db: Executor,
  establishmentId: string,
  shown: (category: MenuCategory) => boolean,
  now: Date,
): Promise<{ menu: KioskMenu; codes: Record<string, string>; changesAt: Date | null }> {
  const [categoryRows, markedProducts, markedExtras, ingredientRows, groupRows, markedOptions] =
    await Promise.all([
      activeCategories(db, establishmentId),
      activeProducts(db, establishmentId),
      activeExtras(db, establishmentId),
      allIngredients(db, establishmentId),
      allChoiceGroups(db, establishmentId),
      allChoiceOptions(db, establishmentId),
    ]);
  const outages = await currentOutages(db, establishmentId, now);
  const marks = new MarkClock(now);
  const productRows = markedProducts.map(
    ({ soldOutMarked, soldOutUntil, soldOutByStock, ...row }) => ({
      ...row,
      soldOut:
        soldOutByStock ||
        marks.holds(soldOutMarked, soldOutUntil) ||
        marks.stoppedBy(outages.products.get(row.id)),
    }),
  );
  const extraRows = markedExtras
    .filter(
      (extra) =>
        !marks.holds(extra.soldOutMarked, extra.soldOutUntil) &&
        !marks.stoppedBy(outages.extras.get(extra.id)),
    )
    .map(({ soldOutMarked: _marked, soldOutUntil: _until, ...extra }) => extra);
  // Built field by field into the menu, so its mark's columns go no further.
  const optionRows = markedOptions.filter(
    (option) => !marks.holds(option.soldOutMarked, option.soldOutUntil),
  );
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const extrasOf = groupByProduct(extraRows);
  const ingredientsOf = groupByProduct(ingredientRows);
  const choiceGroupsOf = choiceGroupsByProduct(groupRows, optionRows, productRows);
  const codes: Record<string, string> = {};
  const menuProducts = productRows
    .filter((product) => categoryById.has(product.categoryId))
    .map(({ code, ...product }) => {
      if (code) codes[product.id] = code;
      const choiceGroups = choiceGroupsOf.get(product.id) ?? [];
      return {
        ...product,
        // A combo whose required group has too few options left (its drinks sold out)
        // cannot be chosen right: 'Esgotado' too.
        soldOut:
          product.soldOut || choiceGroups.some((group) => group.options.length < group.minChoices),
        extras: extrasOf.get(product.id) ?? [],
        ingredients: ingredientsOf.get(product.id) ?? [],
        choiceGroups,
      };
    })
    .sort(byName);
  const inCategory = (test: (category: MenuCategory) => boolean) =>
    menuProducts.filter((product) => test(categoryById.get(product.categoryId)!));

  // A category with no product to order (none active, or all sold out) would show empty.
  const orderable = new Set(
    menuProducts.filter((product) => !product.soldOut).map((product) => product.categoryId),
  );
  const menu = {
    categories: categoryRows
      .filter((category) => shown(category) && orderable.has(category.id))
      .sort(byPositionThenName),
    products: inCategory(shown),
    addonProducts: inCategory(isAddonsCategory),
    drinks: inCategory((category) => category.type === 'bebida'),
    desserts: inCategory((category) => category.type === 'sobremesa'),
  };
  return { menu, codes, changesAt: marks.changesAt };
}

/**
 * Judges marks at one instant and remembers the earliest end among those that hold: the
 * moment this menu changes by itself (the menu cache's expiry, the kiosks' notice).
 */
class MarkClock {
  changesAt: Date | null = null;
  constructor(private readonly now: Date) {}

  holds(marked: boolean, until: Date | null): boolean {
    const holds = markHolds(marked, until, this.now);
    if (holds && until && (!this.changesAt || until < this.changesAt)) this.changesAt = until;
    return holds;
  }

  /** Whether an ingredient outage stops it: any of its outages, the latest end counting. */
  stoppedBy(untils: (Date | null)[] | undefined): boolean {
    if (!untils?.length) return false;
    const end = untils.includes(null)
      ? null
      : new Date(Math.max(...untils.map((until) => until!.getTime())));
    return this.holds(true, end);
  }
}

/** The shop's ingredient outages that hold at `now`, by product and by extra (their ends). */
async function currentOutages(db: Executor, establishmentId: string, now: Date) {
  const rows = await db
    .select({
      productId: ingredientOutages.productId,
      extraId: ingredientOutages.extraId,
      until: ingredientOutages.until,
    })
    .from(ingredientOutages)
    .where(eq(ingredientOutages.establishmentId, establishmentId));
  const products = new Map<string, (Date | null)[]>();
  const extras = new Map<string, (Date | null)[]>();
  for (const row of rows) {
    if (row.until && row.until <= now) continue;
    const [map, id] = row.productId ? [products, row.productId] : [extras, row.extraId!];
    map.set(id, [...(map.get(id) ?? []), row.until]);
  }
  return { products, extras };
}

/** Child rows by product id, without the id (the kiosk gets them nested), order kept. */
function groupByProduct<T extends { productId: string }>(rows: T[]) {
  const groups = new Map<string, Omit<T, 'productId'>[]>();
  for (const { productId, ...row } of rows) {
    const group = groups.get(productId) ?? [];
    group.push(row);
    groups.set(productId, group);
  }
  return groups;
}

/**
 * Each product's choice groups, options in the admin's order. A product option shows its
 * product's current name (and translated names) and picture, and is left out while that product is inactive or sold
 * out (whatever its category: a combo may offer drinks of a hidden category).
 */
function choiceGroupsByProduct(
  groupRows: Awaited<ReturnType<typeof allChoiceGroups>>,
  optionRows: Awaited<ReturnType<typeof allChoiceOptions>>,
  productRows: {
    id: string;
    name: string;
    imageUrl: string | null;
    soldOut: boolean;
    translations: ProductTranslations;
  }[],
): Map<string, KioskChoiceGroup[]> {
  const available = new Map(
    productRows.filter((product) => !product.soldOut).map((product) => [product.id, product]),
  );
  const optionsOf = new Map<string, KioskChoiceGroup['options']>();
  for (const option of optionRows) {
    const product = option.optionProductId ? available.get(option.optionProductId) : undefined;
    if (option.optionProductId && !product) continue;
    const options = optionsOf.get(option.groupId) ?? [];
    options.push({
      id: option.id,
      name: product?.name ?? option.name ?? '',
      priceCents: option.priceCents,
      productId: option.optionProductId,
      imageUrl: product?.imageUrl ?? null,
      translations: product ? productNameTranslations(product.translations) : option.translations,
    });
    optionsOf.set(option.groupId, options);
  }
  const groups = new Map<string, KioskChoiceGroup[]>();
  for (const { productId, position: _position, ...group } of groupRows) {
    const list = groups.get(productId) ?? [];
    list.push({ ...group, options: optionsOf.get(group.id) ?? [] });
    groups.set(productId, list);
  }
  return groups;
}

/** A product's translated names without its descriptions: how a product option is named. */
function productNameTranslations(translations: ProductTranslations): NameTranslations {
  const names: NameTranslations = {};
  for (const language of translationLanguages) {
    const name = translations[language]?.name;
    if (name) names[language] = { name };
  }
  return names;
}

function allChoiceGroups(db: Executor, establishmentId: string) {
  return db
    .select({
      id: choiceGroups.id,
      productId: choiceGroups.productId,
      name: choiceGroups.name,
      minChoices: choiceGroups.minChoices,
      maxChoices: choiceGroups.maxChoices,
      position: choiceGroups.position,
      translations: choiceGroups.translations,
    })
    .from(choiceGroups)
    .where(eq(choiceGroups.establishmentId, establishmentId))
    .orderBy(asc(choiceGroups.productId), asc(choiceGroups.position));
}

function allChoiceOptions(db: Executor, establishmentId: string) {
  return db
    .select({
      id: choiceOptions.id,
      groupId: choiceOptions.groupId,
      optionProductId: choiceOptions.optionProductId,
      name: choiceOptions.name,
      priceCents: choiceOptions.priceCents,
      translations: choiceOptions.translations,
      soldOutMarked: choiceOptions.soldOutMarked,
      soldOutUntil: choiceOptions.soldOutUntil,
    })
    .from(choiceOptions)
    .where(eq(choiceOptions.establishmentId, establishmentId))
    .orderBy(asc(choiceOptions.groupId), asc(choiceOptions.position));
}

function activeCategories(db: Executor, establishmentId: string): Promise<MenuCategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      imageUrl: categories.imageUrl,
      type: categories.type,
      position: categories.position,
      translations: categories.translations,
    })
    .from(categories)
    .where(and(eq(categories.establishmentId, establishmentId), eq(categories.active, true)));
}

function activeProducts(
  db: Executor,
  establishmentId: string,
): Promise<
  (Omit<KioskProduct, 'extras' | 'ingredients' | 'choiceGroups' | 'soldOut'> & {
    code: string | null;
    soldOutMarked: boolean;
    soldOutUntil: Date | null;
    soldOutByStock: boolean;
  })[]
> {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      name: products.name,
      description: products.description,
      translations: products.translations,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
      featured: products.featured,
      soldOutMarked: products.soldOutMarked,
      soldOutUntil: products.soldOutUntil,
      soldOutByStock: products.soldOutByStock,
      tags: products.tags,
      code: products.code,
    })
    .from(products)
    .where(and(eq(products.establishmentId, establishmentId), eq(products.active, true)));
}

async function activeExtras(db: Executor, establishmentId: string) {
  const rows = await db
    .select({
      id: extras.id,
      productId: extras.productId,
      name: extras.name,
      priceCents: extras.priceCents,
      translations: extras.translations,
      soldOutMarked: extras.soldOutMarked,
      soldOutUntil: extras.soldOutUntil,
    })
    .from(extras)
    .where(and(eq(extras.establishmentId, establishmentId), eq(extras.active, true)));
  return rows.sort(byName);
}

async function allIngredients(db: Executor, establishmentId: string) {
  const rows = await db
    .select({
      id: ingredients.id,
      productId: ingredients.productId,
      name: ingredients.name,
      translations: ingredients.translations,
    })
    .from(ingredients)
    .where(eq(ingredients.establishmentId, establishmentId));
  return rows.sort(byName);
}
