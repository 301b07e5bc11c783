import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceOrders, openDeliveryConnections, orders } from '../../db/schema';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { startFleet, pollTogether, type Fleet } from './test/fleet';
import { ifoodApp, insertIfoodShop, saveIfoodApp } from './test/ifood-orders';

/*
 * Issue 34 item 6, for both marketplaces: two app instances on one PostgreSQL database poll
 * the same 20 shops at the same time. Each shop is polled by one of them at a time (advisory
 * lock), every event becomes at most one order, and each is acknowledged once. PostgreSQL
 * only: PGlite is embedded in one process, so there is never a second instance. One pair of
 * instances serves both runs.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const shopCount = 20;
const ordersPerShop = 10;
const total = shopCount * ordersPerShop;
const superEmail = 'super-fleet@comanda.example';
const burger = { name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 20 };

let ifood: FakeIfood;
let openDelivery: FakeOpenDelivery;
let fleet: Fleet;
const odMerchants = Array.from({ length: shopCount }, (_, n) => ({
  merchantId: `od-frota-${n}`,
  clientId: `frota-${n}`,
  clientSecret: `segredo-${n}`,
}));

beforeAll(async () => {
  if (!onPostgres) return;
  ifood = await startFakeIfood(ifoodApp);
  openDelivery = await startFakeOpenDelivery({ merchants: odMerchants });
  fleet = await startFleet({ SUPER_ADMIN_EMAIL: superEmail, IFOOD_API_URL: ifood.url });
  await saveIfoodApp(fleet.t.app, superEmail);
});
afterAll(async () => {
  if (!onPostgres) return;
  await fleet.close();
  await ifood.close();
  await openDelivery.close();
});

const ordersOf = async (channel: 'ifood' | 'open_delivery') => {
  const [placed] = await fleet.t.app.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.channel, channel));
  const links = await fleet.t.app.db
    .select({ externalId: marketplaceOrders.externalId })
    .from(marketplaceOrders)
    .where(eq(marketplaceOrders.channel, channel));
  return { placed: placed!.n, distinctLinks: new Set(links.map((l) => l.externalId)).size };
};

describe.runIf(onPostgres)('two instances polling the marketplaces', () => {
  it('iFood, 200 events over 20 shops: 200 orders, no duplicate, 200 acknowledgments', async () => {
    const shops = [];
    for (let n = 0; n < shopCount; n += 1) shops.push(await insertIfoodShop(fleet.t.app));
    for (let n = 0; n < ordersPerShop; n += 1) {
      for (const shop of shops) ifood.placeOrder({ merchantId: shop.merchantId, items: [burger] });
    }

    await pollTogether(
      fleet,
      (app) => app.ifoodPoller,
      () => ifood.acks.size >= total,
    );

    expect(await ordersOf('ifood')).toEqual({ placed: total, distinctLinks: total });
    expect(ifood.acks.size).toBe(total);
    expect([...ifood.acks.values()].every((times) => times === 1)).toBe(true);
    const confirms = ifood.calls.filter((call) => call.path.endsWith('/confirm'));
    expect(confirms).toHaveLength(total);
    // 200 paid orders through the whole workflow on a shared machine: a generous limit.
  }, 400_000);

  it('Open Delivery, 200 events over 20 shops: 200 orders, no duplicate, 200 acknowledgments', async () => {
    const { app } = fleet.t;
    for (const merchant of odMerchants) {
      const shop = await insertIfoodShop(app, { ifood: false });
      await app.db.insert(openDeliveryConnections).values({
        establishmentId: shop.id,
        baseUrl: openDelivery.url,
        clientId: merchant.clientId,
        clientSecretSealed: app.secretBox.encrypt(merchant.clientSecret),
        merchantId: merchant.merchantId,
        connected: true,
      });
    }
    const created = new Set<string>();
    for (let n = 0; n < ordersPerShop; n += 1) {
      for (const { merchantId } of odMerchants) {
        created.add(openDelivery.placeOrder({ merchantId, type: 'TAKEOUT', items: [burger] }));
      }
    }
    // Each confirm brings a CONFIRMED event: done when both are acknowledged for every order.
    await pollTogether(
      fleet,
      (instance) => instance.openDeliveryPoller,
      () => openDelivery.acks.size >= 2 * total,
    );

    expect(await ordersOf('open_delivery')).toEqual({ placed: total, distinctLinks: total });
    const createdAcks = openDelivery.calls
      .filter((call) => call.path === '/v1/events/acknowledgment')
      .flatMap((call) => call.body as { orderId: string; eventType: string }[])
      .filter((ack) => ack.eventType === 'CREATED');
    expect(createdAcks).toHaveLength(total);
    expect(new Set(createdAcks.map((ack) => ack.orderId))).toEqual(created);
    expect([...openDelivery.acks.values()].every((times) => times === 1)).toBe(true);
    for (const orderId of created) expect(openDelivery.actionsOf(orderId)).toEqual(['confirm']);
    const unconfirmed = await app.db
      .select({ n: count() })
      .from(marketplaceOrders)
      .where(
        and(eq(marketplaceOrders.channel, 'open_delivery'), isNull(marketplaceOrders.confirmedAt)),
      );
    expect(unconfirmed[0]!.n).toBe(0);
  }, 400_000);
});
