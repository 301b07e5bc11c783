import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  backupFormat,
  backupTamperedMessage,
  backupTargetNotEmptyMessage,
  type RestorePlan,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import type { Database } from '../../db/client';
import { currentSchemaVersion } from '../../db/schema-version';
import { AppError } from '../../lib/app-error';
import type { ObjectStorage } from '../../lib/object-storage';
import { recordAudit, type Auditor } from '../audit';
import { announceMenuChanged } from '../catalog';
import { noteEstablishmentWrite } from '../establishments';
import { largeImageName, recordUploads } from '../uploads';
import {
  readArchive,
  writeArchive,
  type ArchiveContent,
  type ManifestSigner,
  type Row,
} from './archive';
import { restoredEstablishmentColumns } from './establishment-columns';
import { backupTables, sealedColumns, type BackupTable } from './tenant-tables';

const imageUrl = /^\/uploads\/images\/([0-9a-f-]{36}\.webp)$/;
const insertChunk = 500;

async function rowsOf(executor: Executor, query: SQL): Promise<Row[]> {
  // node-postgres and PGlite both answer { rows }.
  const result = (await executor.execute(query)) as unknown as { rows: { row: Row }[] };
  return result.rows.map(({ row }) => row);
}

async function establishmentRow(executor: Executor, establishmentId: string, lock = false) {
  const [row] = await rowsOf(
    executor,
    sql`select to_jsonb(e) as row from establishments e where e.id = ${establishmentId}${
      lock ? sql` for update` : sql``
    }`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado');
  return row;
}

const pick = (row: Row, columns: readonly string[]) =>
  Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, row[c]]));

/** Image file names the rows point at (`/uploads/images/<uuid>.webp` values). */
function imagesOf(rows: Iterable<Row>): Set<string> {
  const names = new Set<string>();
  for (const row of rows) {
    for (const value of Object.values(row)) {
      const match = typeof value === 'string' ? value.match(imageUrl) : null;
      if (match) names.add(match[1]!);
    }
  }
  return names;
}

/**
 * The shop's whole data as one archive, read in one repeatable-read transaction so orders,
 * payments and stock are from the same instant. Images whose file is gone are left out.
 */
export async function exportShop(
  deps: { db: Database; uploads: ObjectStorage; signer: ManifestSigner },
  establishmentId: string,
  now = new Date(),
): Promise<{ archive: Uint8Array; name: string; subdomain: string | null }> {
  const { db, uploads } = deps;
  const tables = backupTables().map(withoutSealedColumns);
  const { establishment, data } = await db.transaction(
    async (tx) => {
      const establishment = await establishmentRow(tx, establishmentId);
      const data = new Map<string, Row[]>();
      for (const table of tables) {
        const order = table.idColumn ? sql` order by t.${sql.identifier(table.idColumn)}` : sql``;
        data.set(
          table.name,
          await rowsOf(
            tx,
            sql`select to_jsonb(t) as row from ${sql.identifier(table.name)} t where t.establishment_id = ${establishmentId}${order}`,
          ).then((rows) => rows.map((row) => withoutSealedValues(table.name, row))),
        );
      }
      return { establishment, data };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const settings = pick(establishment, restoredEstablishmentColumns);
  const images = new Map<string, Uint8Array>();
  for (const name of imagesOf([settings, ...[...data.values()].flat()])) {
    // Each image with its larger size, when it has one (decision 028).
    for (const file of [name, largeImageName(name)]) {
      const stored = await uploads.get(`images/${file}`);
      if (stored) images.set(file, stored.data);
    }
  }
  const schema = currentSchemaVersion();
  const archive = writeArchive(
    {
      format: backupFormat,
      formatVersion: 1,
      schemaVersion: schema.version,
      schemaTag: schema.tag,
      createdAt: now.toISOString(),
      establishment: { id: establishmentId, name: String(establishment.name) },
      tables: Object.fromEntries(
        tables.map((table) => [
          table.name,
          { rows: data.get(table.name)!.length, columns: table.columns.map((c) => c.name) },
        ]),
      ),
    },
    settings,
    data,
    images,
    deps.signer,
  );
  return {
    archive,
    name: String(establishment.name),
    subdomain: (establishment.subdomain as string | null) ?? null,
  };
}

const isSealed = (table: string, column: string) => !!sealedColumns[table]?.includes(column);

/** The table as an archive carries it: no sealed column. */
const withoutSealedColumns = (table: BackupTable): BackupTable => ({
  ...table,
  columns: table.columns.filter((column) => !isSealed(table.name, column.name)),
});

function withoutSealedValues(table: string, row: Row): Row {
  if (!sealedColumns[table]) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !isSealed(table, column)));
}

interface Remapped {
  tables: Map<string, { columns: string[]; rows: Row[] }>;
  settings: Row;
  /** Archive image name → the name it is written under. */
  images: Map<string, string>;
}

const inconsistent = () => new AppError('VALIDATION_FAILED', backupTamperedMessage);

/**
 * The archive's rows as they will be written into `targetId`: every row's establishment is the
 * target; into another shop every uuid primary key gets a new value (the source shop may live
 * in this same database) and every reference follows it, values unique across shops (a
 * single-column unique key; none since decision 054 made every key per shop) are drawn anew,
 * and images are copied under new names (a shop deleting its logo must not delete another's).
 * A reference to a row
 * the archive does not carry is refused, so an archive cannot point into another shop.
 */
export function remapArchive(
  archive: ArchiveContent,
  tables: BackupTable[],
  targetId: string,
  sameShop: boolean,
): Remapped {
  const fresh = () => (sameShop ? null : randomUUID());
  const ids = new Map<string, string>();
  for (const table of tables) {
    if (!table.idColumn) continue;
    for (const row of archive.tables.get(table.name) ?? []) {
      const id = row[table.idColumn];
      if (typeof id !== 'string') throw inconsistent();
      ids.set(id, fresh() ?? id);
    }
  }
  const images = new Map<string, string>();
  for (const name of archive.images.keys()) {
    if (name.endsWith('.lg.webp')) continue;
    images.set(name, sameShop ? name : `${randomUUID()}.webp`);
  }
  // A larger size follows its image's new name; one without its image is left out.
  for (const name of archive.images.keys()) {
    const image = images.get(name.replace(/\.lg\.webp$/, '.webp'));
    if (name.endsWith('.lg.webp') && image) images.set(name, largeImageName(image));
  }
  const rewriteImage = (value: unknown) => {
    const match = typeof value === 'string' ? value.match(imageUrl) : null;
    const renamed = match ? images.get(match[1]!) : undefined;
    return renamed ? `/uploads/images/${renamed}` : value;
  };

  const tableNames = new Set(tables.map((table) => table.name));
  const remapped = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const table of tables) {
    const archived = archive.manifest.tables[table.name];
    const known = new Set(archived?.columns ?? []);
    const columns = table.columns.map((c) => c.name).filter((name) => known.has(name));
    const internalRefs = new Set(
      table.foreignKeys.filter((fk) => tableNames.has(fk.foreignTable)).map((fk) => fk.column),
    );
    const rows = (archive.tables.get(table.name) ?? []).map((source) => {
      const row: Row = {};
      for (const column of table.columns) {
        if (!known.has(column.name)) continue;
        let value = rewriteImage(source[column.name]);
        if (column.name === 'establishment_id') value = targetId;
        else if (column.sqlType === 'uuid' && typeof value === 'string') {
          const mapped = ids.get(value);
          if (mapped) value = mapped;
          else if (internalRefs.has(column.name)) throw inconsistent();
        } else if (column.globallyUnique && !sameShop && value !== null) {
          value = randomBytes(32).toString('base64url');
        }
        row[column.name] = value;
      }
      return row;
    });
    remapped.set(table.name, { columns, rows });
  }
  const settings: Row = {};
  for (const column of restoredEstablishmentColumns) {
    // Into another shop the name stays the target's (its subdomain always does): a copy of
    // 'Burger Demo' restored into 'Filial' must not show two 'Burger Demo' to the super admin.
    if (column === 'name' && !sameShop) continue;
    if (column in archive.establishment)
      settings[column] = rewriteImage(archive.establishment[column]);
  }
  return { tables: remapped, settings, images };
}

export interface RestoreDeps {
  db: Database;
  realtime: Parameters<typeof announceMenuChanged>[1];
  uploads: ObjectStorage;
  /** What an archive may unpack to, in bytes. */
  maxBytes: number;
  signer: ManifestSigner;
  /**
   * The super admin may restore a shop's archive into another (empty) shop; a shop admin only
   * an archive signed for their own shop.
   */
  allowForeignShop: boolean;
}

/** How many rows the shop has in each table. */
async function shopRowCounts(
  executor: Executor,
  tables: BackupTable[],
  targetId: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await rowsOf(
      executor,
      sql`select jsonb_build_object('n', count(*)) as row from ${sql.identifier(table.name)} where establishment_id = ${targetId}`,
    );
    counts.set(table.name, Number(row?.n ?? 0));
  }
  return counts;
}

/** What the restore changes (or would change, in a dry run): rows, settings and images. */
function restorePlanOf({
  archive,
  tables,
  counts,
  remapped,
  current,
  sameShop,
  mode,
}: {
  archive: ArchiveContent;
  tables: BackupTable[];
  counts: Map<string, number>;
  remapped: Remapped;
  current: Row;
  sameShop: boolean;
  mode: 'dry-run' | 'apply';
}): RestorePlan {
  return {
    applied: mode === 'apply',
    sameShop,
    source: {
      name: archive.manifest.establishment.name,
      createdAt: archive.manifest.createdAt,
      schemaVersion: archive.manifest.schemaVersion,
    },
    tables: tables.map((table) => ({
      table: table.name,
      removed: counts.get(table.name) ?? 0,
      added: remapped.tables.get(table.name)?.rows.length ?? 0,
    })),
    settingsChanged: Object.keys(remapped.settings).filter(
      (column) => JSON.stringify(remapped.settings[column]) !== JSON.stringify(current[column]),
    ),
    images: [...archive.images.keys()].filter((name) => !name.endsWith('.lg.webp')).length,
  };
}

/** Deletes the shop's rows (children first) and inserts the archive's, in chunks. */
async function replaceShopRows(
  executor: Executor,
  tables: BackupTable[],
  targetId: string,
  remapped: Remapped,
): Promise<void> {
  for (const table of [...tables].reverse()) {
    await executor.execute(
      sql`delete from ${sql.identifier(table.name)} where establishment_id = ${targetId}`,
    );
  }
  for (const table of tables) {
    const { columns, rows } = remapped.tables.get(table.name)!;
    for (let start = 0; start < rows.length; start += insertChunk) {
      await insertRows(executor, table.name, columns, rows.slice(start, start + insertChunk));
    }
  }
}

/**
 * Restores an archive into `targetId`: the shop it came from, or a shop with no data yet.
 * Everything is checked first (checksums, schema, references); `dry-run` stops there and
 * answers what would change; `apply` replaces the shop's rows in one transaction, so a
 * failure changes nothing. `data` (the request's body) is handed over to the check: moved to
 * its thread, not copied, and left empty here.
 */
export async function restoreShop(
  deps: RestoreDeps,
  targetId: string,
  data: Uint8Array,
  mode: 'dry-run' | 'apply',
  auditor: Auditor,
): Promise<RestorePlan> {
  const archive = await readArchive(data, {
    schemaVersion: currentSchemaVersion().version,
    maxBytes: deps.maxBytes,
    signer: deps.signer,
    // A shop admin's archive must be its own shop's: another's is refused at its manifest.
    shopId: deps.allowForeignShop ? undefined : targetId,
    handOver: true,
  });
  // Sealed columns are never taken from an archive, whatever it holds (keptSealedValues).
  const tables = backupTables().map(withoutSealedColumns);
  const sameShop = archive.manifest.establishment.id === targetId;
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      // Locks the shop's row: two restores of one shop run one after the other.
      const current = await establishmentRow(tx, targetId, true);
      const counts = await shopRowCounts(tx, tables, targetId);
      if (!sameShop && [...counts.values()].some((n) => n > 0)) {
        throw new AppError('CONFLICT', backupTargetNotEmptyMessage);
      }
      const remapped = remapArchive(archive, tables, targetId, sameShop);
      const plan = restorePlanOf({ archive, tables, counts, remapped, current, sameShop, mode });
      if (mode === 'dry-run') return plan;

      await writeImages(deps.uploads, archive, remapped.images, written);
      await recordRestoredImages(tx, targetId, remapped.images);
      const kept = await sealedRowsOf(tx, targetId);
      await replaceShopRows(tx, tables, targetId, remapped);
      await putBackSealedValues(tx, targetId, kept);
      await updateSettings(tx, targetId, remapped.settings);
      await auditRestore(tx, targetId, auditor, plan);
      // Every server drops its cached menu, and open kiosks read the restored one.
      await announceMenuChanged(tx, deps.realtime, targetId);
      return plan;
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.uploads.delete(key)));
    throw asRestoreError(error);
  }
}

/**
 * A restore goes to the audit log in its own transaction (issue 32): which archive, and how
 * many rows the shop had and has now. The log itself is never in an archive, so the line
 * survives the restore it records.
 */
async function auditRestore(
  tx: Executor,
  targetId: string,
  auditor: Auditor,
  plan: RestorePlan,
): Promise<void> {
  const total = (count: (table: RestorePlan['tables'][number]) => number) =>
    plan.tables.reduce((sum, table) => sum + count(table), 0);
  await recordAudit(tx, targetId, auditor, {
    kind: 'backup.restore',
    subject: `Backup de ${plan.source.name} (${plan.source.createdAt})`,
    before: { registros: total((table) => table.removed) },
    after: {
      registros: total((table) => table.added),
      ...(plan.settingsChanged.length > 0 ? { configurações: plan.settingsChanged } : {}),
    },
  });
}

/** The restored images are the target shop's (an image another shop owns stays theirs). */
function recordRestoredImages(tx: Executor, targetId: string, images: Map<string, string>) {
  const cards = [...images.values()].filter((name) => !name.endsWith('.lg.webp'));
  return recordUploads(
    tx,
    targetId,
    cards.map((name) => `/uploads/images/${name}`),
  );
}

async function writeImages(
  uploads: ObjectStorage,
  archive: ArchiveContent,
  names: Map<string, string>,
  written: string[],
) {
  for (const [name, target] of names) {
    const key = `images/${target}`;
    // Into the same shop an image still stored is the same file (names are never reused).
    if (await uploads.head(key)) continue;
    await uploads.put(key, archive.images.get(name)!, 'image/webp');
    written.push(key);
  }
}

/** The target's rows of the tables with sealed columns, as they are before the restore. */
async function sealedRowsOf(executor: Executor, targetId: string) {
  const kept = new Map<string, Row>();
  for (const table of Object.keys(sealedColumns)) {
    const [row] = await rowsOf(
      executor,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.establishment_id = ${targetId}`,
    );
    if (row) kept.set(table, row);
  }
  return kept;
}

/**
 * The target keeps its own sealed secrets: written back over the archive's row, or, when the
 * archive has no such row, the target's whole row is put back (fiscal settings without their
 * certificate would be no settings at all).
 */
async function putBackSealedValues(executor: Executor, targetId: string, kept: Map<string, Row>) {
  for (const [table, row] of kept) {
    const columns = sealedColumns[table]!;
    const list = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const updated = (await executor.execute(
      sql`update ${sql.identifier(table)} set (${list}) = (select ${list} from json_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row)}::json)) where establishment_id = ${targetId} returning establishment_id`,
    )) as unknown as { rows: unknown[] };
    if (updated.rows.length === 0) {
      await insertRows(executor, table, Object.keys(row), [row]);
    }
  }
}

/** PostgreSQL parses each column from the JSON itself: timestamps, arrays, enums, jsonb. */
async function insertRows(executor: Executor, table: string, columns: string[], rows: Row[]) {
  if (rows.length === 0) return;
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await executor.execute(
    sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

async function updateSettings(executor: Executor, targetId: string, settings: Row) {
  const columns = Object.keys(settings);
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  noteEstablishmentWrite();
  await executor.execute(
    sql`update establishments set (${list}) = (select ${list} from json_populate_record(null::establishments, ${JSON.stringify(settings)}::json)), updated_at = now() where id = ${targetId}`,
  );
}

/** A constraint the archive's rows break (a reference to a row gone, a duplicate) is the archive's fault. */
function asRestoreError(error: unknown): unknown {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.cause?.code ??
    (error as { code?: string })?.code;
  if (code === '23503' || code === '23505' || code === '23502' || code === '23514') {
    return new AppError(
      'CONFLICT',
      'Os dados do backup não cabem nesta loja (referência ou valor repetido). Nada foi alterado.',
    );
  }
  return error;
}
