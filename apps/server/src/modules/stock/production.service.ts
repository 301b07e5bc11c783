import { and, eq, inArray } from 'drizzle-orm';
import type { KitchenProduction } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { kitchenQueueLines, type QueueFilter } from '../orders';
import { consumptionOf } from './recipes.service';
import { stockItems } from './stock.tables';

/**
 * The production view (issue 36, item 4; decision 076): the kitchen's queue (orders waiting and
 * in preparation) through its fichas técnicas, in quantities per stock item: the very
 * expansion a sale takes from stock (`consumptionOf`: the product's recipe less what the
 * customer removed, its extras', add-ons' and chosen options'), so the two never disagree.
 * Three statements whatever the queue's size: its lines, their recipes, the items' names.
 */
export async function kitchenProduction(
  db: Executor,
  establishmentId: string,
  filter: QueueFilter,
): Promise<KitchenProduction> {
  const lines = await kitchenQueueLines(db, establishmentId, filter);
  const { needs, byLine } = await consumptionOf(db, establishmentId, lines);
  const withoutRecipe = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    if (byLine[index]!.size > 0) continue;
    withoutRecipe.set(line.productName, (withoutRecipe.get(line.productName) ?? 0) + line.quantity);
  }
  const items =
    needs.size === 0
      ? []
      : await db
          .select({ id: stockItems.id, name: stockItems.name, unit: stockItems.unit })
          .from(stockItems)
          .where(
            and(
              eq(stockItems.establishmentId, establishmentId),
              inArray(stockItems.id, [...needs.keys()]),
            ),
          );
  return {
    items: items
      .map((item) => ({
        stockItemId: item.id,
        name: item.name,
        unit: item.unit,
        quantityMilli: needs.get(item.id)!,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    withoutRecipe: [...withoutRecipe]
      .map(([name, quantity]) => ({ name, quantity }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}
