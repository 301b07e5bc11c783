import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mercadoPagoNotConnectedMessage,
  mercadoPagoUnreachableMessage,
  type KioskPayment,
} from '@comanda/shared';
import { orders, paymentAttempts } from '../../db/schema';
import { get, send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import {
  insertKioskShop,
  payKioskOrder,
  placeKioskOrder,
  pollPaymentNow,
} from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

const accessToken = 'APP_USR-5555-shop-own-access-token-wxyz';
const webhookSecret = 'shop-own-webhook-secret-9876';

let mp: FakeMercadoPago;
let t: TestApp;
beforeAll(async () => {
  mp = await startFakeMercadoPago({ tokens: [accessToken], terminals: ['PAX_A910__TERMINAL1'] });
  t = await createTestApp({ MERCADOPAGO_API_URL: mp.url, PUBLIC_URL: 'https://comanda.example' });
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

describe('/admin/integracoes: the shop connects its own Mercado Pago', () => {
  let shop: Awaited<ReturnType<typeof insertKioskShop>>;
  let cookie: string;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });
  const publicMethods = async () =>
    (await get(t.app, '/api/public/establishment', '', shop.host)).json().paymentMethods;

  beforeAll(async () => {
    shop = await insertKioskShop(t.app);
    cookie = await signUpAdminOf(t.app, shop.shop.id);
  });

  it('a shop with nothing set up offers no payment, and cannot test a connection', async () => {
    expect(await publicMethods()).toEqual([]);
    const view = await call('GET', '/api/admin/integrations');
    expect(view.json()).toMatchObject({
      mercadopagoAccessTokenHint: null,
      readyPaymentMethods: [],
      webhookUrl: `https://comanda.example/api/webhooks/mercadopago/${shop.shop.id}`,
    });
    const test = await call('POST', '/api/admin/integrations/mercadopago/test');
    expect(test.statusCode).toBe(422);
    expect(test.json().detail).toBe(mercadoPagoNotConnectedMessage);
  });

  it('a wrong token fails the test with a clear message and no provider text', async () => {
    await call('PUT', '/api/admin/integrations', {
      pixKeyType: 'aleatorio',
      pixKey: null,
      mercadopagoAccessToken: 'APP_USR-wrong-token',
    });
    const test = await call('POST', '/api/admin/integrations/mercadopago/test');
    expect(test.statusCode).toBe(422);
    expect(test.json().detail).toBe(mercadoPagoUnreachableMessage);
    expect(test.body).not.toContain('invalid access token');
  });

  it('connects, tests, lists terminals, and a kiosk Pix is then paid through Mercado Pago', async () => {
    const saved = await call('PUT', '/api/admin/integrations', {
      pixKeyType: 'aleatorio',
      pixKey: null,
      mercadopagoAccessToken: accessToken,
      mercadopagoWebhookSecret: webhookSecret,
      mercadopagoPointDeviceId: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      mercadopagoAccessTokenHint: '••••wxyz',
      mercadopagoWebhookSecretHint: '••••9876',
      readyPaymentMethods: ['pix'],
    });
    for (const secret of [accessToken, webhookSecret]) expect(saved.body).not.toContain(secret);

    const test = await call('POST', '/api/admin/integrations/mercadopago/test');
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ accountId: '123456789', nickname: 'LOJA_TESTE' });
    const terminals = await call('GET', '/api/admin/integrations/mercadopago/terminals');
    expect(terminals.json()).toEqual([{ id: 'PAX_A910__TERMINAL1', operatingMode: 'PDV' }]);

    // Choosing the terminal makes card payments ready too; the token is kept (not sent again).
    const withPoint = await call('PUT', '/api/admin/integrations', {
      pixKeyType: 'aleatorio',
      pixKey: null,
      mercadopagoPointDeviceId: 'PAX_A910__TERMINAL1',
    });
    expect(withPoint.json()).toMatchObject({
      mercadopagoAccessTokenHint: '••••wxyz',
      readyPaymentMethods: ['pix', 'cartao'],
    });
    expect(await publicMethods()).toEqual(['pix', 'cartao']);

    // The kiosk: a Pix made by the shop's own Mercado Pago account, approved there.
    const order = await placeKioskOrder(t.app, shop);
    const payment: KioskPayment = await payKioskOrder(t.app, shop, order, 'pix');
    expect(payment.pix?.qrCode).toContain('FAKEPIX');
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.id));
    expect(attempt!.provider).toBe('mercadopago');
    mp.setPaymentStatus(attempt!.providerPaymentId!, 'approved');
    // The kiosk's next poll asks Mercado Pago (not more often than every 2.5 s: pretend time).
    const poll = await pollPaymentNow(t.app, shop, order, payment.id);
    expect(poll.json().status).toBe('approved');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('paid');
  });

  it('the shop admin cannot clear a secret by leaving the field blank; null removes it', async () => {
    const blank = await call('PUT', '/api/admin/integrations', {
      pixKeyType: 'aleatorio',
      pixKey: 'loja@example.com',
      mercadopagoAccessToken: '',
      mercadopagoPointDeviceId: 'PAX_A910__TERMINAL1',
    });
    expect(blank.json().mercadopagoAccessTokenHint).toBe('••••wxyz');
    const cleared = await call('PUT', '/api/admin/integrations', {
      pixKeyType: 'email',
      pixKey: 'loja@example.com',
      mercadopagoAccessToken: null,
      mercadopagoPointDeviceId: null,
    });
    expect(cleared.json()).toMatchObject({
      mercadopagoAccessTokenHint: null,
      readyPaymentMethods: ['pix'],
    });
  });
});

describe('/admin/integracoes: the tokens that connect devices, with last seen', () => {
  it("lists the shop's print agents and screens, connected or not, never a token", async () => {
    const shop = await insertKioskShop(t.app);
    const cookie = await signUpAdminOf(t.app, shop.shop.id);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });
    const kitchen = await call('POST', '/api/admin/order-devices', {
      name: 'Cozinha',
      kind: 'kitchen',
    });
    expect(kitchen.statusCode, kitchen.body).toBe(201);
    await call('POST', '/api/admin/order-devices', { name: 'Painel', kind: 'board' });
    const agent = await call('POST', '/api/admin/print-agent-tokens', { name: 'Balcão' });
    expect(agent.statusCode, agent.body).toBe(201);
    // Another shop's device is not listed.
    const other = await insertKioskShop(t.app);
    const otherCookie = await signUpAdminOf(t.app, other.shop.id);
    await send(t.app, 'POST', '/api/admin/order-devices', {
      cookie: otherCookie,
      payload: { name: 'Outra cozinha', kind: 'kitchen' },
    });

    const before = await call('GET', '/api/admin/integrations/devices');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().orderDevices).toHaveLength(2);
    expect(before.json().orderDevices.every((d: { connected: boolean }) => !d.connected)).toBe(
      true,
    );

    // The kitchen display opens its board: it is seen now.
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/device/board',
      headers: { authorization: `Bearer ${kitchen.json().token}` },
    });
    expect(board.statusCode, board.body).toBe(200);
    const after = await call('GET', '/api/admin/integrations/devices');
    const devices = after.json<{
      printAgents: { name: string; connected: boolean; lastSeenAt: string | null }[];
      orderDevices: { name: string; connected: boolean; lastSeenAt: string | null }[];
    }>();
    expect(devices.orderDevices.find((d) => d.name === 'Cozinha')).toMatchObject({
      connected: true,
      lastSeenAt: expect.any(String),
    });
    expect(devices.orderDevices.find((d) => d.name === 'Painel')).toMatchObject({
      connected: false,
      lastSeenAt: null,
    });
    expect(devices.printAgents).toEqual([
      expect.objectContaining({ name: 'Balcão', connected: false, lastSeenAt: null }),
    ]);
    expect(after.body).not.toContain(kitchen.json().token);
    expect(after.body).not.toContain(agent.json().token);
  });
});
