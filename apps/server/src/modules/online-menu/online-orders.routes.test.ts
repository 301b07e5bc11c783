import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlineMenuDefaults,
  type CreateOnlineOrderInput,
  type OnlineMenuSettings,
  type OnlineMenuSettingsInput,
  type PlacedOnlineOrder,
  type PublicOnlineMenu,
} from '@comanda/shared';
import { auditLog, diningTables, establishments, onlineOrders, orders } from '../../db/schema';
import { adminCaller } from '../../test/admin-caller';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBusyModeJob } from '../marketplaces';

/*
 * POST /api/public/online-orders (issue 35): every refusal names its reason in Portuguese, and
 * a delivery's fee is in the order's total. Lanche costs R$ 20,00; Centro's fee is R$ 5,00 with
 * a R$ 30,00 minimum.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
let cookie: string;
const call = adminCaller(
  () => t.app,
  () => cookie,
);

const customer = { name: 'Ana Souza', phone: '(11) 91234-5678' };
const address = { cep: '01001-000', rua: 'Rua das Flores', numero: '10', bairro: 'Centro' };
let centro: string;

const settings = (overrides: Partial<OnlineMenuSettingsInput> = {}): OnlineMenuSettingsInput => ({
  ...onlineMenuDefaults,
  enabled: true,
  fulfilments: { mesa: true, retirada: true, entrega: true, agendar: true },
  zones: [{ bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 40 }],
  ...overrides,
});

async function save(input: OnlineMenuSettingsInput): Promise<OnlineMenuSettings> {
  const res = await call('PUT', '/api/admin/online-menu', {
    ...input,
    zones: input.zones.map((zone, i) => (i === 0 && centro ? { ...zone, id: centro } : zone)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const place = (body: Partial<CreateOnlineOrderInput>, key = `online-${randomUUID()}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/online-orders',
    payload: {
      items: [{ productId: shop.productId, quantity: 2 }],
      customer,
      fulfilment: { type: 'retirada' },
      payment: { method: 'pix' },
      ...body,
    },
    headers: { host: shop.host, origin: `http://${shop.host}`, 'idempotency-key': key },
  });

const delivery = (zoneId = centro) => ({ type: 'entrega' as const, zoneId, address });

async function refused(body: Partial<CreateOnlineOrderInput>, status: number, detail: RegExp) {
  const res = await place(body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().detail).toMatch(detail);
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await insertKioskShop(t.app, { demoPayments: true });
  cookie = await signUpAdminOf(t.app, shop.shop.id);
  const saved = await save(settings());
  centro = saved.zones[0]!.id;
});
afterAll(async () => t?.close());

describe('/admin/cardapio-digital settings', () => {
  it('starts off, saves zones keeping their ids, and audits the change', async () => {
    const res = await call('GET', '/api/admin/online-menu');
    expect(res.statusCode).toBe(200);
    const body: OnlineMenuSettings = res.json();
    expect(body).toMatchObject({ enabled: true, pixReady: true });
    expect(body.zones).toEqual([
      { id: centro, bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 40 },
    ]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.establishmentId, shop.shop.id), eq(auditLog.subject, 'Cardápio digital')),
      );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses the same bairro twice', async () => {
    const zone = { bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 40 };
    const res = await call('PUT', '/api/admin/online-menu', settings({ zones: [zone, zone] }));
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/public/online-menu', () => {
  it('offers the fulfilments, zones, schedule, payments and the wait', async () => {
    const res = await t.app.inject({
      url: '/api/public/online-menu',
      headers: { host: shop.host },
    });
    expect(res.statusCode, res.body).toBe(200);
    const menu: PublicOnlineMenu = res.json();
    expect(menu).toMatchObject({
      enabled: true,
      openNow: true,
      fulfilments: { mesa: true, retirada: true, entrega: true, agendar: true },
      payments: { pix: true, dinheiro: true, cartao: true },
    });
    expect(menu.zones[0]).toMatchObject({ bairro: 'Centro', feeCents: 500 });
    expect(menu.schedule!.slots.length).toBeGreaterThan(0);
    expect(menu.waitMinutes).toBeGreaterThanOrEqual(1);
    expect(menu).toMatchObject({ busy: false, scheduledOnly: false });
  });
});

describe('POST /api/public/online-orders', () => {
  it('puts the delivery fee in the total, on the order and in the answer', async () => {
    const res = await place({ fulfilment: delivery() });
    expect(res.statusCode, res.body).toBe(201);
    const placed: PlacedOnlineOrder = res.json();
    expect(placed).toMatchObject({ totalCents: 4500, deliveryFeeCents: 500 });
    expect(placed.statusPath).toBe(`/cardapio/pedido/${placed.id}/${placed.publicToken}`);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      channel: 'cardapio_digital',
      fulfilment: 'entrega',
      deliveryFeeCents: 500,
      totalCents: 4500,
      customerName: 'Ana',
      customerPhone: '+5511912345678',
      paymentStatus: 'pending',
      stage: null,
    });
    expect(row!.deliveryAddress).toContain('Rua das Flores, 10');
    // Pix through the kiosk's payment endpoints, on the demo provider.
    const payment = await payKioskOrder(t.app, shop, placed, 'pix');
    expect(payment.amountCents).toBe(4500);
    await approveDemoPayment(t.app, shop, placed, payment);
    const [paid] = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(paid).toMatchObject({ paymentStatus: 'paid', stage: 'received' });
  });

  it('refuses a delivery below the zone minimum, naming it', async () => {
    await refused(
      { items: [{ productId: shop.productId, quantity: 1 }], fulfilment: delivery() },
      422,
      /pedido mínimo para entrega em Centro é R\$ 30,00/,
    );
  });

  it('refuses a zone the shop does not serve', async () => {
    await refused({ fulfilment: delivery(randomUUID()) }, 422, /Não entregamos neste bairro/);
  });

  it('refuses an unknown table, and takes an order at a known one for the kitchen', async () => {
    await refused({ fulfilment: { type: 'mesa', table: 99 } }, 422, /Mesa 99 não encontrada/);
    await t.app.db.insert(diningTables).values({ establishmentId: shop.shop.id, number: 12 });
    const res = await place({ fulfilment: { type: 'mesa', table: 12 } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ channel: 'mesa', fulfilment: 'comer_aqui', totalCents: 4000 });
    expect(row!.notes).toContain('Mesa 12');
  });

  it('refuses a time outside the scheduling window', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await refused({ scheduledFor: later }, 422, /fora da janela de agendamento/);
  });

  it('sends an order paid on handover to the kitchen unpaid, with the troco', async () => {
    const res = await place({
      fulfilment: delivery(),
      payment: { method: 'na_entrega', kind: 'dinheiro', trocoParaCents: 5000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed: PlacedOnlineOrder = res.json();
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ paymentStatus: 'pending', stage: 'received' });
    expect(row!.notes).toContain('Pagar na entrega: dinheiro, troco para R$ 50,00');
    const [online] = await t.app.db
      .select()
      .from(onlineOrders)
      .where(eq(onlineOrders.orderId, placed.id));
    expect(online).toMatchObject({ payment: 'dinheiro', trocoParaCents: 5000, bairro: 'Centro' });
  });

  it('answers a retry with the same key with the same order and fee', async () => {
    const key = `online-${randomUUID()}`;
    const first = await place({ fulfilment: delivery() }, key);
    const again = await place({ fulfilment: delivery() }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a fulfilment the shop does not offer, and an online menu turned off', async () => {
    await save(
      settings({ fulfilments: { mesa: true, retirada: true, entrega: false, agendar: false } }),
    );
    await refused({ fulfilment: delivery() }, 422, /Entrega não está disponível/);
    await save(settings({ enabled: false }));
    await refused({}, 422, /não está recebendo pedidos pelo cardápio digital/);
    await save(settings());
  });

  it('refuses an order while the shop is closed', async () => {
    const closedAllWeek = Array.from({ length: 7 }, () => null);
    await t.app.db
      .update(establishments)
      .set({ businessHours: closedAllWeek })
      .where(eq(establishments.id, shop.shop.id));
    await refused({}, 409, /Estabelecimento fechado agora/);
    await t.app.db
      .update(establishments)
      .set({ businessHours: null })
      .where(eq(establishments.id, shop.shop.id));
  });
});

describe('busy mode: scheduled orders only (issue 36, item 2)', () => {
  const publicMenu = async (): Promise<PublicOnlineMenu> =>
    (await t.app.inject({ url: '/api/public/online-menu', headers: { host: shop.host } })).json();
  const kitchenSwitch = async (on: boolean) => {
    const res = await call('PUT', '/api/admin/kitchen/busy-mode', { on });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refuses pickup and delivery for now while the kitchen is full by hand, takes scheduled and table orders, and undoes itself', async () => {
    await t.app.db
      .insert(diningTables)
      .values({ establishmentId: shop.shop.id, number: 21 })
      .onConflictDoNothing();
    await kitchenSwitch(true);
    const busy = await publicMenu();
    expect(busy).toMatchObject({ busy: true, scheduledOnly: true });
    await refused({}, 422, /Cozinha cheia: no momento aceitamos apenas pedidos agendados/);
    await refused({ fulfilment: delivery() }, 422, /apenas pedidos agendados/);
    const scheduled = await place({ scheduledFor: busy.schedule!.slots[0]! });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const table = await place({ fulfilment: { type: 'mesa', table: 21 } });
    expect(table.statusCode, table.body).toBe(201);
    // Without Agendar the shop takes no pickup or delivery at all, and says so.
    await save(
      settings({ fulfilments: { mesa: true, retirada: true, entrega: true, agendar: false } }),
    );
    await refused({}, 422, /não aceitamos pedidos para agora/);
    await save(settings());

    await kitchenSwitch(false);
    expect(await publicMenu()).toMatchObject({ busy: false, scheduledOnly: false });
    expect((await place({})).statusCode).toBe(201);
  });

  it('follows the busy-mode job: past the limit only scheduled, taken again once the queue drains', async () => {
    await t.app.db
      .update(establishments)
      .set({ busyLimitMinutes: 30 })
      .where(eq(establishments.id, shop.shop.id));
    let minute = 0;
    let wait = 20;
    const job = createBusyModeJob({
      db: t.app.db,
      realtime: t.app.realtime,
      ifood: async () => null,
      waitMinutes: async () => wait,
      log: t.app.log,
      now: () => new Date(Date.now() + minute * 60_000),
    });
    const at = async (atMinute: number, minutes: number) => {
      minute = atMinute;
      wait = minutes;
      await job.runOnce();
    };

    await at(0, 20);
    expect((await place({})).statusCode).toBe(201);
    await at(1, 34);
    expect(await publicMenu()).toMatchObject({ busy: true, scheduledOnly: true });
    await refused({}, 422, /apenas pedidos agendados/);
    // Drained, but held its ten minutes first (no flapping), then off by itself.
    await at(5, 10);
    await refused({}, 422, /apenas pedidos agendados/);
    await at(12, 10);
    expect(await publicMenu()).toMatchObject({ busy: false, scheduledOnly: false });
    expect((await place({})).statusCode).toBe(201);
  });

  it("keeps taking orders for now while busy when the shop's rule is off", async () => {
    await t.app.db
      .update(establishments)
      .set({ busyScheduledOnly: false })
      .where(eq(establishments.id, shop.shop.id));
    await kitchenSwitch(true);
    expect(await publicMenu()).toMatchObject({ busy: true, scheduledOnly: false });
    expect((await place({})).statusCode).toBe(201);
    await kitchenSwitch(false);
    await t.app.db
      .update(establishments)
      .set({ busyScheduledOnly: true })
      .where(eq(establishments.id, shop.shop.id));
  });
});
