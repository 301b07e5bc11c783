import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskPayment, PlacedOrder } from '@comanda/shared';
import type { Transaction } from './db/client';
import { orders, paymentAttempts, printerSettings, printJobs } from './db/schema';
import { insertKioskShop, kioskCall, payKioskOrder, placeKioskOrder } from './test/kiosk-orders';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * The subscribers wired in app.ts run inside the transaction that publishes their event:
 * printing reacts to 'order.paid' (payments no longer calls it), and a subscriber that fails
 * undoes the payment it reacted to.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

async function shopWithPrinter(): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  await t.app.db.insert(printerSettings).values({
    establishmentId: shop.shop.id,
    name: 'Balcão',
    kind: 'customer',
    connectionType: 'virtual',
  });
  return shop;
}

const approveDemo = (shop: Shop, order: PlacedOrder, payment: KioskPayment) =>
  kioskCall(
    t.app,
    shop.host,
    'POST',
    `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
    { token: order.publicToken, outcome: 'approved' },
  );

async function jobsOf(orderId: string) {
  return t.app.db
    .select({ printerName: printJobs.printerName })
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId));
}

describe("domain events: 'order.paid'", () => {
  it("writes a paid order's print jobs from the printing subscriber, in the paying transaction", async () => {
    const shop = await shopWithPrinter();
    const order = await placeKioskOrder(t.app, shop);
    const payment = await payKioskOrder(t.app, shop, order, 'pix');
    expect(await jobsOf(order.id)).toEqual([]);

    // Subscribed after printing: sees what printing wrote, before anything commits.
    const seenInTransaction: { printJobs: number; paymentStatus: string }[] = [];
    t.app.domainEvents.subscribe('order.paid', async (tx, event) => {
      if (event.orderId !== order.id) return;
      const [jobs] = await tx
        .select({ n: count() })
        .from(printJobs)
        .where(eq(printJobs.orderId, event.orderId));
      const [row] = await tx.select().from(orders).where(eq(orders.id, event.orderId));
      seenInTransaction.push({ printJobs: jobs!.n, paymentStatus: row!.paymentStatus });
    });

    expect((await approveDemo(shop, order, payment)).json()).toMatchObject({ status: 'approved' });
    expect(seenInTransaction).toEqual([{ printJobs: 1, paymentStatus: 'paid' }]);
    expect(await jobsOf(order.id)).toEqual([{ printerName: 'Balcão' }]);

    // A duplicate approval publishes nothing: still one job.
    await approveDemo(shop, order, payment);
    expect(seenInTransaction).toHaveLength(1);
    expect(await jobsOf(order.id)).toHaveLength(1);
  });

  it('a subscriber that throws leaves the order unpaid, its payment pending and nothing printed', async () => {
    const shop = await shopWithPrinter();
    const order = await placeKioskOrder(t.app, shop);
    const payment = await payKioskOrder(t.app, shop, order, 'pix');
    t.app.domainEvents.subscribe('order.paid', async (_tx, event) => {
      if (event.orderId === order.id) throw new Error('the cash register is closed');
    });

    const res = await approveDemo(shop, order, payment);

    expect(res.statusCode).toBe(500);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'pending', paidAt: null });
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.id));
    expect(attempt).toMatchObject({ status: 'pending', settledAt: null });
    expect(await jobsOf(order.id)).toEqual([]);
  });
});

describe("domain events: 'order.placed' and 'order.canceled'", () => {
  it('publishes each once, in the transaction that writes the order', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const seen: { name: string; orderId: string; paymentStatus: string | undefined }[] = [];
    const record = async (
      tx: Transaction,
      event: { name: string; establishmentId: string; orderId: string },
    ) => {
      if (event.establishmentId !== shop.shop.id) return;
      const [row] = await tx.select().from(orders).where(eq(orders.id, event.orderId));
      seen.push({ name: event.name, orderId: event.orderId, paymentStatus: row?.paymentStatus });
    };
    t.app.domainEvents.subscribe('order.placed', record);
    t.app.domainEvents.subscribe('order.canceled', record);

    const order = await placeKioskOrder(t.app, shop);
    expect(seen).toEqual([{ name: 'order.placed', orderId: order.id, paymentStatus: 'pending' }]);

    const cancel = () =>
      kioskCall(t.app, shop.host, 'POST', `/api/public/orders/${order.id}/cancel`, {
        token: order.publicToken,
      });
    expect((await cancel()).statusCode).toBe(200);
    // Canceling twice is harmless and publishes nothing more.
    expect((await cancel()).statusCode).toBe(200);
    expect(seen).toEqual([
      { name: 'order.placed', orderId: order.id, paymentStatus: 'pending' },
      { name: 'order.canceled', orderId: order.id, paymentStatus: 'canceled' },
    ]);
  });
});
