import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlineMenuDefaults,
  type CreateOnlineOrderInput,
  type KitchenOrder,
  type OrderTracking,
  type PlacedOnlineOrder,
  type PublicOnlineMenu,
} from '@comanda/shared';
import { orders } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createScheduledReleaseJob } from './scheduled-release.job';
import { readKitchenTimes } from './wait-estimate.service';

/*
 * Scheduled online-menu orders (issues 35 and 36): held in the kitchen's queue from payment
 * (or placing, paid on handover) until their time less the shop's wait, released by the job
 * on a fake clock, once, whichever instance runs it.
 */

type Shop = Awaited<ReturnType<typeof insertKioskShop>> & { admin: string; kitchen: string };

let t: TestApp;
let a: Shop;
let b: Shop;
const minute = 60_000;

async function onlineShop(): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  const admin = await signUpAdminOf(t.app, shop.shop.id);
  const saved = await send(t.app, 'PUT', '/api/admin/online-menu', {
    cookie: admin,
    payload: {
      ...onlineMenuDefaults,
      enabled: true,
      fulfilments: { mesa: false, retirada: true, entrega: false, agendar: true },
      zones: [],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const device = await send(t.app, 'POST', '/api/admin/order-devices', {
    cookie: admin,
    payload: { name: 'Cozinha', kind: 'kitchen' },
  });
  expect(device.statusCode, device.body).toBe(201);
  return { ...shop, admin, kitchen: (device.json() as { token: string }).token };
}

/** A slot at least two hours ahead (the scheduling window runs to tomorrow's closing). */
async function laterSlot(shop: Shop): Promise<Date> {
  const res = await t.app.inject({ url: '/api/public/online-menu', headers: { host: shop.host } });
  const menu: PublicOnlineMenu = res.json();
  const slot = menu.schedule!.slots.find((at) => Date.parse(at) > Date.now() + 120 * minute);
  expect(slot).toBeDefined();
  return new Date(slot!);
}

async function place(shop: Shop, body: Partial<CreateOnlineOrderInput>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/online-orders',
    payload: {
      items: [{ productId: shop.productId, quantity: 1 }],
      customer: { name: 'Ana Souza', phone: '(11) 91234-5678' },
      fulfilment: { type: 'retirada' },
      payment: { method: 'pix' },
      ...body,
    },
    headers: {
      host: shop.host,
      origin: `http://${shop.host}`,
      'idempotency-key': `online-${randomUUID()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOnlineOrder;
}

async function paid(shop: Shop, body: Partial<CreateOnlineOrderInput>) {
  const order = await place(shop, body);
  const payment = await payKioskOrder(t.app, shop, order, 'pix');
  await approveDemoPayment(t.app, shop, order, payment);
  return order;
}

async function cards(shop: Shop): Promise<KitchenOrder[]> {
  const res = await t.app.inject({
    url: '/api/device/kitchen-orders',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      authorization: `Bearer ${shop.kitchen}`,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const cardOf = async (shop: Shop, id: string) => (await cards(shop)).find((c) => c.id === id);

/** The orders the wait estimate waits on at `now`. */
async function queueIds(shop: Shop, now: Date): Promise<string[]> {
  const queue = await readKitchenTimes(t.app.db, shop.shop.id, now, 'queue', new Map());
  return queue.flatMap((order) => order.id ?? []);
}

function jobAt(waits: Record<string, number>, clock: { now: Date }) {
  return createScheduledReleaseJob({
    db: t.app.db,
    realtime: t.app.realtime,
    waitMinutes: async (establishmentId) => waits[establishmentId] ?? 0,
    log: t.app.log,
    now: () => clock.now,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await onlineShop();
  b = await onlineShop();
});
afterAll(async () => t?.close());

describe('scheduled online orders in the kitchen', () => {
  it('holds a paid scheduled order out of the queue and the estimate, and releases it at its time less the wait, once', async () => {
    const slot = await laterSlot(a);
    const scheduled = await paid(a, { scheduledFor: slot.toISOString() });
    const now = await paid(a, {});
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, scheduled.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', stage: 'received', kitchenHoldUntil: slot });
    expect(row!.kitchenHeldAt).not.toBeNull();

    // The kitchen sees it held with its time; the immediate order is in the queue as ever.
    expect(await cardOf(a, scheduled.id)).toMatchObject({ scheduledFor: slot.toISOString() });
    expect((await cardOf(a, scheduled.id))!.heldAt).toBeTruthy();
    expect(await cardOf(a, now.id)).toMatchObject({ heldAt: null, scheduledFor: null });
    const queue = await queueIds(a, new Date());
    expect(queue).toContain(now.id);
    expect(queue).not.toContain(scheduled.id);

    // Another shop's scheduled order for the same time, with no wait: released at its time.
    const other = await paid(b, { scheduledFor: slot.toISOString() });
    const clock = { now: new Date(slot.getTime() - 41 * minute) };
    const waits = { [a.shop.id]: 40, [b.shop.id]: 0 };
    const job = jobAt(waits, clock);
    expect((await job.runOnce()).released).toEqual([]);
    expect((await cardOf(a, scheduled.id))!.heldAt).toBeTruthy();

    // Two instances at 40 minutes before: shop A's order is released once, B's stays held.
    clock.now = new Date(slot.getTime() - 40 * minute);
    const reports = await Promise.all([job.runOnce(), jobAt(waits, clock).runOnce()]);
    expect(reports.flatMap((report) => report.released)).toEqual([scheduled.id]);
    expect(await cardOf(a, scheduled.id)).toMatchObject({
      heldAt: null,
      scheduledFor: null,
      stage: 'received',
      paidAt: clock.now.toISOString(),
    });
    expect(await queueIds(a, clock.now)).toContain(scheduled.id);
    expect((await cardOf(b, other.id))!.heldAt).toBeTruthy();
    expect((await job.runOnce()).released).toEqual([]);

    // Never later than its time: B's, with no wait, at the time itself.
    clock.now = new Date(slot.getTime() - minute);
    expect((await job.runOnce()).released).toEqual([]);
    clock.now = slot;
    expect((await job.runOnce()).released).toEqual([other.id]);
    expect(await cardOf(b, other.id)).toMatchObject({ heldAt: null, stage: 'received' });
  });

  it('holds a scheduled order paid on pickup from its placing; staff may release it early', async () => {
    const slot = await laterSlot(a);
    const order = await place(a, {
      scheduledFor: slot.toISOString(),
      payment: { method: 'na_entrega', kind: 'cartao' },
    });
    expect(await cardOf(a, order.id)).toMatchObject({
      stage: 'received',
      scheduledFor: slot.toISOString(),
    });
    expect(await queueIds(a, new Date())).not.toContain(order.id);
    // Its status page shows its time and the minutes left to it, not the queue's estimate.
    const token = decodeURIComponent(order.statusPath.split('/').at(-1)!);
    const before = Date.now();
    const page = await t.app.inject({
      url: `/api/public/orders/${order.id}/status?token=${encodeURIComponent(token)}`,
      headers: { host: a.host },
    });
    const after = Date.now();
    expect(page.statusCode, page.body).toBe(200);
    const status: OrderTracking = page.json();
    expect(status).toMatchObject({ stage: 'received', scheduledFor: slot.toISOString() });
    expect(status.readyInMinutes).toBeGreaterThanOrEqual(
      Math.ceil((slot.getTime() - after) / minute),
    );
    expect(status.readyInMinutes).toBeLessThanOrEqual(
      Math.ceil((slot.getTime() - before) / minute),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/device/hold',
      payload: { orderId: order.id, held: false },
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        authorization: `Bearer ${a.kitchen}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(a, order.id)).toMatchObject({ heldAt: null, scheduledFor: null });
    const released = await t.app.inject({
      url: `/api/public/orders/${order.id}/status?token=${encodeURIComponent(token)}`,
      headers: { host: a.host },
    });
    expect((released.json() as OrderTracking).scheduledFor).toBeNull();
    // Released by hand, the job has nothing left to do with it.
    const job = jobAt({}, { now: slot });
    expect((await job.runOnce()).released).not.toContain(order.id);
  });
});
