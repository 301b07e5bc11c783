import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop, kioskCall, paidKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

const kioskMinutes = async (shop: Shop, products = shop.productId) => {
  const res = await kioskCall(
    t.app,
    shop.host,
    'GET',
    `/api/public/wait-estimate?products=${products}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { minutes: number }).minutes;
};

/** Waits (generously) until the estimate passes `check`: kitchen events arrive by NOTIFY. */
async function minutesOnceThey(shop: Shop, check: (minutes: number) => boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const minutes = await kioskMinutes(shop);
    if (check(minutes)) return minutes;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the estimate never changed');
}

describe('wait estimate', () => {
  let shop: Shop;
  let admin: string;
  beforeAll(async () => {
    shop = await insertKioskShop(t.app, { demoPayments: true });
    admin = await signUpAdminOf(t.app, shop.shop.id);
  });

  it('grows with the kitchen’s queue and falls as the kitchen bumps, on kiosk and PDV', async () => {
    const idle = await kioskMinutes(shop);
    expect(idle).toBeGreaterThanOrEqual(1);
    const paid = [];
    for (let i = 0; i < 10; i++) paid.push(await paidKioskOrder(t.app, shop));
    // The paid orders' kitchen events drop the cached queue: no wait for it to expire.
    const busy = await minutesOnceThey(shop, (minutes) => minutes > idle);

    const pdv = await send(
      t.app,
      'GET',
      `/api/admin/pdv/wait-estimate?products=${shop.productId}`,
      { cookie: admin },
    );
    expect(pdv.statusCode, pdv.body).toBe(200);
    expect(pdv.json()).toEqual({ minutes: busy, busy: false });

    for (const order of paid) {
      const res = await send(t.app, 'POST', `/api/admin/orders/${order.id}/stage`, {
        cookie: admin,
        payload: { stage: 'ready' },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    await minutesOnceThey(shop, (minutes) => minutes < busy);
  });

  it('leaves out what is not a product id, and another shop’s queue', async () => {
    const other = await insertKioskShop(t.app);
    expect(await kioskMinutes(other, 'nope,1,2')).toBeGreaterThanOrEqual(1);
    const res = await kioskCall(t.app, shop.host, 'GET', '/api/public/wait-estimate');
    expect(res.statusCode).toBe(200);
  });
});
