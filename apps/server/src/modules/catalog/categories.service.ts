import { and, count, eq, max } from 'drizzle-orm';
import type { Category, CategoryData } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { assertOwnImages } from '../uploads';
import { categories, products } from './catalog.tables';
import {
  byPositionThenName,
  imageField,
  categoryNotFound,
  isForeignKeyViolation,
  isUniqueViolation,
} from './catalog-helpers';

const columns = {
  id: categories.id,
  name: categories.name,
  imageUrl: categories.imageUrl,
  active: categories.active,
  type: categories.type,
  position: categories.position,
  translations: categories.translations,
};

const ofEstablishment = (establishmentId: string, id: string) =>
  and(eq(categories.establishmentId, establishmentId), eq(categories.id, id));

/** The admin list, in display order, each with its number of products. */
export async function listCategories(db: Executor, establishmentId: string): Promise<Category[]> {
  const rows = await db
    .select({ ...columns, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(eq(categories.establishmentId, establishmentId))
    .groupBy(categories.establishmentId, categories.id);
  return rows.sort(byPositionThenName);
}

export async function getCategory(
  db: Executor,
  establishmentId: string,
  id: string,
): Promise<Category> {
  if (!isId(id)) throw categoryNotFound();
  const [row] = await db
    .select({ ...columns, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(ofEstablishment(establishmentId, id))
    .groupBy(categories.establishmentId, categories.id);
  if (!row) throw categoryNotFound();
  return row;
}

const duplicateNameMessage = 'Já existe uma categoria com este nome';
const duplicateName = () =>
  new AppError('CONFLICT', duplicateNameMessage, [{ path: 'name', message: duplicateNameMessage }]);

/** The name as the shop's staff read it: case and runs of spaces do not make another category. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** Refuses a name another category of the shop already has (`except` is the one being saved). */
async function assertNameFree(
  db: Executor,
  establishmentId: string,
  name: string,
  except?: string,
): Promise<void> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.establishmentId, establishmentId));
  const key = nameKey(name);
  if (rows.some((row) => row.id !== except && nameKey(row.name) === key)) throw duplicateName();
}

/** The unique index (a save racing with another) answers like the check. */
async function refusingDuplicates<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** A new category goes after the others unless the form gives its position. */
export async function createCategory(
  db: Database,
  establishmentId: string,
  data: CategoryData,
): Promise<Category> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, establishmentId, data.name);
      await assertOwnImages(tx, establishmentId, [imageField(data.imageUrl, null)]);
      const position = data.position ?? (await nextPosition(tx, establishmentId));
      const [row] = await tx
        .insert(categories)
        .values({ ...data, establishmentId, position })
        .returning(columns);
      return { ...row!, productCount: 0 };
    }),
  );
}

async function nextPosition(db: Executor, establishmentId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(categories.position) })
    .from(categories)
    .where(eq(categories.establishmentId, establishmentId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function updateCategory(
  db: Executor,
  establishmentId: string,
  id: string,
  changes: Partial<CategoryData>,
): Promise<Category> {
  if (!isId(id)) throw categoryNotFound();
  if (changes.name !== undefined) await assertNameFree(db, establishmentId, changes.name, id);
  if (changes.imageUrl !== undefined) {
    const [current] = await db
      .select({ imageUrl: categories.imageUrl })
      .from(categories)
      .where(ofEstablishment(establishmentId, id));
    if (!current) throw categoryNotFound();
    await assertOwnImages(db, establishmentId, [imageField(changes.imageUrl, current.imageUrl)]);
  }
  const [row] = await refusingDuplicates(() =>
    db
      .update(categories)
      .set(changes)
      .where(ofEstablishment(establishmentId, id))
      .returning({ id: categories.id }),
  );
  if (!row) throw categoryNotFound();
  return getCategory(db, establishmentId, id);
}

const hasProducts = () =>
  new AppError('CONFLICT', 'Não é possível excluir uma categoria com produtos');

export async function deleteCategory(
  db: Database,
  establishmentId: string,
  id: string,
): Promise<void> {
  const category = await getCategory(db, establishmentId, id);
  if (category.productCount > 0) throw hasProducts();
  try {
    await db.delete(categories).where(ofEstablishment(establishmentId, id));
  } catch (error) {
    // A product created in the meantime: the foreign key (on delete restrict) refuses.
    if (isForeignKeyViolation(error)) throw hasProducts();
    throw error;
  }
}

/**
 * Positions follow the given ids (0, 1, ...); categories left out keep their relative order
 * after them, so a list that raced with a newly created category still saves.
 */
export async function reorderCategories(
  db: Database,
  establishmentId: string,
  ids: string[],
): Promise<Category[]> {
  return db.transaction(async (tx) => {
    const current = await listCategories(tx, establishmentId);
    const known = new Set(current.map((category) => category.id));
    if (ids.some((id) => !known.has(id))) throw categoryNotFound();
    const rest = current.map((category) => category.id).filter((id) => !ids.includes(id));
    const order = [...ids, ...rest];
    for (const [position, id] of order.entries()) {
      await tx.update(categories).set({ position }).where(ofEstablishment(establishmentId, id));
    }
    return listCategories(tx, establishmentId);
  });
}
