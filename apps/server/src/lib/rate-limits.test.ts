import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { post, signUp, uniqueEmail } from '../test/auth-helpers';
import { insertKioskShop, kioskCall, placeKioskOrder } from '../test/kiosk-orders';
import { passwordResetsPerHour } from '../modules/auth/auth';
import { consumeRateLimits, tooManyRequestsMessage } from './rate-limits';

describe('rate limits shared through the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_ADDRESS: '5', RATE_LIMIT_PER_SHOP: '8' });
  });
  afterAll(() => t.close());
  // Each test counts within one fixed window: the clock stands still unless a test moves it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const order = (shop: { host: string; productId: string }, address = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: { items: [{ productId: shop.productId, quantity: 1 }] },
      remoteAddress: address,
      headers: { host: shop.host, origin: `http://${shop.host}`, 'idempotency-key': randomUUID() },
    });

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
