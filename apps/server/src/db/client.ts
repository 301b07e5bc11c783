import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import {
  createTableRelationsHelpers,
  DrizzleQueryError,
  extractTablesRelationalConfig,
  sql,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from 'drizzle-orm';
import { PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  drizzle as drizzlePg,
  NodePgSession,
  NodePgTransaction,
  type NodePgDatabase,
} from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it: functions that may run inside a caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on a PostgreSQL channel; `onPayload` gets each NOTIFY payload, from any server
   * instance on this database. Resolves once listening, to a function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * For counts that may lose their last moments in a crash (the kiosk's rate limits): on
   * PostgreSQL a small pool of its own whose commits do not wait for the disk
   * (synchronous_commit off: a lost increment only lets a client a request or two more), so a
   * counted request is not one more disk flush, on a row every kiosk of the shop updates.
   * PGlite: the same database. Never for orders, payments or anything else that must last.
   */
  counters: Database;
  /** PostgreSQL only: the server it connects to, for pg_dump (a full-platform backup). */
  connectionUrl?: string;
  /** PGlite only: the whole data directory as a .tar.gz (a full-platform backup). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /**
       * Behind a transaction-mode pooler (PgBouncer): no session state on pooled connections
       * (no named prepared statements, no startup SETs); migrations, LISTEN and pg_dump go to
       * `directUrl`, a connection of their own (DATABASE_LISTEN_URL).
       */
      transactionPooler?: boolean;
      /** A direct connection to PostgreSQL (not through the pooler); default: `url`. */
      directUrl?: string;
    }
  | { dataDir: string }
  /**
   * In memory: every test gets its own database. `from`: a data directory dumped by
   * `dumpDataDir`, loaded instead of an empty one (the tests' migrated template, decision 043).
   */
  | { memory: true; from?: Blob };

// `./migrations` sits beside this file in src/db and beside the bundle in dist (build.mjs copies it).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const migrationLockKey = 724_310_001;

/** The database the configuration names: PostgreSQL (through a pooler or not), or PGlite. */
export function databaseOptionsOf(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOLER: 'none' | 'transaction';
  DATABASE_LISTEN_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseOptions {
  if (!config.DATABASE_URL) return { dataDir: config.DATA_DIR };
  return {
    url: config.DATABASE_URL,
    transactionPooler: config.DATABASE_POOLER === 'transaction',
    directUrl: config.DATABASE_LISTEN_URL,
  };
}

/**
 * Opens PostgreSQL (when a URL is given) or the embedded PGlite, and brings the schema up to
 * date before returning, so a started server always runs on the current schema.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return 'url' in options ? openPostgres(options) : openPglite(options);
}

async function openPglite(
  options: { dataDir: string } | { memory: true; from?: Blob },
): Promise<DatabaseHandle> {
  let client: PGlite;
  if ('dataDir' in options) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(options.from ? { loadDataDir: options.from } : {});
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // After the migrations: they are the start's own work, nothing waits to be served then.
  yieldBeforeEachStatement(client);
  singleConnection.add(db);
  return {
    db: db as unknown as Database,
    counters: db as unknown as Database,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/**
 * PGlite runs each statement synchronously on the event loop and resolves its promise as a
 * microtask, so a request's statements (a signed-in request's session, user, roles, profile
 * and shop: 6-10 ms of CPU) ran as one task in which no other request was served: while one
 * admin's restore was being checked, every kiosk's answer waited for its lookups (bench goal
 * 8, ADR 055). Each statement now waits for the event loop's next turn first, so other
 * requests' I/O is served between any two statements; PostgreSQL's statements already wait
 * for its socket. Both the client's own `query` and a transaction's are wrapped.
 */
function yieldBeforeEachStatement(client: PGlite) {
  const { query, transaction } = client;
  client.query = (async (sql: string, params?: unknown[], options?: never) => {
    await nextTurn();
    return query.call(client, sql, params, options);
  }) as typeof client.query;
  client.transaction = (<T>(work: (tx: PgliteTransaction) => Promise<T>) =>
    transaction.call(client, (tx) =>
      work(
        new Proxy(tx, {
          get(target, key, receiver) {
            if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
            return async (sql: string, params?: unknown[], options?: never) => {
              await nextTurn();
              return target.query(sql, params, options);
            };
          },
        }),
      ),
    )) as typeof client.transaction;
}

/** The embedded databases: PGlite is one connection, which an open transaction holds. */
const singleConnection = new WeakSet<object>();

/**
 * Where to read beside an open transaction `tx` of `db`: the pool on PostgreSQL, whose other
 * connections run those reads side by side with it; the transaction itself on PGlite, where a
 * read through the database waits for the transaction to end, which waits for the read.
 */
export function besideTransaction(db: Database, tx: Transaction): Executor {
  return singleConnection.has(db) ? tx : db;
}

/** Marks a pool or connection whose queries must not use named prepared statements. */
const unnamedStatementsOnly = Symbol('unnamed statements only');

/**
 * Whether queries on `executor` (the database or a transaction) may be named prepared
 * statements: not behind a transaction-mode pooler, where the next query may run on another
 * server connection that does not know the name, or already has it from another client.
 */
export function namedStatementsAllowed(executor: Executor): boolean {
  const client = (executor._.session as unknown as { client?: object }).client;
  return !client || !(unnamedStatementsOnly in client);
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  transactionPooler?: boolean;
  directUrl?: string;
}): Promise<DatabaseHandle> {
  const { url, poolSize = 10, transactionPooler = false } = options;
  const directUrl = options.directUrl ?? url;
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  if (transactionPooler) Object.assign(pool, { [unnamedStatementsOnly]: true });
  // A connection closed by the server (restart, failover, pg_terminate_backend) must not crash
  // the process. Idle: the pool reports it here and discards it. Checked out (inside a
  // transaction, between two queries): the pool listens no more, so every client gets a
  // listener of its own; the query under way rejects (503, see connection-errors.ts) and the
  // pool discards the broken client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (transactionPooler) Object.assign(client, { [unnamedStatementsOnly]: true });
  });
  // Several instances may start at once: only one migrates, the others wait for it. The lock
  // is a session's: on its own direct connection (a pooler would hand the session around).
  const lockClient = new pg.Client({ connectionString: directUrl });
  lockClient.on('error', () => {});
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
  const db = drizzlePg(pool, { schema });
  db.transaction = (work, config) => transactionReleasingItsClient(pool, work as never, config);
  // Rate-limit counters may lose their last writes in a crash: not worth a disk flush each.
  // A session setting, so not behind a transaction-mode pooler (it would leak to others).
  const countersPool = new pg.Pool({
    connectionString: url,
    max: 3,
    ...(transactionPooler ? {} : { options: '-c synchronous_commit=off' }),
  });
  if (transactionPooler) Object.assign(countersPool, { [unnamedStatementsOnly]: true });
  countersPool.on('error', () => {});
  countersPool.on('connect', (client) => {
    client.on('error', () => {});
    if (transactionPooler) Object.assign(client, { [unnamedStatementsOnly]: true });
  });
  return {
    db: db as unknown as Database,
    counters: drizzlePg(countersPool, { schema }) as unknown as Database,
    driver: 'postgres',
    connectionUrl: directUrl,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onPayload) => listenPostgres(directUrl, channel, onPayload),
    close: async () => {
      await Promise.all([pool.end(), countersPool.end()]);
    },
  };
}

const dialect = new PgDialect();
let relational: RelationalSchemaConfig<TablesRelationalConfig> | undefined;
const relationalSchema = () => {
  if (!relational) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  }
  return relational;
};

/**
 * drizzle's own pool transaction sends BEGIN before its try/finally: when the connection dies
 * right then, the client is never released, and after a few such deaths the pool has none left
 * and every request waits forever. Here the client is released whatever happens (and dropped
 * by the pool when it is broken).
 */
async function transactionReleasingItsClient<T>(
  pool: pg.Pool,
  work: Parameters<NodePgDatabase<Schema>['transaction']>[0],
  config: Parameters<NodePgDatabase<Schema>['transaction']>[1],
): Promise<T> {
  const client = await pool.connect();
  try {
    // What drizzle(client).transaction() does, without rebuilding the schema's relational
    // config for every transaction (a few percent of an order's CPU).
    const session = new NodePgSession(client, dialect, relationalSchema());
    // An isolation level or access mode (the backup's snapshot): drizzle writes its BEGIN.
    if (config) return (await session.transaction(work as never, config)) as T;
    // Else the same steps with BEGIN, COMMIT and ROLLBACK sent as they are (drizzle builds,
    // renders and wraps each as a query), on a transaction whose relational query builders
    // are made only when asked for (ADR 086).
    const tx = transactionOn(session);
    await sendAsIs(client, 'begin');
    try {
      const result = (await work(tx as never)) as T;
      await sendAsIs(client, 'commit');
      return result;
    } catch (error) {
      await sendAsIs(client, 'rollback');
      throw error;
    }
  } finally {
    client.release();
  }
}

/** A statement without values, failing as drizzle's would (the driver's error as its cause). */
async function sendAsIs(client: pg.PoolClient, text: string): Promise<void> {
  try {
    await client.query(text);
  } catch (error) {
    throw new DrizzleQueryError(text, [], error as Error);
  }
}

/**
 * A transaction on `session` as drizzle makes one, but for `tx.query` (the relational query
 * builders, one object per table of the schema: drizzle's PgDatabase constructor builds them all
 * for every transaction, 3 % of an order's CPU), made the first time it is read. Nothing in the
 * server reads it inside a transaction; better-auth's adapter may.
 */
function transactionOn(session: NodePgSession<Record<string, unknown>, TablesRelationalConfig>) {
  const schema = relationalSchema();
  const tx = new NodePgTransaction(dialect, session, undefined);
  Object.assign(tx._, {
    schema: schema.schema,
    fullSchema: schema.fullSchema,
    tableNamesMap: schema.tableNamesMap,
  });
  // A nested transaction (a savepoint) is made from these, as drizzle's own would be.
  (tx as unknown as { schema: typeof schema }).schema = schema;
  let query: unknown;
  Object.defineProperty(tx, 'query', {
    configurable: true,
    enumerable: true,
    get: () => (query ??= new PgDatabase(dialect, session, schema).query),
  });
  return tx;
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be
 * handed to queries). A dropped connection is reopened, so events resume after a restart of
 * PostgreSQL; events sent while it was down are lost, which is why clients also poll.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    // 'error' and 'end' may both come for one dropped connection: reconnect once.
    const onLost = () => {
      if (lost) return;
      lost = true;
      void next.end().catch(() => {});
      reconnectSoon();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', onLost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true; // the caller retries; the listeners above must not retry as well
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      lost = true;
      void next.end().catch(() => {});
      return;
    }
    next.on('end', onLost);
    client = next;
  };
  const reconnectSoon = () => {
    if (!stopped) setTimeout(() => void connect().catch(reconnectSoon), 1000).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
