import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskMenu, PlacedOrder } from '@comanda/shared';
import { orders, stockMovements } from '../../db/schema';
import { kioskCall } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stockShop } from './test/stock-shop';

/*
 * Real concurrency needs real connections: PGlite runs one query at a time, so this suite
 * runs only on PostgreSQL (CI sets TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('stock race (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stock for 10, 50 kiosks paying at once: 10 paid, 40 told Esgotado, never below zero', async () => {
    const shop = await stockShop(t.app);
    const pao = await shop.createItem('Pão', 'un');
    await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, {
      lines: [{ stockItemId: pao.id, quantityMilli: 1000 }],
    });
    await shop.admin('POST', `/api/admin/stock/items/${pao.id}/adjustments`, {
      levelMilli: 10_000,
      reason: 'Estoque inicial',
    });

    // Every kiosk sees the product available and places its order before anyone pays.
    const placed = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.placeOrder([{ productId: shop.productId, quantity: 1 }]),
      ),
    );
    for (const res of placed) expect(res.statusCode, res.body).toBe(201);
    const approvals = await Promise.all(
      placed.map((res) => shop.payAndApprove(res.json<PlacedOrder>())),
    );

    const statuses = approvals.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = approvals.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain('Esgotado: Lanche');
    }

    const paid = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'));
    expect(paid).toHaveLength(10);
    expect(await shop.levelOf(pao.id)).toBe(0);
    const [ledger] = await t.app.db
      .select({ total: sum(stockMovements.quantityMilli).mapWith(Number) })
      .from(stockMovements)
      .where(eq(stockMovements.stockItemId, pao.id));
    expect(ledger!.total).toBe(0);

    // The next kiosk sees it sold out and is refused before paying.
    const menu = (await kioskCall(t.app, shop.host, 'GET', '/api/public/menu')).json<KioskMenu>();
    expect(menu.products.find((product) => product.id === shop.productId)!.soldOut).toBe(true);
    const late = await shop.placeOrder([{ productId: shop.productId, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
  }, 120_000);
});
