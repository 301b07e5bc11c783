import type { Database } from '../db/client';
import { establishments } from '../db/schema';

type NewEstablishment = typeof establishments.$inferInsert;

/** Inserts an establishment with sensible defaults; returns the whole row. */
export async function insertEstablishment(db: Database, values: Partial<NewEstablishment> = {}) {
  const [row] = await db
    .insert(establishments)
    .values({
      name: 'Loja Teste',
      subdomain: `loja-${Math.random().toString(36).slice(2, 8)}`,
      ...values,
    })
    .returning();
  return row!;
}
