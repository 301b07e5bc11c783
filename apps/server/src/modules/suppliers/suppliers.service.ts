import { and, asc, eq } from 'drizzle-orm';
import type { Supplier } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { purchases, suppliers } from './suppliers.tables';

type SupplierData = Omit<Supplier, 'id'>;

export const supplierNotFound = () => new AppError('NOT_FOUND', 'Fornecedor não encontrado');

const toSupplier = (row: typeof suppliers.$inferSelect): Supplier => ({
  id: row.id,
  name: row.name,
  taxId: row.taxId,
  contactName: row.contactName,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  active: row.active,
});

const duplicateTaxId = () =>
  new AppError('CONFLICT', 'Já existe um fornecedor com este CPF/CNPJ', [
    { path: 'taxId', message: 'Já existe um fornecedor com este CPF/CNPJ' },
  ]);

export async function listSuppliers(db: Executor, establishmentId: string): Promise<Supplier[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(eq(suppliers.establishmentId, establishmentId))
    .orderBy(asc(suppliers.name));
  return rows.map(toSupplier);
}

export async function findSupplier(
  db: Executor,
  establishmentId: string,
  id: string,
): Promise<Supplier> {
  if (!isId(id)) throw supplierNotFound();
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.establishmentId, establishmentId), eq(suppliers.id, id)));
  if (!row) throw supplierNotFound();
  return toSupplier(row);
}

export async function createSupplier(
  db: Database,
  establishmentId: string,
  input: SupplierData,
): Promise<Supplier> {
  await refuseDuplicate(db, establishmentId, input.taxId);
  const [row] = await db
    .insert(suppliers)
    .values({ establishmentId, ...input })
    .returning();
  return toSupplier(row!);
}

export async function updateSupplier(
  db: Database,
  establishmentId: string,
  id: string,
  input: SupplierData,
): Promise<Supplier> {
  await findSupplier(db, establishmentId, id);
  await refuseDuplicate(db, establishmentId, input.taxId, id);
  const [row] = await db
    .update(suppliers)
    .set(input)
    .where(and(eq(suppliers.establishmentId, establishmentId), eq(suppliers.id, id)))
    .returning();
  return toSupplier(row!);
}

/**
 * Deletes a supplier nobody bought from; one with purchases keeps them and may only be
 * deactivated (its purchases and payables must keep their supplier).
 */
export async function deleteSupplier(
  db: Database,
  establishmentId: string,
  id: string,
): Promise<void> {
  await findSupplier(db, establishmentId, id);
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.establishmentId, establishmentId), eq(purchases.supplierId, id)))
    .limit(1);
  if (purchase) {
    throw new AppError(
      'CONFLICT',
      'Este fornecedor tem compras registradas: desative-o em vez de excluir',
    );
  }
  await db
    .delete(suppliers)
    .where(and(eq(suppliers.establishmentId, establishmentId), eq(suppliers.id, id)));
}

/** The supplier, if a new purchase may be recorded from it. */
export async function refuseInactiveSupplier(
  db: Executor,
  establishmentId: string,
  id: string,
): Promise<void> {
  const supplier = await findSupplier(db, establishmentId, id);
  if (!supplier.active) {
    throw new AppError('CONFLICT', 'Fornecedor inativo: reative-o para registrar compras');
  }
}

async function refuseDuplicate(
  db: Executor,
  establishmentId: string,
  taxId: string,
  except?: string,
) {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.establishmentId, establishmentId), eq(suppliers.taxId, taxId)));
  if (row && row.id !== except) throw duplicateTaxId();
}
