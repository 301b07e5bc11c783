import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { marketplaceOrders, orders } from '../../db/schema';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ifoodApp, insertIfoodShop, saveIfoodApp } from './test/ifood-orders';

/*
 * Issue 34 item 6: two app instances on one PostgreSQL database poll the same 20 shops at the
 * same time. Each shop is polled by one of them at a time (advisory lock), every event becomes
 * at most one order, and each is acknowledged once. PostgreSQL only: PGlite is embedded in one
 * process, so there is never a second instance.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const shopCount = 20;
const ordersPerShop = 10;

let fake: FakeIfood;
let t: TestApp;
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  fake = await startFakeIfood(ifoodApp);
  t = await createTestApp({
    SUPER_ADMIN_EMAIL: 'super-fleet@comanda.example',
    IFOOD_API_URL: fake.url,
  });
  await saveIfoodApp(t.app, 'super-fleet@comanda.example');
  // The same configuration (and data folder: the same SECRETS_KEY) on its own pool.
  const url = (t.database as DatabaseHandle & { url: string }).url;
  const database = await openDatabase({ url, poolSize: 5 });
  const app = await buildApp({ config: t.config, database, webDistDir: null, logger: false });
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  if (!onPostgres) return;
  await second?.app.close();
  await second?.database.close();
  await t.close();
  await fake.close();
});

describe.runIf(onPostgres)('two instances polling iFood', () => {
  it('200 events over 20 shops: 200 orders, no duplicate, 200 acknowledgments', async () => {
    const shops = [];
    for (let n = 0; n < shopCount; n += 1) shops.push(await insertIfoodShop(t.app));
    for (let n = 0; n < ordersPerShop; n += 1) {
      for (const shop of shops) {
        fake.placeOrder({
          merchantId: shop.merchantId,
          items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 }],
        });
      }
    }

    // Both instances poll at once, round after round, until iFood has nothing left.
    const total = shopCount * ordersPerShop;
    for (let round = 0; round < 20 && fake.acks.size < total; round += 1) {
      await Promise.all([t.app.ifoodPoller.runOnce(), second!.app.ifoodPoller.runOnce()]);
    }

    const [placed] = await t.app.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.channel, 'ifood'));
    const links = await t.app.db.select().from(marketplaceOrders);
    expect(placed!.n).toBe(total);
    expect(new Set(links.map((link) => link.externalId)).size).toBe(total);
    expect(fake.acks.size).toBe(total);
    expect([...fake.acks.values()].every((times) => times === 1)).toBe(true);
    const confirms = fake.calls.filter((call) => call.path.endsWith('/confirm'));
    expect(confirms).toHaveLength(total);
    // 200 paid orders through the whole workflow on a shared machine: a generous limit.
  }, 180_000);
});
