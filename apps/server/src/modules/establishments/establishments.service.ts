import { and, asc, eq } from 'drizzle-orm';
import { isThemeName, paymentMethods, type PublicEstablishment } from '@comanda/shared';
import type { Database } from '../../db/client';
import { establishments } from './establishments.tables';

export type Establishment = typeof establishments.$inferSelect;

export async function findActiveBySubdomain(
  db: Database,
  subdomain: string,
): Promise<Establishment | undefined> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(and(eq(establishments.subdomain, subdomain), eq(establishments.active, true)))
    .limit(1);
  return row;
}

/** Dev hosts have no subdomain: the kiosk shows the oldest active shop (SPEC §6). */
export async function findFirstActive(db: Database): Promise<Establishment | undefined> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(eq(establishments.active, true))
    .orderBy(asc(establishments.createdAt), asc(establishments.id))
    .limit(1);
  return row;
}

/** The only view of an establishment that anonymous visitors may see. */
export function toPublicEstablishment(row: Establishment): PublicEstablishment {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    logoUrl: row.logoUrl,
    slogan: row.slogan,
    theme: isThemeName(row.theme) ? row.theme : 'default',
    paymentMethods: row.paymentMethods.filter(
      (method): method is PublicEstablishment['paymentMethods'][number] =>
        (paymentMethods as readonly string[]).includes(method),
    ),
  };
}
