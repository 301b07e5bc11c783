import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Database } from './client';
import * as schema from './schema';
import { listCategories } from '../modules/catalog/categories.service';
import { kioskMenu } from '../modules/catalog/menu.service';
import { listProducts } from '../modules/catalog/products.service';
import { findActiveBySubdomain } from '../modules/establishments/establishments.service';
import { findOrderById, pendingOrdersPage } from '../modules/orders/orders.service';
import { createTestDatabase } from '../test/test-app';

/*
 * With 1,000 shops a query that reads every shop's rows is a thousand times slower than one
 * that reads its own. Runs the kiosk's and the admin's hot reads as the app runs them,
 * records their SQL, and asks PostgreSQL for each plan with sequential scans priced out: a
 * plan that still scans a table sequentially has no index to use. PostgreSQL only (its
 * planner is the one production uses).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const sequentialScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : []),
  ...(node.Plans ?? []).flatMap(sequentialScans),
];

describe.skipIf(!onPostgres)('query plans of the hot reads (PostgreSQL only)', () => {
  let database: DatabaseHandle & { url?: string };
  let pool: pg.Pool;
  let client: pg.Client;
  const queries: { sql: string; params: unknown[] }[] = [];
  let recording: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // pg-pool's end() resolves before its clients' sockets have closed: the database's drop
    // (with force) at the end may still reach one, and an 'error' of the pool without a
    // listener is an uncaught exception (as the app's own pools, db/client.ts).
    pool.on('error', () => {});
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    recording = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => void queries.push({ sql, params }) },
    }) as unknown as Database;
  });
  afterAll(async () => {
    await client?.end();
    await pool?.end();
    await database?.close();
  });

  it('finds every tenant row through an index', async () => {
    const shopId = randomUUID();
    await findActiveBySubdomain(recording, 'loja');
    await kioskMenu(recording, shopId);
    await listCategories(recording, shopId);
    await listProducts(recording, shopId);
    await findOrderById(recording, shopId, randomUUID());
    await pendingOrdersPage(recording, shopId, 1, 20);
    expect(queries.length).toBeGreaterThanOrEqual(9);

    await client.query('set enable_seqscan = off');
    const scans: string[] = [];
    for (const query of queries) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) ${query.sql}`,
        query.params,
      );
      scans.push(...sequentialScans(rows[0]!['QUERY PLAN'][0].Plan));
    }
    expect(scans).toEqual([]);
  });
});
