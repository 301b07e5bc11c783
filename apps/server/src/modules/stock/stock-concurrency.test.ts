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

  it('stock for 10, 50 kiosks paying at once: 10 paid, 40 canceled for a refund, never below zero', async () => {
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

    // Every approval is answered (the money was taken): 10 orders are paid, the 40 whose
    // stock another kiosk took are canceled, with the reason the kiosk shows, and refunded
    // by the (demo) provider after their settlement committed.
    for (const res of approvals) expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db
      .select({
        paymentStatus: orders.paymentStatus,
        cancelReason: orders.cancelReason,
        manualRefundPending: orders.manualRefundPending,
        refundedAt: orders.refundedAt,
      })
      .from(orders)
      .where(eq(orders.establishmentId, shop.shop.id));
    expect(rows.filter((row) => row.paymentStatus === 'paid')).toHaveLength(10);
    const canceled = rows.filter((row) => row.paymentStatus === 'canceled');
    expect(canceled).toHaveLength(40);
    for (const row of canceled) {
      expect(row).toMatchObject({
        cancelReason: 'Esgotado: Lanche. Pedido cancelado; o pagamento será estornado.',
        manualRefundPending: false,
        refundedAt: expect.any(Date),
      });
    }
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
