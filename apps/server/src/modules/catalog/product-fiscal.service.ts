import { and, asc, eq } from 'drizzle-orm';
import {
  requiredProductFiscalFields,
  type CategoryFiscalCodes,
  type FiscalReadiness,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { recordAudit, type Auditor } from '../audit';
import { categories, products } from './catalog.tables';

/*
 * The products' NFC-e codes as the fiscal settings screen needs them (issue 30, 4): which
 * active products still lack their NCM, CFOP or CSOSN/CST, and setting them for a whole
 * category at once.
 */

/** The active products missing a required fiscal code, by category and name. */
export async function productsFiscalReadiness(
  db: Executor,
  establishmentId: string,
): Promise<FiscalReadiness> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      ncm: products.ncm,
      cfop: products.cfop,
      taxCode: products.taxCode,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.establishmentId, establishmentId), eq(products.active, true)))
    .orderBy(asc(categories.position), asc(categories.name), asc(products.name));
  const missing = rows.flatMap(({ ncm, cfop, taxCode, ...product }) => {
    const codes = { ncm, cfop, taxCode };
    const fields = requiredProductFiscalFields.filter((field) => !codes[field]?.trim());
    return fields.length > 0 ? [{ ...product, fields }] : [];
  });
  return { ready: missing.length === 0, activeProducts: rows.length, missing };
}

/**
 * Sets the codes given (blank ones are left as they are) on every product of one of the
 * shop's categories; answers how many products changed. Another shop's category is a 404.
 */
export async function setCategoryFiscalCodes(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  input: CategoryFiscalCodes,
): Promise<number> {
  const { categoryId, ...codes } = input;
  const values = Object.fromEntries(Object.entries(codes).filter(([, value]) => value));
  return db.transaction(async (tx) => {
    const [category] = isId(categoryId)
      ? await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(
            and(eq(categories.establishmentId, establishmentId), eq(categories.id, categoryId)),
          )
      : [];
    if (!category) {
      const message = 'Categoria não encontrada';
      throw new AppError('NOT_FOUND', message, [{ path: 'categoryId', message }]);
    }
    const ofCategory = and(
      eq(products.establishmentId, establishmentId),
      eq(products.categoryId, categoryId),
    );
    const previous = await tx
      .select({ ncm: products.ncm, cfop: products.cfop, taxCode: products.taxCode })
      .from(products)
      .where(ofCategory);
    const updated = await tx.update(products).set(values).where(ofCategory).returning({
      id: products.id,
    });
    // A fiscal data change goes to the audit log with the save (issue 32): the codes the
    // category's products had (each distinct value once) and the ones they have now.
    const changed = Object.keys(values) as (keyof (typeof previous)[number])[];
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'fiscal.change',
      subject: `Códigos fiscais da categoria ${category.name}`,
      before: Object.fromEntries(
        changed.map((code) => [code, [...new Set(previous.map((row) => row[code]))]]),
      ),
      after: { ...values, produtos: updated.length },
    });
    return updated.length;
  });
}
