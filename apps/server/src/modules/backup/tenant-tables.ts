import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
// The one module file outside tests that reads db/schema (decision 023): a backup must cover
// every tenant table, including those added after it was written, without a list per module.
import * as schema from '../../db/schema';
import { referenceTables } from '../../db/distribution';

/**
 * Tables the platform owns, not a shop: the reference tables of a distributed schema (accounts
 * and sessions, platform settings, rate limits; db/distribution.ts keeps the one list), less
 * `uploads`, whose rows a restore writes for the images it brings. `establishments` is the shop
 * itself: its settings columns travel apart (establishment-columns.ts).
 */
export const platformTables = new Set<string>(
  referenceTables.filter((table) => table !== 'uploads'),
);

/** Tenant tables a backup leaves out, and why. A restore leaves their rows as they are. */
export const tablesLeftOut: Record<string, string> = {
  order_devices: 'device tokens are credentials: a restored shop pairs its screens again',
  print_agent_tokens: 'print agent tokens are credentials: a restored shop issues new ones',
  qz_tray_settings: 'holds the sealed QZ Tray private key, readable only by this server',
  ifood_connections:
    'links the shop to a live iFood store, one shop per store: a restored shop connects again',
  ifood_item_statuses:
    "what this server last told iFood's catalogue; a restored shop's catalogue is sent again",
  marketplace_events:
    "the marketplaces' delivery log: the platform never sends a restored shop's past events again",
  open_delivery_connections:
    "holds the sealed client secret of the shop's Open Delivery merchant: a restored shop connects again",
  whatsapp_settings:
    "holds the sealed access token of the shop's WhatsApp Business number: a restored shop sets it again",
  whatsapp_messages:
    "the WhatsApp outbox: a restored shop's ready orders are never told again, and the month's count starts anew",
  audit_log:
    'append-only (issue 32): a restore never rewrites the record of what was done, it adds its own line',
  staff_pins:
    "PINs are credentials, their lookup keyed by this server's secret: the admin sets them again",
  terminal_sessions: 'a terminal is a signed-in session, and sessions are not in a backup',
  uploads:
    'who owns an image is recorded by the restore that writes it, never read from an archive',
};

/**
 * Sealed secrets inside tenant tables, and the facts that describe them: never written to an
 * archive and never taken from one. A restore keeps the target shop's own values, so an
 * archive cannot hand a shop another's A1 certificate or CSC (issue 31). Each such table has
 * one row per shop (its key is `establishment_id`).
 */
export const sealedColumns: Record<string, readonly string[]> = {
  fiscal_settings: [
    'csc_id',
    'csc_sealed',
    'certificate_sealed',
    'certificate_password_sealed',
    'certificate_holder',
    'certificate_cnpj',
    'certificate_not_after',
  ],
};

export interface ForeignKey {
  column: string;
  foreignTable: string;
  foreignColumn: string;
}

export interface TableColumn {
  name: string;
  sqlType: string;
  notNull: boolean;
  /** Unique across every shop (not per shop): a copy in another shop needs a new value. */
  globallyUnique: boolean;
}

export interface BackupTable {
  name: string;
  columns: TableColumn[];
  /** The uuid primary key every other table points at, when the table has one. */
  idColumn: string | null;
  foreignKeys: ForeignKey[];
}

/** Every table of the schema, by SQL name. */
export function allTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const singleUnique = new Set(
    config.uniqueConstraints.filter((u) => u.columns.length === 1).map((u) => u.columns[0]!.name),
  );
  // The uuid key: alone (`id uuid primary key`) or beside establishment_id (decision 054).
  const keyColumns = [
    ...config.columns.filter((c) => c.primary).map((c) => c.name),
    ...config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)),
  ].filter((name) => name !== 'establishment_id');
  const id = config.columns.find(
    (c) => keyColumns.length === 1 && c.name === keyColumns[0] && c.getSQLType() === 'uuid',
  );
  return {
    name: config.name,
    columns: config.columns.map((column) => ({
      name: column.name,
      sqlType: column.getSQLType(),
      notNull: column.notNull,
      globallyUnique: !column.primary && (column.isUnique || singleUnique.has(column.name)),
    })),
    idColumn: id?.name ?? null,
    foreignKeys: config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      // A reference between tenant rows is keyed (establishment_id, x_id) → (establishment_id,
      // id) (decision 054): the shop is the target's anyway, the other column is the reference.
      const pairs = ref.columns
        .map((column, at) => ({ column: column.name, foreign: ref.foreignColumns[at]!.name }))
        .filter((pair) => ref.columns.length === 1 || pair.column !== 'establishment_id');
      if (pairs.length !== 1) throw new Error(`${config.name}: foreign key on several columns`);
      return [
        {
          column: pairs[0]!.column,
          foreignTable: getTableConfig(ref.foreignTable).name,
          foreignColumn: pairs[0]!.foreign,
        },
      ];
    }),
  };
}

const hasEstablishmentId = (table: PgTable) =>
  getTableConfig(table).columns.some((column) => column.name === 'establishment_id');

/**
 * The tables a shop's backup carries, parents before children (the order to insert in;
 * delete in reverse): every table with an `establishment_id` that is neither the platform's
 * nor left out.
 */
export function backupTables(): BackupTable[] {
  const chosen = [...allTables().values()]
    .filter((table) => hasEstablishmentId(table))
    .map(describe)
    .filter((table) => !platformTables.has(table.name) && !(table.name in tablesLeftOut));
  const names = new Set(chosen.map((table) => table.name));
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < chosen.length) {
    const ready = chosen.filter(
      (table) =>
        !placed.has(table.name) &&
        table.foreignKeys.every(
          (fk) =>
            !names.has(fk.foreignTable) ||
            fk.foreignTable === table.name ||
            placed.has(fk.foreignTable),
        ),
    );
    if (ready.length === 0) throw new Error('Foreign keys between tenant tables form a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

/**
 * Tables that belong to no rule above: no `establishment_id`, not the platform's. A child
 * table reached only through a foreign key would land here; the coverage test fails until
 * this module carries it.
 */
export function unclassifiedTables(): string[] {
  return [...allTables().entries()]
    .filter(([name, table]) => !platformTables.has(name) && !hasEstablishmentId(table))
    .map(([name]) => name);
}
