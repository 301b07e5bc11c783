import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@comanda/shared';
import { orders } from '../../db/schema';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { randomUUID } from 'node:crypto';

/*
 * Real concurrency needs real connections: PGlite runs one query at a time, so this suite
 * runs only on PostgreSQL (CI sets TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  '500 concurrent orders across 5 establishments (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('numbers each shop 1..N without duplicates or gaps, and every 2xx has its row', async () => {
      const shops = await Promise.all(Array.from({ length: 5 }, () => insertKioskShop(t.app)));
      const responses = await Promise.all(
        Array.from({ length: 500 }, (_, i) => {
          const shop = shops[i % shops.length]!;
          return t.app.inject({
            method: 'POST',
            url: '/api/public/orders',
            payload: { items: [{ productId: shop.productId, quantity: 1 + (i % 3) }] },
            headers: {
              host: shop.host,
              origin: `http://${shop.host}`,
              'idempotency-key': `carga-${randomUUID()}`,
            },
          });
        }),
      );
      for (const res of responses) expect(res.statusCode, res.body).toBe(201);
      const placed = responses.map((res) => res.json<PlacedOrder>());

      for (const shop of shops) {
        const rows = await t.app.db
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orders)
          .where(eq(orders.establishmentId, shop.shop.id));
        const numbers = rows.map((row) => row.orderNumber).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      }
      const stored = await t.app.db
        .select({ id: orders.id, orderNumber: orders.orderNumber, totalCents: orders.totalCents })
        .from(orders)
        .where(
          inArray(
            orders.id,
            placed.map((order) => order.id),
          ),
        );
      expect(stored).toHaveLength(500);
      const byId = new Map(stored.map((row) => [row.id, row]));
      for (const order of placed) {
        expect(byId.get(order.id)).toEqual({
          id: order.id,
          orderNumber: order.orderNumber,
          totalCents: order.totalCents,
        });
      }
    }, 120_000);
  },
);
