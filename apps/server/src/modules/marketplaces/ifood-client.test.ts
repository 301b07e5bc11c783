import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { createIfoodClient, orderNotFoundBackoffMs } from './ifood-client';

/*
 * The iFood client against the fake Merchant API (test/fake-ifood.ts, built from iFood's
 * published contract): the token is asked for once and kept until it expires, polling sends
 * the merchants in batches of at most 100 and sorts what comes by createdAt, the
 * acknowledgment is a list of ids, a 404 on a fresh order is retried with backoff, and the
 * order's and the store's actions reach the documented paths.
 */

let fake: FakeIfood;
beforeAll(async () => {
  fake = await startFakeIfood({ clientId: 'comanda-app', clientSecret: 'segredo-ifood' });
});
afterAll(() => fake.close());

let clock = Date.now();
const waits: number[] = [];
afterEach(() => {
  waits.length = 0;
});

const client = (secret = 'segredo-ifood') =>
  createIfoodClient({
    baseUrl: fake.url,
    clientId: 'comanda-app',
    clientSecret: secret,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });

const merchant = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('iFood client', () => {
  it('asks for one token with client credentials and keeps it until it expires', async () => {
    const ifood = client();
    const before = fake.tokensIssued();
    await ifood.pollEvents([merchant(1)]);
    await ifood.pollEvents([merchant(1)]);
    await Promise.all([ifood.merchantStatus(merchant(1)), ifood.merchantStatus(merchant(2))]);
    expect(fake.tokensIssued() - before).toBe(1);
    const tokenCall = fake.calls.findLast((call) => call.path.endsWith('/oauth/token'))!;
    expect(tokenCall.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(tokenCall.body).toEqual({
      grantType: 'client_credentials',
      clientId: 'comanda-app',
      clientSecret: 'segredo-ifood',
    });

    // Six hours later (iFood's default lifetime) a new one is asked for.
    clock += 6 * 3_600_000;
    await ifood.pollEvents([merchant(1)]);
    expect(fake.tokensIssued() - before).toBe(2);
    clock = Date.now();
  });

  it('a token iFood no longer accepts is replaced once, and the call goes through', async () => {
    const ifood = client();
    await ifood.pollEvents([merchant(1)]);
    const before = fake.tokensIssued();
    fake.expireTokens();
    await expect(ifood.pollEvents([merchant(1)])).resolves.toEqual([]);
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it('a wrong secret is refused with a Portuguese message', async () => {
    await expect(client('errado').pollEvents([merchant(1)])).rejects.toThrow(/iFood indisponível/);
  });

  it('polls at most 100 merchants a request and returns the events in createdAt order', async () => {
    const ifood = client();
    const merchants = Array.from({ length: 250 }, (_, index) => merchant(index + 1));
    const late = fake.placeOrder(
      { merchantId: merchant(201), items: [{ name: 'X-Burger', quantity: 1, unitPrice: 30 }] },
      { createdAt: '2026-11-27T12:00:02.000Z' },
    );
    const early = fake.placeOrder(
      { merchantId: merchant(7), items: [{ name: 'Suco', quantity: 1, unitPrice: 9 }] },
      { createdAt: '2026-11-27T12:00:01.000Z' },
    );
    const seen = fake.calls.length;
    const events = await ifood.pollEvents(merchants);
    const polls = fake.calls.slice(seen).filter((call) => call.path.endsWith('events:polling'));
    expect(
      polls.map((call) => String(call.headers['x-polling-merchants']).split(',').length),
    ).toEqual([100, 100, 50]);
    expect(events.map((event) => event.orderId)).toEqual([early, late]);
    expect(events.map((event) => event.code)).toEqual(['PLC', 'PLC']);

    await ifood.acknowledge(events.map((event) => event.id));
    const ack = fake.calls.findLast((call) => call.path.endsWith('/events/acknowledgment'))!;
    expect(ack.body).toEqual(events.map((event) => ({ id: event.id })));
    expect(await ifood.pollEvents(merchants)).toEqual([]);
    for (const event of events) expect(fake.acks.get(event.id)).toBe(1);
  });

  it('retries a 404 on a fresh order with backoff, and gives up with null', async () => {
    const ifood = client();
    const id = fake.placeOrder({
      merchantId: merchant(1),
      displayId: '4821',
      customer: { name: 'Bruno Lima', phone: '11 99999-0000' },
      address: 'Rua das Flores, 10 - Centro',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 2, unitPrice: 25.5 }],
      deliveryFee: 5,
    });
    fake.hideOrderFor(id, 2);
    const order = await ifood.order(id);
    expect(waits).toEqual(orderNotFoundBackoffMs.slice(0, 2));
    expect(order).toMatchObject({
      id,
      displayId: '4821',
      orderType: 'DELIVERY',
      customer: { name: 'Bruno Lima', phone: { number: '11 99999-0000' } },
      items: [{ externalCode: 'XB', quantity: 2, unitPrice: 25.5, totalPrice: 51 }],
      total: { orderAmount: 56 },
      delivery: { deliveryAddress: { formattedAddress: 'Rua das Flores, 10 - Centro' } },
    });

    waits.length = 0;
    expect(await ifood.order('00000000-0000-4000-8000-00000000dead')).toBeNull();
    expect(waits).toEqual(orderNotFoundBackoffMs);
  });

  it("reaches the order's, the store's and the catalogue's documented paths", async () => {
    const ifood = client();
    const id = fake.placeOrder({
      merchantId: merchant(3),
      orderType: 'TAKEOUT',
      items: [{ name: 'Suco', quantity: 1, unitPrice: 9 }],
    });
    for (const action of ['confirm', 'startPreparation', 'readyToPickup'] as const) {
      await ifood.orderAction(id, action);
    }
    expect(fake.actionsOf(id)).toEqual(['confirm', 'startPreparation', 'readyToPickup']);
    const reasons = await ifood.cancellationReasons(id);
    expect(reasons.length).toBeGreaterThan(0);
    await ifood.requestCancellation(id, {
      cancellationCode: reasons[0]!.cancelCodeId,
      reason: reasons[0]!.description,
    });
    expect(fake.actionsOf(id).at(-1)).toBe('requestCancellation');

    expect(await ifood.merchantStatus(merchant(3))).toMatchObject([{ available: true }]);
    const pause = await ifood.createInterruption(merchant(3), {
      description: 'Pausado pelo Comanda',
      start: new Date(Date.now() - 1000).toISOString(),
      end: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await ifood.merchantStatus(merchant(3))).toMatchObject([{ available: false }]);
    expect(await ifood.interruptions(merchant(3))).toEqual([pause]);
    await ifood.deleteInterruption(merchant(3), pause.id);
    await ifood.deleteInterruption(merchant(3), pause.id); // gone already: no error
    expect(await ifood.merchantStatus(merchant(3))).toMatchObject([{ available: true }]);

    const itemId = fake.addCatalogItem(merchant(3), { name: 'X-Burguer', externalCode: 'XB' });
    expect(await ifood.catalogItemIds(merchant(3))).toEqual(new Map([['XB', [itemId]]]));
    await ifood.setItemStatus(merchant(3), itemId, 'UNAVAILABLE');
    expect(fake.itemStatus.get(merchant(3))?.get(itemId)).toBe('UNAVAILABLE');
    await ifood.setItemStatus(merchant(3), itemId, 'AVAILABLE');
    expect(fake.itemStatus.get(merchant(3))?.get(itemId)).toBe('AVAILABLE');
  });
});
