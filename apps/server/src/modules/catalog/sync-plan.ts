import { invalidField } from './catalog-helpers';

export interface SyncPlan<T extends { id?: string | undefined }> {
  /** Existing rows the form still lists; every other row of the product is deleted. */
  keptIds: string[];
  updates: (T & { id: string })[];
  inserts: T[];
}

/**
 * How to turn a product's current child rows (extras or ingredients) into the list the form
 * sent: rows with an id are updated, rows without are created, rows left out are deleted.
 * An id the product does not have (another product's, another shop's, made up) is refused.
 */
export function planSync<T extends { id?: string | undefined }>(
  existing: { id: string }[],
  items: T[],
  messages: { path: string; unknown: string },
): SyncPlan<T> {
  const existingIds = new Set(existing.map((row) => row.id));
  const plan: SyncPlan<T> = { keptIds: [], updates: [], inserts: [] };
  for (const [index, item] of items.entries()) {
    if (item.id === undefined) {
      plan.inserts.push(item);
    } else if (existingIds.has(item.id)) {
      plan.keptIds.push(item.id);
      plan.updates.push({ ...item, id: item.id });
    } else {
      throw invalidField(`${messages.path}.${index}.id`, messages.unknown);
    }
  }
  return plan;
}
