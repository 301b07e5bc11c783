import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { orderNotFoundBackoffMs } from './ifood-client';
import { createOpenDeliveryClient } from './open-delivery-client';

/*
 * The Open Delivery client against the fake Ordering Application (test/fake-open-delivery.ts,
 * built from Abrasel's published OpenAPI): the per-merchant token is asked for once and kept,
 * polling returns the merchant's events in createdAt order, acknowledgments are AckEvents, the
 * order's details are parsed, and the status actions reach the documented paths with their
 * bodies; a repeat (422) is not a failure.
 */

const merchant = '22815773000169-dbc7e35a-c936-4665-9e13-eb55eb8b6824';
const other = '22815773000169-0f6a3c1e-5a7b-4c1d-9e2f-000000000002';
let fake: FakeOpenDelivery;
beforeAll(async () => {
  fake = await startFakeOpenDelivery({
    merchants: [
      { merchantId: merchant, clientId: 'loja-1', clientSecret: 'segredo-1' },
      { merchantId: other, clientId: 'loja-2', clientSecret: 'segredo-2' },
    ],
  });
});
afterAll(() => fake.close());

let clock = Date.now();
const waits: number[] = [];
const client = (secret = 'segredo-1', merchantId = merchant, clientId = 'loja-1') =>
  createOpenDeliveryClient({
    baseUrl: `${fake.url}/`,
    clientId,
    clientSecret: secret,
    merchantId,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
    },
    allowLocal: true,
  });

describe('Open Delivery client', () => {
  it('asks for one token with client credentials and keeps it until it expires', async () => {
    const od = client();
    const before = fake.tokensIssued();
    await Promise.all([od.pollEvents(), od.pollEvents()]);
    await od.pollEvents();
    expect(fake.tokensIssued() - before).toBe(1);
    const tokenCall = fake.calls.findLast((call) => call.path === '/oauth/token')!;
    expect(tokenCall.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(tokenCall.body).toEqual({
      client_id: 'loja-1',
      client_secret: 'segredo-1',
      grant_type: 'client_credentials',
    });

    clock += 3_600_000;
    await od.pollEvents();
    expect(fake.tokensIssued() - before).toBe(2);
    clock = Date.now();

    fake.expireTokens();
    await expect(od.pollEvents()).resolves.toEqual([]);
    expect(fake.tokensIssued() - before).toBe(3);
  });

  it('wrong credentials are refused with a Portuguese message', async () => {
    await expect(client('errado').token()).rejects.toThrow(
      /Open Delivery indisponível: autenticação recusada \(401\)/,
    );
  });

  it("polls the merchant's events in createdAt order and acknowledges them as AckEvents", async () => {
    const od = client();
    const item = { name: 'X-Burger', externalCode: 'XB', quantity: 1, unitPrice: 30 };
    const late = fake.placeOrder(
      { merchantId: merchant, items: [item] },
      { createdAt: '2026-11-27T12:00:02.000Z' },
    );
    const early = fake.placeOrder(
      { merchantId: merchant, items: [item] },
      { createdAt: '2026-11-27T12:00:01.000Z' },
    );
    fake.placeOrder({ merchantId: other, items: [item] });
    const events = await od.pollEvents();
    expect(events.map((event) => [event.orderId, event.eventType])).toEqual([
      [early, 'CREATED'],
      [late, 'CREATED'],
    ]);
    const poll = fake.calls.findLast((call) => call.path === '/v1/events:polling')!;
    expect(poll.headers['x-polling-merchants']).toBe(merchant);

    await od.acknowledge(events);
    const ack = fake.calls.findLast((call) => call.path === '/v1/events/acknowledgment')!;
    expect(ack.body).toEqual(
      events.map((event) => ({ id: event.eventId, orderId: event.orderId, eventType: 'CREATED' })),
    );
    expect(await od.pollEvents()).toEqual([]);
    for (const event of events) expect(fake.acks.get(event.eventId)).toBe(1);
  });

  it("reads an order's details, money as Price; an unknown order is retried, then null", async () => {
    const od = client();
    const id = fake.placeOrder({
      merchantId: merchant,
      displayId: '7310',
      customer: { name: 'Bruno Lima', phone: '11 99999-0000' },
      address: 'Rua das Flores, 10 - Centro',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 2, unitPrice: 25.5 }],
      deliveryFee: 5,
    });
    expect(await od.order(id)).toMatchObject({
      id,
      type: 'DELIVERY',
      displayId: '7310',
      customer: { name: 'Bruno Lima', phone: { number: '11 99999-0000' } },
      items: [{ externalCode: 'XB', quantity: 2, unitPrice: { value: 25.5 } }],
      total: { itemsPrice: { value: 51 }, orderAmount: { value: 56, currency: 'BRL' } },
      delivery: { deliveryAddress: { formattedAddress: 'Rua das Flores, 10 - Centro' } },
    });
    // Another merchant's token does not open it.
    waits.length = 0;
    expect(await client('segredo-2', other, 'loja-2').order(id)).toBeNull();
    expect(waits).toEqual(orderNotFoundBackoffMs);
  });

  it('sends confirm, preparing, readyForPickup, dispatch and requestCancellation as documented', async () => {
    const od = client();
    const id = fake.placeOrder({
      merchantId: merchant,
      items: [{ name: 'Suco', externalCode: 'SU', quantity: 1, unitPrice: 9 }],
    });
    const confirmation = { createdAt: '2026-11-27T12:00:00.000Z', orderExternalCode: 'C-42' };
    await od.confirm(id, confirmation);
    // A repeat is the standard's 422 "received before": done, not failed.
    await od.confirm(id, confirmation);
    for (const action of ['preparing', 'readyForPickup', 'dispatch'] as const) {
      await od.orderAction(id, action);
    }
    await od.requestCancellation(id, {
      reason: 'Item acabou',
      code: 'UNAVAILABLE_ITEM',
      mode: 'MANUAL',
    });
    expect(fake.actionsOf(id)).toEqual([
      'confirm',
      'confirm',
      'preparing',
      'readyForPickup',
      'dispatch',
      'requestCancellation',
    ]);
    const confirm = fake.calls.find((call) => call.path.endsWith(`${id}/confirm`))!;
    expect(confirm.body).toEqual(confirmation);
    const events = await od.pollEvents();
    expect(events.filter((event) => event.orderId === id).map((event) => event.eventType)).toEqual(
      expect.arrayContaining(['CONFIRMED', 'PREPARING', 'READY_FOR_PICKUP', 'CANCELLED']),
    );
    await od.acknowledge(events);
  });

  it('an application that cannot be reached is a Portuguese failure', async () => {
    const od = createOpenDeliveryClient({
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: 'y',
      merchantId: merchant,
      timeoutMs: 2_000,
      allowLocal: true,
    });
    await expect(od.pollEvents()).rejects.toThrow(/Open Delivery indisponível/);
  });

  it('outside development, never calls a local or private address an admin typed (SSRF)', async () => {
    for (const baseUrl of [fake.url, 'https://169.254.169.254', 'https://10.0.0.7:8443']) {
      const od = createOpenDeliveryClient({
        baseUrl,
        clientId: 'loja-1',
        clientSecret: 'segredo-1',
        merchantId: merchant,
      });
      await expect(od.token()).rejects.toThrow(
        'Open Delivery indisponível: endereço não permitido',
      );
    }
  });
});
