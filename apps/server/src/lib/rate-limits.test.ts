import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { post, send, signUp, uniqueEmail } from '../test/auth-helpers';
import { signUpAdminOf } from '../test/factories';
import { insertKioskShop, kioskCall, placeKioskOrder } from '../test/kiosk-orders';
import { passwordResetsPerHour } from '../modules/auth/auth';
import { consumeRateLimits, tooManyRequestsMessage } from './rate-limits';

describe('rate limits shared through the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_ADDRESS: '5',
      RATE_LIMIT_PER_SHOP: '8',
      RATE_LIMIT_PER_DEVICE: '12',
    });
  });
  afterAll(() => t.close());
  // Each test counts within one fixed window: the clock stands still unless a test moves it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const order = (
    shop: { host: string; productId: string },
    address = '203.0.113.7',
    deviceToken?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: { items: [{ productId: shop.productId, quantity: 1 }] },
      remoteAddress: address,
      headers: {
        host: shop.host,
        origin: `http://${shop.host}`,
        'idempotency-key': randomUUID(),
        ...(deviceToken ? { authorization: `Bearer ${deviceToken}` } : {}),
      },
    });

  /** A device paired by the shop's admin in /admin/tela; its token. */
  async function pair(shopId: string, kind: 'kiosk' | 'kitchen' = 'kiosk') {
    const res = await send(t.app, 'POST', '/api/admin/order-devices', {
      cookie: await signUpAdminOf(t.app, shopId),
      payload: { name: 'Totem da entrada', kind },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string };
  }

  it('counts fixed windows per key, and a new window starts from zero', async () => {
    const rule = { key: `teste:${randomUUID()}`, max: 2 };
    expect(await consumeRateLimits(t.app.db, [rule])).toBe(true);
    expect(await consumeRateLimits(t.app.db, [rule])).toBe(true);
    expect(await consumeRateLimits(t.app.db, [rule])).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await consumeRateLimits(t.app.db, [rule])).toBe(true);
  });

  it('stops one address placing order after order, with a 429 in Portuguese for the kiosk', async () => {
    const shop = await insertKioskShop(t.app);
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await order(shop)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await order(shop);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', detail: tooManyRequestsMessage });
    // The refused requests did not use up the shop's limit (8): its other kiosks still order.
    const others = [];
    for (let i = 0; i < 4; i += 1) others.push((await order(shop, `198.51.100.${i}`)).statusCode);
    expect(others).toEqual([201, 201, 201, 429]);
  });

  it('limits payment requests and event streams per address', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const placed = await placeKioskOrder(t.app, shop);
    const payments = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await kioskCall(
        t.app,
        shop.host,
        'POST',
        `/api/public/orders/${placed.id}/payments`,
        {
          token: placed.publicToken,
          method: 'pix',
        },
      );
      payments.push(res.statusCode);
    }
    expect(payments).toEqual([200, 200, 200, 200, 200, 429]);
    const streams = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await kioskCall(
        t.app,
        shop.host,
        'GET',
        `/api/public/orders/${randomUUID()}/events?token=x`,
      );
      streams.push(res.statusCode);
    }
    expect(streams).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('many addresses spending the anonymous quota leave a paired kiosk served (#31, 6)', async () => {
    const shop = await insertKioskShop(t.app);
    const other = await insertKioskShop(t.app);
    const kiosk = await pair(shop.shop.id);
    // The original attack: ten addresses order until refused; the shop's anonymous quota (8)
    // is spent after two of them, and the rest get 429.
    const anonymous = [];
    for (let address = 0; address < 10; address += 1) {
      for (let i = 0; i < 5; i += 1) {
        anonymous.push((await order(shop, `198.51.100.${address}`)).statusCode);
      }
    }
    expect(anonymous.filter((status) => status === 201)).toHaveLength(8);
    expect((await order(shop, '192.0.2.50')).statusCode).toBe(429);

    // The shop's paired kiosk counts on its own (12 a minute), from any address.
    const paired = [];
    for (let i = 0; i < 13; i += 1) {
      paired.push((await order(shop, '198.51.100.1', kiosk.token)).statusCode);
    }
    expect(paired).toEqual([...Array<number>(12).fill(201), 429]);

    // Its event streams too (an EventSource sends the token as ?device=): 404 for an unknown
    // order, where the anonymous ones, their quota spent, get 429.
    const stream = (address: string, device = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/orders/${randomUUID()}/events?token=x${device && `&device=${device}`}`,
        remoteAddress: address,
        headers: { host: shop.host, origin: `http://${shop.host}` },
      });
    const streams = [];
    for (let i = 0; i < 9; i += 1) streams.push((await stream(`203.0.113.${i}`)).statusCode);
    expect(streams).toEqual([...Array<number>(8).fill(404), 429]);
    expect((await stream('203.0.113.1', kiosk.token)).statusCode).toBe(404);

    // Another shop's kiosk, a kitchen display or a revoked token is anonymous here.
    const foreign = await pair(other.shop.id);
    const kitchen = await pair(shop.shop.id, 'kitchen');
    expect((await order(shop, '192.0.2.51', foreign.token)).statusCode).toBe(429);
    expect((await order(shop, '192.0.2.52', kitchen.token)).statusCode).toBe(429);
    const revoked = await pair(shop.shop.id);
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    await send(t.app, 'DELETE', `/api/admin/order-devices/${revoked.id}`, { cookie: admin });
    expect((await order(shop, '192.0.2.53', revoked.token)).statusCode).toBe(429);
    // ...and a kiosk's token opens no kitchen display or status board.
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/device/board',
      headers: { host: 'localhost:3000', authorization: `Bearer ${kiosk.token}` },
    });
    expect(board.statusCode).toBe(403);
  });

  it(`sends at most ${passwordResetsPerHour} reset emails an hour per account, answering the same`, async () => {
    const { email } = await signUp(t.app, { email: uniqueEmail('esquecida') });
    const before = t.mails.length;
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await post(t.app, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/redefinir-senha',
      });
      answers.push(`${res.statusCode} ${res.body}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(t.mails.length - before).toBe(passwordResetsPerHour);
    const unknown = await post(t.app, '/api/auth/request-password-reset', {
      email: uniqueEmail('ninguem'),
      redirectTo: '/redefinir-senha',
    });
    expect(`${unknown.statusCode} ${unknown.body}`).toBe(answers[0]);
  });
});
