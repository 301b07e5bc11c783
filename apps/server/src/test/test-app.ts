import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Mail, Mailer } from '../modules/auth';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true });

  const name = `comanda_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
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
    DEMO_PAYMENT_DELAY_MS: '0',
    // Every injected request comes from one address: kiosk rate limits only where a test asks.
    RATE_LIMIT_PER_ADDRESS: '0',
    RATE_LIMIT_PER_SHOP: '0',
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
