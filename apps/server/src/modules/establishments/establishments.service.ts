import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isThemeName, readyPaymentMethods, type PublicEstablishment } from '@comanda/shared';
import { namedStatementsAllowed, type Database, type Executor } from '../../db/client';
import { decryptOptional, type SecretBox } from '../../lib/secret-box';
import { establishments } from './establishments.tables';

export type Establishment = typeof establishments.$inferSelect;

/**
 * SQL that is true while the shop `establishmentId` is still active under `subdomain`, with
 * `menuVersion`, `askCustomerName`, `askOrderType` and `businessHours` (JSON text or null):
 * what a kiosk order took from the tenant cache, checked inside the order's transaction
 * (ADR 086). Its values are placeholders of those names, for a named statement.
 */
export function shopStillAsReadSql() {
  const value = (name: string) => sql.placeholder(name);
  return sql`exists (select from ${establishments}
    where ${establishments.id} = ${value('establishmentId')}
      and ${establishments.active}
      and ${establishments.subdomain} = ${value('subdomain')}::text
      and ${establishments.menuVersion} = ${value('menuVersion')}::int
      and ${establishments.askCustomerName} = ${value('askCustomerName')}::boolean
      and ${establishments.askOrderType} = ${value('askOrderType')}::boolean
      and ${establishments.businessHours}
        is not distinct from ${value('businessHours')}::jsonb)`;
}

/**
 * Every kiosk request starts here: a prepared statement (one per database) skips building the
 * SQL each time, and PostgreSQL reuses its plan.
 */
const bySubdomainQueries = new WeakMap<Database, ReturnType<typeof prepareBySubdomain>>();

function prepareBySubdomain(db: Database) {
  return (
    db
      .select()
      .from(establishments)
      .where(
        and(
          eq(establishments.subdomain, sql.placeholder('subdomain')),
          eq(establishments.active, true),
        ),
      )
      .limit(1)
      // Unnamed (an empty name) behind a transaction-mode pooler (DATABASE_POOLER).
      .prepare(namedStatementsAllowed(db) ? 'establishment_by_subdomain' : '')
  );
}

export async function findActiveBySubdomain(
  db: Database,
  subdomain: string,
): Promise<Establishment | undefined> {
  let query = bySubdomainQueries.get(db);
  if (!query) bySubdomainQueries.set(db, (query = prepareBySubdomain(db)));
  const [row] = await query.execute({ subdomain });
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
export function toPublicEstablishment(
  row: Establishment,
  /** Whether the shop issues NFC-e (the fiscal module knows). */
  fiscal: { enabled: boolean },
): PublicEstablishment {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    logoUrl: row.logoUrl,
    slogan: row.slogan,
    welcomeImageUrl: row.welcomeImageUrl,
    theme: isThemeName(row.theme) ? row.theme : 'default',
    // What the kiosk may offer: set up and takeable now, whatever the stored list says.
    paymentMethods: readyPaymentMethods({
      ...row,
      hasMercadopagoAccessToken: row.mercadopagoAccessToken !== null,
    }),
    kioskIdleSeconds: row.kioskIdleSeconds,
    askCustomerName: row.askCustomerName,
    askOrderType: row.askOrderType,
    askCpf: fiscal.enabled,
    businessHours: row.businessHours ?? null,
  };
}

export async function findEstablishmentSummary(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: establishments.id,
      name: establishments.name,
      subdomain: establishments.subdomain,
      city: establishments.city,
    })
    .from(establishments)
    .where(eq(establishments.id, id))
    .limit(1);
  return row;
}

/** Every establishment's id, name, subdomain and state, by name (the database's collation), then id. */
export async function listEstablishmentsByName(
  db: Executor,
): Promise<{ id: string; name: string; subdomain: string | null; active: boolean }[]> {
  return db
    .select({
      id: establishments.id,
      name: establishments.name,
      subdomain: establishments.subdomain,
      active: establishments.active,
    })
    .from(establishments)
    .orderBy(asc(establishments.name), asc(establishments.id));
}

export async function countEstablishments(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(establishments);
  return row?.n ?? 0;
}

export async function findEstablishmentById(
  db: Database,
  id: string,
): Promise<Establishment | undefined> {
  const [row] = await db.select().from(establishments).where(eq(establishments.id, id)).limit(1);
  return row;
}

/** What taking a payment needs to know about a shop, with its secrets unsealed. Server-only. */
export interface PaymentSettings {
  establishmentId: string;
  name: string;
  city: string | null;
  pixKey: string | null;
  pixKeyType: Establishment['pixKeyType'];
  mercadopagoAccessToken: string | null;
  mercadopagoWebhookSecret: string | null;
  mercadopagoPointDeviceId: string | null;
  cardTerminalIp: string | null;
  demoPayments: boolean;
}

export async function findPaymentSettings(
  db: Database,
  secretBox: SecretBox,
  establishmentId: string,
): Promise<PaymentSettings | undefined> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .limit(1);
  if (!row) return undefined;
  return {
    establishmentId: row.id,
    name: row.name,
    city: row.city,
    pixKey: row.pixKey,
    pixKeyType: row.pixKeyType,
    mercadopagoAccessToken: decryptOptional(secretBox, row.mercadopagoAccessToken),
    mercadopagoWebhookSecret: decryptOptional(secretBox, row.mercadopagoWebhookSecret),
    mercadopagoPointDeviceId: row.mercadopagoPointDeviceId,
    cardTerminalIp: row.cardTerminalIp,
    demoPayments: row.demoPayments,
  };
}

/** The shop's card fee in percent (the super admin's `taxa_cartao`); null when unset. */
export async function findCardFeePercent(
  db: Executor,
  establishmentId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ cardFeePercent: establishments.cardFeePercent })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row?.cardFeePercent == null ? null : Number(row.cardFeePercent);
}

let establishmentWrites = 0;

/**
 * Called by every statement of this process that writes `establishments` (a test reads the
 * server's source for it), before it runs: the tenant cache (plugins/tenancy.ts) is cleared
 * after a write request only when this count moved during it. Other instances, scripts and
 * missed writers are covered by the table's trigger (its NOTIFY) and the cache's 5 s age.
 */
export function noteEstablishmentWrite(): void {
  establishmentWrites += 1;
}

/** How many writes to `establishments` this process has started. */
export function establishmentWriteCount(): number {
  return establishmentWrites;
}

/**
 * Marks the shop's menu as changed (the kiosk's menu cache keys on it). Runs after the change
 * is committed: a request that reads the new version also reads the new rows.
 */
export async function bumpMenuVersion(db: Executor, establishmentId: string): Promise<void> {
  noteEstablishmentWrite();
  await db
    .update(establishments)
    .set({ menuVersion: sql`${establishments.menuVersion} + 1` })
    .where(eq(establishments.id, establishmentId));
}

/** The shop's menu version (moved by every change of its menu), or null for no such shop. */
export async function menuVersionOf(db: Executor, establishmentId: string): Promise<number | null> {
  const [row] = await db
    .select({ menuVersion: establishments.menuVersion })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row?.menuVersion ?? null;
}
