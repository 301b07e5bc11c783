import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@comanda/shared';
import { orders, paymentAttempts } from '../../db/schema';
import type { FakeMercadoPago } from '../../test/fake-mercadopago';
import {
  insertKioskShop,
  payKioskOrder,
  placeKioskOrder,
  requestPayment,
} from '../../test/kiosk-orders';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import type { TestApp } from '../../test/test-app';
import { realtimeDrained } from '../../test/realtime';

const accessToken = 'APP_USR-reconcile';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(
  async () =>
    ({ t, mp } = await startWithMercadoPago(accessToken, { PAYMENT_EXPIRY_MINUTES: '15' })),
);
afterAll(() => closeWithMercadoPago({ t, mp }));

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;
const pay = (shop: Shop, order: PlacedOrder, method: 'pix' | 'card') =>
  payKioskOrder(t.app, shop, order, method);
const orderStatus = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;
const attempt = async (id: string) =>
  (await t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** As if the attempt had been made `minutes` ago and not looked at since. */
const age = (id: string, minutes: number) =>
  t.app.db
    .update(paymentAttempts)
    .set({ createdAt: minutesAgo(minutes), lastCheckedAt: null })
    .where(eq(paymentAttempts.id, id));

/** An order placed 20 minutes ago whose Mercado Pago Pix expired a minute ago, unchecked. */
async function expiredMercadoPagoPix() {
  const shop = await insertKioskShop(t.app, {}, { accessToken });
  const order = await placeKioskOrder(t.app, shop);
  const payment = await pay(shop, order, 'pix');
  await t.app.db
    .update(orders)
    .set({ createdAt: minutesAgo(20) })
    .where(eq(orders.id, order.id));
  await t.app.db
    .update(paymentAttempts)
    .set({ createdAt: minutesAgo(20), expiresAt: minutesAgo(1), lastCheckedAt: null })
    .where(eq(paymentAttempts.id, payment.id));
  return { order, payment };
}

describe('reconciliation job', () => {
  it('pays an order whose webhook never came', async () => {
    const shop = await insertKioskShop(t.app, {}, { accessToken });
    const order = await placeKioskOrder(t.app, shop);
    const payment = await pay(shop, order, 'pix');
    mp.setPaymentStatus((await attempt(payment.id)).providerPaymentId!, 'approved');
    await age(payment.id, 1);
    const report = await t.app.reconcileJob.runOnce();
    expect(report).toMatchObject({ ran: true });
    expect(report.checkedAttempts).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('finishes an attempt recorded before a crash, with the same idempotency key', async () => {
    const shop = await insertKioskShop(t.app, {}, { accessToken });
    const order = await placeKioskOrder(t.app, shop);
    mp.failNextCreate(502);
    const failed = await requestPayment(t.app, shop, order, 'pix');
    expect(failed.statusCode).toBe(503);
    const [row] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(row!.providerPaymentId).toBeNull();
    await age(row!.id, 1);
    await t.app.reconcileJob.runOnce();
    const finished = await attempt(row!.id);
    expect(finished.providerPaymentId).not.toBeNull();
    expect(mp.payments.get(finished.providerPaymentId!)!.externalReference).toBe(order.id);
  });

  it('approves demo payments whose time has come', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const order = await placeKioskOrder(t.app, shop);
    const payment = await pay(shop, order, 'pix');
    await t.app.db
      .update(paymentAttempts)
      .set({ demoApproveAt: minutesAgo(0.1) })
      .where(eq(paymentAttempts.id, payment.id));
    await t.app.reconcileJob.runOnce();
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('expires unpaid orders past PAYMENT_EXPIRY_MINUTES, with their local attempts', async () => {
    const shop = await insertKioskShop(t.app, { pixKey: 'chave@example.com' });
    const old = await placeKioskOrder(t.app, shop);
    const fresh = await placeKioskOrder(t.app, shop);
    const payment = await pay(shop, old, 'pix');
    await t.app.db
      .update(orders)
      .set({ createdAt: minutesAgo(20) })
      .where(eq(orders.id, old.id));
    await t.app.db
      .update(paymentAttempts)
      .set({ expiresAt: minutesAgo(1) })
      .where(eq(paymentAttempts.id, payment.id));
    // The payment request's own 'pending' event may still be on its way: let it pass first.
    await realtimeDrained(t.app);
    const heard: string[] = [];
    const stop = t.app.realtime.subscribe(`order:${old.id}`, (event) =>
      heard.push(`${event.type}:${String(event.data.status ?? event.data.paymentStatus)}`),
    );
    await t.app.reconcileJob.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(await orderStatus(old.id)).toBe('expired');
    expect((await attempt(payment.id)).status).toBe('expired');
    expect(heard).toEqual(['payment.updated:expired', 'order.updated:expired']);
    expect(await orderStatus(fresh.id)).toBe('pending');
  });

  it('asks Mercado Pago before giving up a Pix: cancels it there, then expires the order', async () => {
    const { order, payment } = await expiredMercadoPagoPix();
    await t.app.reconcileJob.runOnce();
    const mpId = (await attempt(payment.id)).providerPaymentId!;
    expect(mp.payments.get(mpId)!.status).toBe('cancelled');
    expect((await attempt(payment.id)).status).toBe('expired');
    await t.app.reconcileJob.runOnce();
    expect(await orderStatus(order.id)).toBe('expired');
  });

  it('never expires an order whose Pix Mercado Pago approved meanwhile', async () => {
    const { order, payment } = await expiredMercadoPagoPix();
    mp.setPaymentStatus((await attempt(payment.id)).providerPaymentId!, 'approved');
    await t.app.reconcileJob.runOnce();
    await t.app.reconcileJob.runOnce();
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it.skipIf(!onPostgres)('runs on one instance at a time (PostgreSQL advisory lock)', async () => {
    // Another instance holding the lock: a transaction on its own connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(724310200, 1)`);
      locked();
      await held;
    });
    await lockTaken;
    expect(await t.app.reconcileJob.runOnce()).toEqual({
      ran: false,
      expiredOrders: 0,
      checkedAttempts: 0,
    });
    release();
    await other;
    expect((await t.app.reconcileJob.runOnce()).ran).toBe(true);
  });
});
