import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskPayment, PlacedOrder } from '@comanda/shared';
import { orders } from './schema';
import { insertKioskShop, kioskCall } from '../test/kiosk-orders';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseUnavailableMessage } from './connection-errors';

/*
 * Killing the app's connections needs a PostgreSQL server (PGlite has none to kill), so this
 * suite runs only with TEST_DATABASE_URL. The app runs in this process, as in production: an
 * unhandled 'error' event or rejection would reach the traps below, which is what ends a
 * real server process; the traps record it instead so the test can say what happened.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The acceptance asks for 30 s of orders and approvals with the backends killed 5 times.
const runMs = 30_000;
const kills = 5;

describe.skipIf(!onPostgres)(
  'PostgreSQL connections killed while orders flow (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    const crashes: unknown[] = [];
    const trap = (error: unknown) => void crashes.push(error);
    beforeAll(async () => {
      process.on('uncaughtException', trap);
      process.on('unhandledRejection', trap);
      t = await createTestApp();
      // A connection of the test's own to the app's database, to find and kill the app's.
      const result = await t.app.db.execute(sql`select current_database() as name`);
      const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
    });
    afterAll(async () => {
      process.off('uncaughtException', trap);
      process.off('unhandledRejection', trap);
      await admin.end();
      await t.close();
    });

    it('keeps running, loses no paid order, numbers without gaps, and recovers', async () => {
      const shop = await insertKioskShop(t.app, { demoPayments: true });
      const [{ name: databaseName }] = (
        await admin.query<{ name: string }>('select current_database() as name')
      ).rows as [{ name: string }];
      const statuses = new Map<number, number>();
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const confirmedPaid = new Set<string>();
      const unavailableAnswers: string[] = [];

      const placeAndPay = async () => {
        const placed = await t.app.inject({
          method: 'POST',
          url: '/api/public/orders',
          payload: { items: [{ productId: shop.productId, quantity: 1 }] },
          headers: {
            host: shop.host,
            origin: `http://${shop.host}`,
            'idempotency-key': randomUUID(),
          },
        });
        count(placed.statusCode);

        if (placed.statusCode === 503) unavailableAnswers.push(placed.json().detail);
        if (placed.statusCode !== 201) return;
        const order = placed.json<PlacedOrder>();
        const base = `/api/public/orders/${order.id}/payments`;
        const payment = await kioskCall(t.app, shop.host, 'POST', base, {
          token: order.publicToken,
          method: 'pix',
        });
        count(payment.statusCode);

        if (payment.statusCode !== 200) return;
        const { id } = payment.json<KioskPayment>();
        const approval = await kioskCall(t.app, shop.host, 'POST', `${base}/${id}/demo-outcome`, {
          token: order.publicToken,
          outcome: 'approved',
        });
        count(approval.statusCode);

        if (approval.statusCode === 200) confirmedPaid.add(order.id);
      };

      const started = Date.now();
      const flow = async () => {
        while (Date.now() - started < runMs) await placeAndPay();
      };
      const killer = async () => {
        for (let kill = 1; kill <= kills; kill += 1) {
          await new Promise((resolve) => setTimeout(resolve, runMs / (kills + 1)));
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [databaseName],
          );
        }
      };
      await Promise.all([flow(), flow(), flow(), flow(), killer()]);

      // Only in-flight requests paid for the kills, with a 503 and a message for the kiosk.
      expect(crashes).toEqual([]);
      const answered = [...statuses.keys()];
      expect(answered.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(statuses.get(201) ?? 0).toBeGreaterThan(20);
      for (const detail of unavailableAnswers) expect(detail).toBe(databaseUnavailableMessage);

      // /api/ready recovers by itself and new orders succeed, without a restart.
      let ready = 0;
      for (let attempt = 0; attempt < 50 && ready !== 200; attempt += 1) {
        ready = (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(ready).toBe(200);
      const before = confirmedPaid.size;
      await placeAndPay();
      expect(confirmedPaid.size).toBe(before + 1);

      const rows = await t.app.db
        .select({ id: orders.id, number: orders.orderNumber, payment: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.establishmentId, shop.shop.id));
      const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
      const paid = new Set(rows.filter((row) => row.payment === 'paid').map((row) => row.id));
      expect([...confirmedPaid].filter((id) => !paid.has(id))).toEqual([]);
    }, 60_000);
  },
);
