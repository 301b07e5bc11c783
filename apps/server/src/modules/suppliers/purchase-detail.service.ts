import { and, eq } from 'drizzle-orm';
import type { PurchaseDetail } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { purchaseLinesOf } from '../stock';
import { listPurchases } from './purchases.service';
import { purchases } from './suppliers.tables';

const purchaseNotFound = () => new AppError('NOT_FOUND', 'Compra não encontrada');

/** One purchase of the shop: its installments, its notes, and the lines it brought in. */
export async function findPurchase(
  db: Executor,
  establishmentId: string,
  purchaseId: string,
): Promise<PurchaseDetail> {
  if (!isId(purchaseId)) throw purchaseNotFound();
  const [purchase] = await listPurchases(db, establishmentId, { purchaseId });
  if (!purchase) throw purchaseNotFound();
  const [row] = await db
    .select({ notes: purchases.notes })
    .from(purchases)
    .where(and(eq(purchases.establishmentId, establishmentId), eq(purchases.id, purchaseId)));
  const { lines, userName } = await purchaseLinesOf(db, establishmentId, purchaseId);
  return { ...purchase, notes: row?.notes ?? null, userName, lines };
}
