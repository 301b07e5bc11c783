import { desc, eq } from 'drizzle-orm';
import type { MarketplaceUnmappedItem } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { productsByCode } from '../catalog';
import { marketplaceUnmappedItems } from './marketplaces.tables';

/**
 * "Itens sem vínculo": the marketplaces' items no product of the shop matched, newest first;
 * an item whose code a product has taken since is left out (the next order finds it).
 */
export async function listUnmappedItems(
  db: Executor,
  establishmentId: string,
): Promise<MarketplaceUnmappedItem[]> {
  const rows = await db
    .select()
    .from(marketplaceUnmappedItems)
    .where(eq(marketplaceUnmappedItems.establishmentId, establishmentId))
    .orderBy(desc(marketplaceUnmappedItems.lastSeenAt))
    .limit(200);
  const codes = rows.map((row) => row.externalCode).filter(Boolean);
  const mapped = await productsByCode(db, establishmentId, codes);
  return rows
    .filter((row) => !mapped.has(row.externalCode))
    .map((row) => ({
      channel: row.channel === 'open_delivery' ? 'open_delivery' : 'ifood',
      externalCode: row.externalCode,
      name: row.name,
      timesSeen: row.timesSeen,
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
}
