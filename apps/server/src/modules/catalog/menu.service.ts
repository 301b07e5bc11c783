import { and, eq, sql } from 'drizzle-orm';
import {
  addonsCategoryName,
  type CategoryType,
  type KioskMenu,
  type KioskProduct,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { byName, byPositionThenName } from './catalog-helpers';
import { categories, extras, ingredients, products } from './catalog.tables';

interface MenuCategory {
  id: string;
  name: string;
  imageUrl: string | null;
  type: CategoryType;
  position: number;
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
 * Everything the kiosk shows for one establishment, in four queries whatever the menu's
 * size. Only active rows of active categories; every product list is ordered by name.
 */
export async function kioskMenu(db: Executor, establishmentId: string): Promise<KioskMenu> {
  return (await menuFor(db, establishmentId, isKioskCategory)).menu;
}

/**
 * What the counter (PDV) sells: the kiosk's menu plus the `pdv` categories the kiosk hides,
 * and the products' scanner codes. Same rows, same prices: PDV orders are priced from it.
 */
export async function counterMenu(
  db: Executor,
  establishmentId: string,
): Promise<{ menu: KioskMenu; codes: Record<string, string> }> {
  return menuFor(db, establishmentId, (category) => !isAddonsCategory(category));
}

async function menuFor(
  db: Executor,
  establishmentId: string,
  shown: (category: MenuCategory) => boolean,
): Promise<{ menu: KioskMenu; codes: Record<string, string> }> {
  const [categoryRows, productRows, extraRows, ingredientRows] = await Promise.all([
    activeCategories(db, establishmentId),
    activeProducts(db, establishmentId),
    activeExtras(db, establishmentId),
    allIngredients(db, establishmentId),
  ]);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const extrasOf = groupByProduct(extraRows);
  const ingredientsOf = groupByProduct(ingredientRows);
  const codes: Record<string, string> = {};
  const menuProducts = productRows
    .filter((product) => categoryById.has(product.categoryId))
    .map(({ code, ...product }) => {
      if (code) codes[product.id] = code;
      return {
        ...product,
        extras: extrasOf.get(product.id) ?? [],
        ingredients: ingredientsOf.get(product.id) ?? [],
      };
    })
    .sort(byName);
  const inCategory = (test: (category: MenuCategory) => boolean) =>
    menuProducts.filter((product) => test(categoryById.get(product.categoryId)!));

  const menu = {
    categories: categoryRows.filter(shown).sort(byPositionThenName),
    products: inCategory(shown),
    addonProducts: inCategory(isAddonsCategory),
    drinks: inCategory((category) => category.type === 'bebida'),
    desserts: inCategory((category) => category.type === 'sobremesa'),
  };
  return { menu, codes };
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

function activeCategories(db: Executor, establishmentId: string): Promise<MenuCategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      imageUrl: categories.imageUrl,
      type: categories.type,
      position: categories.position,
    })
    .from(categories)
    .where(and(eq(categories.establishmentId, establishmentId), eq(categories.active, true)));
}

function activeProducts(
  db: Executor,
  establishmentId: string,
): Promise<(Omit<KioskProduct, 'extras' | 'ingredients'> & { code: string | null })[]> {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      name: products.name,
      description: products.description,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
      featured: products.featured,
      soldOut: sql<boolean>`${products.soldOutMarked} or ${products.soldOutByStock}`,
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
    })
    .from(extras)
    .where(and(eq(extras.establishmentId, establishmentId), eq(extras.active, true)));
  return rows.sort(byName);
}

async function allIngredients(db: Executor, establishmentId: string) {
  const rows = await db
    .select({ id: ingredients.id, productId: ingredients.productId, name: ingredients.name })
    .from(ingredients)
    .where(eq(ingredients.establishmentId, establishmentId));
  return rows.sort(byName);
}
