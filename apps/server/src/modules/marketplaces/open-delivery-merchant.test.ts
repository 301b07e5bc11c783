import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { send } from '../../test/auth-helpers';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { giveMerchantFacts, insertExtra } from '../../test/open-delivery-merchant-shop';
import { adminCookieOf, insertIfoodShop } from './test/ifood-orders';

/*
 * The standard's `GET /v1/merchant` served by Comanda (issue 34, decision 079). The schemas
 * below are written from Abrasel's OpenAPI v1.7.1 (components Merchant, BasicInfo, Address,
 * ContactPhones, Image, Price, ItemPrice, Service, ServiceHours, Hours, TimePeriods, Menu,
 * Category, Item, ItemOffer, OptionGroup, Option; securityScheme apiKey `X-API-KEY`), not from
 * Comanda's output: each `required` list, enum, pattern, `format: uuid` and bound as published.
 */

const uuid = z.uuid();
const status = z.enum(['AVAILABLE', 'UNAVAILABLE']);
const currency = z.string().regex(/^[A-Z]{3}$/);
const priceSpec = z.object({ value: z.number(), currency });
const itemPriceSpec = z.object({ value: z.number(), originalValue: z.number(), currency });
const imageSpec = z.object({ URL: z.url(), 'CRC-32': z.string().optional() });
const time = z.string().regex(/^\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
const weekday = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
const hoursSpec = z.object({
  dayOfWeek: z.array(weekday),
  timePeriods: z.object({ startTime: time, endTime: time }),
});
const addressSpec = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  number: z.string(),
  postalCode: z.string(),
  complement: z.string(),
  reference: z.string().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
const basicInfoSpec = z.object({
  name: z.string().max(500),
  document: z.string().regex(/^\d{14}$/),
  corporateName: z.string().max(500),
  description: z.string(),
  averageTicket: z.number().optional(),
  averagePreparationTime: z.number(),
  minOrderValue: priceSpec,
  merchantType: z.enum(['RESTAURANT']),
  merchantCategories: z.array(z.string()),
  address: addressSpec,
  contactEmails: z.array(z.string()),
  contactPhones: z.object({ commercialNumber: z.string(), whatsappNumber: z.string().optional() }),
  logoImage: imageSpec,
  bannerImage: imageSpec.optional(),
  createdAt: z.iso.datetime().optional(),
});
const serviceSpec = z.object({
  id: uuid,
  status,
  serviceType: z.enum(['DELIVERY', 'TAKEOUT', 'INDOOR']),
  menuId: uuid,
  serviceHours: z.object({
    id: uuid,
    weekHours: z.array(hoursSpec),
    holidayHours: z.array(z.unknown()).optional(),
  }),
});
const menuSpec = z.object({
  id: uuid,
  name: z.string().max(500),
  description: z.string().optional(),
  externalCode: z.string(),
  categoryId: z.array(uuid),
});
const categorySpec = z.object({
  id: uuid,
  index: z.number().int(),
  name: z.string().max(150),
  externalCode: z.string(),
  status,
  availabilityId: z.array(uuid).optional(),
  itemOfferId: z.array(uuid).optional(),
});
const itemSpec = z.object({
  id: uuid,
  name: z.string().max(150),
  description: z.string(),
  externalCode: z.string(),
  status: status.optional(),
  image: imageSpec.optional(),
  unit: z.enum(['UN', 'KG', 'L', 'OZ', 'LB', 'GAL']),
});
const itemOfferSpec = z.object({
  id: uuid,
  itemId: z.string(),
  index: z.number().int(),
  status: status.optional(),
  price: itemPriceSpec,
  availabilityId: z.array(uuid).optional(),
  optionGroupsId: z.array(uuid).optional(),
});
const optionSpec = z.object({
  id: uuid,
  itemId: z.string().optional(),
  index: z.number().int().optional(),
  status: status.optional(),
  price: itemPriceSpec.optional(),
  maxPermitted: z.number().int().optional(),
});
const optionGroupSpec = z.object({
  id: uuid,
  index: z.number().int(),
  name: z.string().max(150),
  externalCode: z.string(),
  status,
  minPermitted: z.number().int(),
  maxPermitted: z.number().int(),
  priceMethod: z.enum(['SUM', 'MAX', 'AVG']).optional(),
  options: z.array(optionSpec).optional(),
});
const merchantSpec = z.object({
  lastUpdate: z.iso.datetime(),
  TTL: z.number().int().min(500).max(86400),
  id: z.string().min(36).max(100),
  status,
  basicInfo: basicInfoSpec,
  services: z.array(serviceSpec),
  menus: z.array(menuSpec),
  categories: z.array(categorySpec),
  itemOffers: z.array(itemOfferSpec),
  items: z.array(itemSpec),
  optionGroups: z.array(optionGroupSpec).optional(),
  availabilities: z.array(z.unknown()).optional(),
});
type MerchantBody = z.infer<typeof merchantSpec>;

const merchantA = {
  merchantId: '22815773000169-5d0b7f8e-1c2a-4b3d-9e4f-00000000a001',
  clientId: 'loja-od-cardapio-a',
  clientSecret: 'segredo-od-cardapio-a',
};
const merchantB = {
  merchantId: '22815773000169-5d0b7f8e-1c2a-4b3d-9e4f-00000000b002',
  clientId: 'loja-od-cardapio-b',
  clientSecret: 'segredo-od-cardapio-b',
};

let fake: FakeOpenDelivery;
let t: TestApp;
const shops: Record<'a' | 'b', { id: string; productId: string; cookie: string }> = {} as never;
const access: Record<'a' | 'b', { url: string; key: string }> = {} as never;
let extraId: string;

async function shopWithMenu(merchant: typeof merchantA) {
  const shop = await insertIfoodShop(t.app, { ifood: false });
  const cookie = await adminCookieOf(t.app, shop.id);
  await giveMerchantFacts(t.app.db, shop.id);
  const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
    cookie,
    payload: {
      baseUrl: fake.url,
      ...merchant,
      platformCnpj: '11222333000181',
      latitude: -23.5614,
      longitude: -46.6559,
    },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  const view = connected.json<{ merchantUrl: string; merchantApiKey: string }>();
  return {
    shop: { id: shop.id, productId: shop.productId, cookie },
    access: { url: new URL(view.merchantUrl).pathname, key: view.merchantApiKey },
  };
}

const read = (url: string, key?: string) =>
  t.app.inject({ method: 'GET', url, headers: key ? { 'x-api-key': key } : {} });

async function merchantOf(shop: 'a' | 'b'): Promise<MerchantBody> {
  const res = await read(access[shop].url, access[shop].key);
  expect(res.statusCode, res.body).toBe(200);
  return merchantSpec.parse(res.json());
}

beforeAll(async () => {
  fake = await startFakeOpenDelivery({ merchants: [merchantA, merchantB] });
  t = await createTestApp();
  for (const [name, merchant] of [
    ['a', merchantA],
    ['b', merchantB],
  ] as const) {
    const made = await shopWithMenu(merchant);
    shops[name] = made.shop;
    access[name] = made.access;
  }
  extraId = await insertExtra(t.app.db, shops.a.id, shops.a.productId);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const put = (path: string, shop: 'a' | 'b', soldOut: boolean) =>
  send(t.app, 'PUT', path, { cookie: shops[shop].cookie, payload: { soldOut } });

describe('Open Delivery GET /v1/merchant', () => {
  it("serves the connected shop's Merchant, valid against the standard's schemas, prices from the catalogue", async () => {
    const merchant = await merchantOf('a');
    expect(merchant.id).toBe(merchantA.merchantId);
    expect(merchant.basicInfo.document).toBe('22815773000169');
    const offer = merchant.itemOffers.find((o) => o.id === shops.a.productId)!;
    expect(offer).toMatchObject({
      itemId: shops.a.productId,
      status: 'AVAILABLE',
      price: { value: 20, originalValue: 20, currency: 'BRL' },
    });
    // Every reference resolves inside the body: offer → item, category → offer, menu →
    // category, service → menu, offer → option group, option → item.
    const ids = (list: { id: string }[]) => new Set(list.map((entity) => entity.id));
    const items = ids(merchant.items);
    const offers = ids(merchant.itemOffers);
    const groups = ids(merchant.optionGroups ?? []);
    expect(merchant.itemOffers.every((o) => items.has(o.itemId))).toBe(true);
    expect(
      merchant.categories.flatMap((c) => c.itemOfferId ?? []).every((id) => offers.has(id)),
    ).toBe(true);
    expect(merchant.menus[0]!.categoryId).toEqual(merchant.categories.map((c) => c.id));
    expect(merchant.services.every((s) => s.menuId === merchant.menus[0]!.id)).toBe(true);
    expect(offer.optionGroupsId?.every((id) => groups.has(id))).toBe(true);
    const option = merchant
      .optionGroups!.flatMap((g) => g.options ?? [])
      .find((o) => o.id === extraId)!;
    expect(option).toMatchObject({ status: 'AVAILABLE', price: { value: 4.5, currency: 'BRL' } });
    expect(items.has(option.itemId!)).toBe(true);
    // Only this shop's menu.
    expect(offers.has(shops.b.productId)).toBe(false);
  });

  it("requires the shop's own X-API-KEY: none, or another shop's, is 403; a shop not connected is 404", async () => {
    const none = await read(access.a.url);
    expect(none.statusCode).toBe(403);
    expect(none.headers['content-type']).toContain('application/problem+json');
    expect(none.json()).toEqual({ title: expect.any(String), status: 403 });
    expect((await read(access.a.url, access.b.key)).statusCode).toBe(403);
    expect((await read(access.b.url, access.a.key)).statusCode).toBe(403);
    const other = await read(access.a.url, access.b.key);
    expect(other.body).not.toContain(shops.a.productId);
    const disconnected = await send(
      t.app,
      'POST',
      '/api/admin/integrations/open-delivery/disconnect',
      {
        cookie: shops.b.cookie,
      },
    );
    expect(disconnected.statusCode).toBe(200);
    expect((await read(access.b.url, access.b.key)).statusCode).toBe(404);
  });

  it('a sold-out product is UNAVAILABLE there and in the Merchant Update, with the same ids; a sold-out extra as an Option', async () => {
    expect(
      (await put(`/api/admin/stock/sold-out/${shops.a.productId}`, 'a', true)).statusCode,
    ).toBe(204);
    expect((await put(`/api/admin/extras/${extraId}/sold-out`, 'a', true)).statusCode).toBeLessThan(
      300,
    );
    const merchant = await merchantOf('a');
    expect(merchant.itemOffers.find((o) => o.id === shops.a.productId)!.status).toBe('UNAVAILABLE');
    const option = merchant
      .optionGroups!.flatMap((g) => g.options ?? [])
      .find((o) => o.id === extraId)!;
    expect(option.status).toBe('UNAVAILABLE');
    await expect
      .poll(() => fake.offerStatus(shops.a.productId), { timeout: 10_000, interval: 50 })
      .toBe('UNAVAILABLE');
    await expect
      .poll(() => fake.optionStatus(extraId), { timeout: 10_000, interval: 50 })
      .toBe('UNAVAILABLE');
    expect(
      (await put(`/api/admin/stock/sold-out/${shops.a.productId}`, 'a', false)).statusCode,
    ).toBe(204);
    expect(
      (await put(`/api/admin/extras/${extraId}/sold-out`, 'a', false)).statusCode,
    ).toBeLessThan(300);
    await expect
      .poll(() => fake.optionStatus(extraId), { timeout: 10_000, interval: 50 })
      .toBe('AVAILABLE');
    expect(fake.offerStatus(shops.a.productId)).toBe('AVAILABLE');
  });
});
