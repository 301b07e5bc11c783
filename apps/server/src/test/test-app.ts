import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../db/client';
import type { Mail, Mailer } from '../modules/auth';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Either is
 * cloned from a template that holds the migrated schema (migrating from scratch costs each file
 * seconds): PGlite loads a data directory migrated once per worker (decision 043), PostgreSQL
 * copies a template database (decision 029).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, from: await migratedPgliteDump() });

  const name = `comanda_test_${randomUUID().replaceAll('-', '')}`;
  templateDatabase ??= migratedTemplate(serverUrl);
  const template = await templateDatabase;
  await withAdminClient(serverUrl, (client) => cloneDatabase(client, name, template));
  // openDatabase still runs the migrator: on the clone it finds every migration applied.
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    ...handle,
    url: databaseUrl(serverUrl, name),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * The data directory of an in-memory PGlite with every migration applied, made on first use in
 * this worker (the server test files share their module graph, so one per worker). openDatabase
 * still runs the migrator on each copy and finds everything applied.
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const template = await openDatabase({ memory: true });
    try {
      return await template.dumpDataDir!();
    } finally {
      await template.close();
    }
  })();
  return pgliteDump;
}

let templateDatabase: Promise<string> | undefined;
const templateLockKey = 724_310_002;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a database holding the migrations of this checkout, made on first use. Its name
 * is a hash of the migrations folder, so worktrees and branches with other migrations (running
 * at the same time on the same server) each get their own, and a new migration a new template.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  const name = `comanda_template_${hash.digest('hex').slice(0, 24)}`;
  await withAdminClient(serverUrl, async (client) => {
    // Test files of every worker ask at once: one builds, the others wait for it.
    await client.query('select pg_advisory_lock($1)', [templateLockKey]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete: a crash never leaves half a template.
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      await handle.close();
      await client.query(`alter database ${building} rename to ${name}`);
      await client.query(`alter database ${name} is_template true`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
  return name;
}

/**
 * CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template, which the
 * server may still count for a moment after the builder disconnected: retried briefly.
 */
async function cloneDatabase(client: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  /** Every email the app sent, newest last. */
  mails: Mail[];
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary data folder, for `app.inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDistDir?: string | null } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comanda-test-'));
  // Payment clocks stay still unless a test asks: no background job, demo payments by button.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RECONCILE_INTERVAL_MS: '0',
    FISCAL_QUEUE_INTERVAL_MS: '0',
    IFOOD_CATALOG_SYNC_INTERVAL_MS: '0',
    IFOOD_POLL_INTERVAL_MS: '0',
    OPEN_DELIVERY_POLL_INTERVAL_MS: '0',
    BUSY_MODE_INTERVAL_MS: '0',
    SCHEDULED_ORDERS_INTERVAL_MS: '0',
    DEMO_PAYMENT_DELAY_MS: '0',
    // Every injected request comes from one address: kiosk rate limits only where a test asks.
    RATE_LIMIT_PER_ADDRESS: '0',
    RATE_LIMIT_PER_SHOP: '0',
    // The backup tests send dozens of restores a minute from one session.
    RESTORES_PER_MINUTE: '0',
    // No daily backups behind a test's back; the backup tests run them by hand.
    BACKUP_KEEP_DAYS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = { configured: true, send: async (mail) => void mails.push(mail) };
  const app = await buildApp({ config, database, mailer, webDistDir: options.webDistDir ?? null });
  await app.ready();
  return {
    app,
    mails,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
