import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateOrderInput, KioskMenu } from '@comanda/shared';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localObjectStorage } from '../../lib/object-storage';
import { untilQuiet } from '../../test/statements';

/*
 * An order's cost is mostly its round trips to PostgreSQL, and the ones made after the order
 * number is taken hold the shop's counter row: every other kiosk of the shop waits for them
 * (decision 016). Counts the statements one kiosk order sends, PostgreSQL only.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('round trips of one kiosk order (PostgreSQL only)', () => {
  let t: TestApp;
  let uploadsDir: string;
  let menu: KioskMenu;
  const host = 'demo.localhost:3000';

  beforeAll(async () => {
    // The kiosk's limits on, as in production: they are round trips too.
    t = await createTestApp({ RATE_LIMIT_PER_ADDRESS: '1000', RATE_LIMIT_PER_SHOP: '1000' });
    uploadsDir = mkdtempSync(join(tmpdir(), 'comanda-round-trips-'));
    expect(await seedDemoData(t.app.db, { uploads: localObjectStorage(uploadsDir) })).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/menu', headers: { host } });
    menu = res.json();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('places an order in a few statements, few of them after the number is taken', async () => {
    const burger = menu.products.find((p) => p.extras.length > 0 && p.ingredients.length > 0)!;
    const payload: CreateOrderInput = {
      items: [
        {
          productId: burger.id,
          quantity: 1,
          extraIds: [burger.extras[0]!.id],
          removedIngredientIds: [burger.ingredients[0]!.id],
        },
      ],
    };
    // The app's start-up jobs may still be talking to the database on a loaded machine.
    await untilQuiet(t.database);
    const statements: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const text = args[0];
      statements.push(typeof text === 'string' ? text : (text as { text: string }).text);
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/orders',
        payload,
        headers: { host, origin: `http://${host}`, 'idempotency-key': `rt-${randomUUID()}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      spy.mockRestore();
    }
    const counterTaken = statements.findIndex((text) => text.includes('"order_counters"'));
    expect(counterTaken).toBeGreaterThan(0);
    // Tenant, rate limits, begin, idempotency lock and lookup, the stock check ('Esgotado'
    // marks, recipes with their levels), the writes, commit: after the number, only the
    // statement that takes it and the commit.
    expect(statements.length).toBeLessThanOrEqual(9);
    expect(statements.slice(counterTaken + 1)).toEqual(['commit']);
  });
});
