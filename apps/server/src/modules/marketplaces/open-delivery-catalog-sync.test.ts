import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/auth-helpers';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminCookieOf, insertIfoodShop } from './test/ifood-orders';

/*
 * Catalogue availability on an Open Delivery application (issue 34, "the same acceptance";
 * decision 079): a product sold out in Comanda reaches the fake application — built from
 * Abrasel's OpenAPI, its Merchant Update webhook checked against MerchantUpdate/ItemOffer — as
 * an UNAVAILABLE ItemOffer within 10 s, and AVAILABLE when it is back.
 */

const merchant = {
  merchantId: '22815773000169-3c9a1f0e-6b2d-4e8f-a7c5-00000000f001',
  clientId: 'loja-od-catalogo',
  clientSecret: 'segredo-od-catalogo',
};
let fake: FakeOpenDelivery;
let t: TestApp;
let cookie: string;
let productId: string;

beforeAll(async () => {
  fake = await startFakeOpenDelivery({ merchants: [merchant] });
  t = await createTestApp();
  const shop = await insertIfoodShop(t.app, { ifood: false });
  productId = shop.productId;
  cookie = await adminCookieOf(t.app, shop.id);
  const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
    cookie,
    payload: { baseUrl: fake.url, ...merchant, platformCnpj: '11222333000181' },
  });
  expect(connected.statusCode, connected.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const onApp = () => fake.offerStatus(productId);
const within10s = (status: 'AVAILABLE' | 'UNAVAILABLE') =>
  expect.poll(onApp, { timeout: 10_000, interval: 50 }).toBe(status);
const markSoldOut = async (soldOut: boolean) => {
  const res = await send(t.app, 'PUT', `/api/admin/stock/sold-out/${productId}`, {
    cookie,
    payload: { soldOut },
  });
  expect(res.statusCode, res.body).toBe(204);
};

describe('Open Delivery catalogue availability', () => {
  it('"Conectar" tells the application the menu as it is: every offer on sale', async () => {
    await within10s('AVAILABLE');
    const update = fake.calls.find((call) => call.path === '/v1/merchantUpdate')!;
    expect(update.body).toMatchObject({
      entityType: 'ITEM_OFFER',
      updatedObjects: [
        {
          id: productId,
          itemId: productId,
          index: 0,
          status: 'AVAILABLE',
          price: { value: 20, currency: 'BRL' },
        },
      ],
    });
  });

  it('a product marked sold out is UNAVAILABLE on the application within 10 s, and AVAILABLE after', async () => {
    await markSoldOut(true);
    await within10s('UNAVAILABLE');
    await markSoldOut(false);
    await within10s('AVAILABLE');
    const statuses = fake.calls
      .filter((call) => call.path === '/v1/merchantUpdate')
      .map((call) => (call.body as { updatedObjects: { status: string }[] }).updatedObjects[0]!);
    expect(statuses.map((offer) => offer.status)).toEqual([
      'AVAILABLE',
      'UNAVAILABLE',
      'AVAILABLE',
    ]);
  });
});
