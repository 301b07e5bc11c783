import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  approveDemoPayment,
  insertKioskShop,
  payKioskOrder,
  placeKioskOrder,
} from '../test/kiosk-orders';
import { startPgBouncer, type TestPgBouncer } from '../test/pgbouncer';
import { realtimeDrained } from '../test/realtime';
import { createTestDatabase } from '../test/test-app';
import { databaseOptionsOf, openDatabase, type DatabaseHandle } from './client';
import { namedStatement } from './named-statement';
import { orders } from './schema';

/*
 * Issue 37: behind a transaction-mode pooler (PgBouncer, as managed PostgreSQL offers) each
 * transaction may run on another server connection. With DATABASE_POOLER=transaction the app
 * keeps no session state there (no named prepared statements, no startup SETs) and listens on
 * DATABASE_LISTEN_URL, a direct connection. Through Debian's pgbouncer; PostgreSQL only.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('behind PgBouncer in transaction mode (PostgreSQL only)', () => {
  let direct: DatabaseHandle & { url?: string };
  let bouncer: TestPgBouncer;
  let app: FastifyInstance;
  let pooled: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    direct = await createTestDatabase();
    bouncer = await startPgBouncer(direct.url!);
    dataDir = mkdtempSync(join(tmpdir(), 'comanda-pooler-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: bouncer.urlOf(direct.url!),
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: direct.url!,
      RECONCILE_INTERVAL_MS: '0',
      FISCAL_QUEUE_INTERVAL_MS: '0',
      DEMO_PAYMENT_DELAY_MS: '0',
      RATE_LIMIT_PER_ADDRESS: '0',
      RATE_LIMIT_PER_SHOP: '0',
      BACKUP_KEEP_DAYS: '0',
      PRINT_WORKER: 'false',
    });
    pooled = await openDatabase({ ...databaseOptionsOf(config), poolSize: 6 });
    app = await buildApp({ config, database: pooled, webDistDir: null });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await pooled?.close();
    await bouncer?.close();
    await direct?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes and pays simultaneous kiosk orders, and their events reach the listener', async () => {
    const shop = await insertKioskShop(app, { demoPayments: true });
    // A NOTIFY sent through the pooler is heard on the direct LISTEN connection.
    await realtimeDrained(app);
    const placed = await Promise.all(Array.from({ length: 12 }, () => placeKioskOrder(app, shop)));
    expect(new Set(placed.map((order) => order.orderNumber)).size).toBe(12);
    await Promise.all(
      placed.map(async (order) => {
        const payment = await payKioskOrder(app, shop, order, 'pix');
        await approveDemoPayment(app, shop, order, payment);
      }),
    );
    const paid = await direct.db
      .select({ status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.establishmentId, shop.shop.id));
    expect(paid.map((row) => row.status)).toEqual(Array(12).fill('paid'));
  });

  it('would break named prepared statements without the setting (the control)', async () => {
    const statement = namedStatement<{ one: number }>(
      'comanda_pooler_control',
      () => sql`select 1 as one where ${sql.placeholder('x')}::int = 1`,
    );
    // Six clients at once on two server connections: at least two of them prepare the same
    // name on one server connection.
    const runOn = (database: DatabaseHandle) =>
      Promise.allSettled(
        Array.from({ length: 6 }, () =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.05)`);
            return statement(tx, { x: 1 });
          }),
        ),
      );
    const naive = await openDatabase({
      url: bouncer.urlOf(direct.url!),
      poolSize: 6,
      directUrl: direct.url!,
    });
    try {
      const results = await runOn(naive);
      expect(results.some((result) => result.status === 'rejected')).toBe(true);
    } finally {
      await naive.close();
    }
    const results = await runOn(pooled);
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
  });
});
