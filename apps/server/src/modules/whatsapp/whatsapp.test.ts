import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@comanda/shared';
import { orders, whatsappMessages, whatsappSettings } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { startFakeWhatsapp, type FakeWhatsapp } from '../../test/fake-whatsapp';
import { insertKioskShop, paidKioskOrder } from '../../test/kiosk-orders';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverMessage } from './whatsapp.service';

/*
 * WhatsApp "pedido pronto" (issue 35, item 4; decision 072): the fake Cloud API receives
 * exactly one message per ready order when the shop has it on, none when it is off. On
 * PostgreSQL two instances hear every message's NOTIFY, and still one of them sends it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const phoneNumberId = '109876543210987';
const accessToken = 'EAAG-whatsapp-canary-token-0123456789';
const customerPhone = '+5511912345678';

let fake: FakeWhatsapp;
let t: TestApp;
/** The second instance on PostgreSQL (same configuration and SECRETS_KEY, its own pool). */
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
let instances: FastifyInstance[];
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
let admin: string;

beforeAll(async () => {
  fake = await startFakeWhatsapp([{ phoneNumberId, accessToken, templates: { pedido_pronto: 2 } }]);
  const env = { WHATSAPP_API_URL: fake.url, PUBLIC_URL: 'https://comanda.example' };
  t = await createTestApp(env);
  instances = [t.app];
  if (onPostgres) {
    const url = (t.database as DatabaseHandle & { url: string }).url;
    const database = await openDatabase({ url, poolSize: 5 });
    const app = await buildApp({ config: t.config, database, webDistDir: null, logger: false });
    await app.ready();
    second = { app, database };
    instances.push(app);
  }
  shop = await insertKioskShop(t.app, { demoPayments: true });
  admin = await signUpAdminOf(t.app, shop.shop.id);
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t.close();
  await fake.close();
});

const settings = (payload?: object) =>
  send(t.app, payload ? 'PUT' : 'GET', '/api/admin/integrations/whatsapp', {
    cookie: admin,
    ...(payload ? { payload } : {}),
  });

/** A paid order with the customer's WhatsApp number, as the online menu stores it. */
async function orderWithPhone(phone: string | null = customerPhone): Promise<PlacedOrder> {
  const order = await paidKioskOrder(t.app, shop);
  await t.app.db.update(orders).set({ customerPhone: phone }).where(eq(orders.id, order.id));
  return order;
}

async function moveTo(order: PlacedOrder, stage: string) {
  const res = await send(t.app, 'POST', `/api/admin/orders/${order.id}/stage`, {
    cookie: admin,
    payload: { stage },
  });
  expect(res.statusCode, res.body).toBe(204);
}

const messagesOf = (order: PlacedOrder) =>
  t.app.db
    .select()
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.establishmentId, shop.shop.id),
        eq(whatsappMessages.orderId, order.id),
      ),
    );

/** Waits (generously) for the senders: they run after commit, on the NOTIFY. */
async function until(check: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

/** Every instance's sweep at once: anything left pending goes now, once. */
const sweepAll = () => Promise.all(instances.map((app) => app.whatsappSweep.runOnce()));

describe('WhatsApp "pedido pronto"', () => {
  it('is off by default: a ready order sends nothing', async () => {
    expect((await settings()).json()).toEqual({
      enabled: false,
      phoneNumberId: null,
      tokenSet: false,
      templateName: 'pedido_pronto',
      sentThisMonth: 0,
    });
    const order = await orderWithPhone();
    await moveTo(order, 'ready');
    await sweepAll();
    expect(await messagesOf(order)).toEqual([]);
    expect(fake.calls).toBe(0);
  });

  it('will not turn on without the number id and the token', async () => {
    const base = { enabled: true, templateName: 'pedido_pronto' };
    const noId = await settings({ ...base, phoneNumberId: '', accessToken });
    expect(noId.statusCode).toBe(422);
    const noToken = await settings({ ...base, phoneNumberId });
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().errors[0].path).toBe('accessToken');
  });

  it('sends exactly one per ready order, to orders with a mobile number only', async () => {
    const saved = await settings({
      enabled: true,
      phoneNumberId,
      accessToken,
      templateName: 'pedido_pronto',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(accessToken);
    expect(saved.json()).toMatchObject({ enabled: true, tokenSet: true, sentThisMonth: 0 });
    const [row] = await t.app.db.select().from(whatsappSettings);
    expect(row!.accessTokenSealed).not.toContain(accessToken);

    const order = await orderWithPhone();
    // iFood hands over its masked 0800 number, no mobile: nothing to send.
    const masked = await orderWithPhone('0800 705 0500');
    const noPhone = await orderWithPhone(null);
    await moveTo(order, 'preparing');
    for (const each of [order, masked, noPhone]) await moveTo(each, 'ready');
    await until(() => fake.sent.length === 1);
    expect(fake.sent[0]).toEqual({
      phoneNumberId,
      to: '5511912345678',
      template: 'pedido_pronto',
      language: 'pt_BR',
      parameters: [
        String(order.orderNumber),
        `https://${shop.host.split('.')[0]}.comanda.example/cardapio/pedido/${order.id}/${encodeURIComponent(order.publicToken)}`,
      ],
    });
    await until(async () => (await messagesOf(order))[0]?.status === 'sent');

    // Bumped back and ready again, then handed over: still the one message.
    await moveTo(order, 'preparing');
    await moveTo(order, 'ready');
    await moveTo(order, 'delivered');
    await sweepAll();
    expect(fake.sent).toHaveLength(1);
    expect(await messagesOf(order)).toHaveLength(1);
    expect(await messagesOf(masked)).toEqual([]);
    expect(await messagesOf(noPhone)).toEqual([]);
    expect((await settings()).json()).toMatchObject({ sentThisMonth: 1 });
  });

  it('a rate limit is tried again by the sweep; a refused token is given up, not counted', async () => {
    fake.failNext({ status: 400, code: 130429, message: '(#130429) Rate limit hit' });
    const limited = await orderWithPhone();
    await moveTo(limited, 'ready');
    await until(async () => Boolean((await messagesOf(limited))[0]?.lastError));
    const [left] = await messagesOf(limited);
    expect(left).toMatchObject({ status: 'pending', attempts: 1 });
    // Another instance hearing the NOTIFY only now leaves it to the sweep: no second try at once.
    const lateInstance = {
      db: t.app.db,
      box: t.app.secretBox,
      apiUrl: fake.url,
      publicUrl: 'https://comanda.example',
      log: t.app.log,
      now: () => new Date(),
    };
    expect(await deliverMessage(lateInstance, left!.id, { untriedOnly: true })).toBe('skipped');
    expect((await messagesOf(limited))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await sweepAll();
    expect((await messagesOf(limited))[0]).toMatchObject({ status: 'sent' });
    expect(fake.sent).toHaveLength(2);

    await settings({
      enabled: true,
      phoneNumberId,
      accessToken: 'EAAG-a-token-meta-refuses-000000',
      templateName: 'pedido_pronto',
    });
    const refused = await orderWithPhone();
    await moveTo(refused, 'ready');
    await until(async () => (await messagesOf(refused))[0]?.status === 'failed');
    expect((await messagesOf(refused))[0]!.lastError).toContain('190');
    expect(fake.sent).toHaveLength(2);
    expect((await settings()).json()).toMatchObject({ sentThisMonth: 2 });

    // Off again: nothing more, however many orders get ready.
    await settings({ enabled: false, phoneNumberId, templateName: 'pedido_pronto' });
    const callsBefore = fake.calls;
    const off = await orderWithPhone();
    await moveTo(off, 'ready');
    await sweepAll();
    expect(await messagesOf(off)).toEqual([]);
    expect(fake.calls).toBe(callsBefore);
  });
});
