import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16CcittFalse, type KioskPayment, type PlacedOrder } from '@comanda/shared';
import { orders, paymentAttempts } from '../../db/schema';
import { startFakeCardTerminal } from '../../test/fake-card-terminal';
import type { FakeMercadoPago } from '../../test/fake-mercadopago';
import {
  insertKioskShop,
  kioskCall,
  placeKioskOrder,
  requestPayment,
} from '../../test/kiosk-orders';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import { createTestApp, type TestApp } from '../../test/test-app';
import { realtimeDrained } from '../../test/realtime';
import type { RealtimeEvent } from '../../lib/realtime';

const accessToken = 'APP_USR-test-token';

let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(async () => ({ t, mp } = await startWithMercadoPago(accessToken)));
afterAll(() => closeWithMercadoPago({ t, mp }));

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

const pay = (shop: Shop, order: PlacedOrder, method: 'pix' | 'card', token?: string) =>
  requestPayment(t.app, shop, order, method, token);
const poll = (shop: Shop, order: PlacedOrder, paymentId: string, token = order.publicToken) =>
  kioskCall(
    t.app,
    shop.host,
    'GET',
    `/api/public/orders/${order.id}/payments/${paymentId}?token=${encodeURIComponent(token)}`,
  );
const demoOutcome = (
  shop: Shop,
  order: PlacedOrder,
  paymentId: string,
  outcome: 'approved' | 'rejected',
) =>
  kioskCall(
    t.app,
    shop.host,
    'POST',
    `/api/public/orders/${order.id}/payments/${paymentId}/demo-outcome`,
    {
      token: order.publicToken,
      outcome,
    },
  );
const cancel = (shop: Shop, order: PlacedOrder, token = order.publicToken) =>
  kioskCall(t.app, shop.host, 'POST', `/api/public/orders/${order.id}/cancel`, { token });

async function orderRow(orderId: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}
async function attemptsOf(orderId: string) {
  return t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
}
/** Every event published on a topic while `work` runs (and shortly after its commit). */
async function eventsDuring(topic: `order:${string}`, work: () => Promise<unknown>) {
  await realtimeDrained(t.app);
  const heard: RealtimeEvent[] = [];
  const stop = t.app.realtime.subscribe(topic, (event) => heard.push(event));
  await work();
  await new Promise((resolve) => setTimeout(resolve, 100));
  stop();
  return heard;
}
/** Retries `check` until it passes or `timeoutMs` runs out (background work on a busy machine). */
async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
const isValidBrCode = (code: string) => crc16CcittFalse(code.slice(0, -4)) === code.slice(-4);

describe('demo payments', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await insertKioskShop(t.app, { demoPayments: true, name: 'Burger Demo' });
  });

  it('answers a demo Pix with a valid BR Code labelled as a demonstration', async () => {
    const order = await placeKioskOrder(t.app, shop, 2);
    const res = await pay(shop, order, 'pix');
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json<KioskPayment>();
    expect(payment).toMatchObject({
      orderId: order.id,
      method: 'pix',
      provider: 'demo',
      status: 'pending',
      amountCents: 4000,
      demo: true,
    });
    expect(isValidBrCode(payment.pix!.qrCode)).toBe(true);
    expect(payment.pix!.qrCode).toContain('DEMONSTRACAO NAO PAGUE');
    expect(payment.pix!.qrCode).toContain('540540.00');
  });

  it('pays the order once when approved, telling the kiosk by events', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    const events = await eventsDuring(`order:${order.id}`, async () => {
      const res = await demoOutcome(shop, order, payment.id, 'approved');
      expect(res.json()).toMatchObject({ status: 'approved' });
      // A second verdict changes nothing.
      const again = await demoOutcome(shop, order, payment.id, 'rejected');
      expect(again.json()).toMatchObject({ status: 'approved' });
    });
    expect(events.map((event) => event.type)).toEqual(['payment.updated', 'order.updated']);
    expect(events[1]!.data).toMatchObject({ id: order.id, paymentStatus: 'paid' });
    const row = await orderRow(order.id);
    expect(row.paymentStatus).toBe('paid');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect((await pay(shop, order, 'pix')).statusCode).toBe(409);
  });

  it('leaves the order pending when a demo card is declined, and lets the customer retry', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const first = (await pay(shop, order, 'card')).json<KioskPayment>();
    expect(first).toMatchObject({ provider: 'demo', method: 'card', pix: null });
    expect((await demoOutcome(shop, order, first.id, 'rejected')).json().status).toBe('rejected');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    const retry = (await pay(shop, order, 'card')).json<KioskPayment>();
    expect(retry.id).not.toBe(first.id);
    expect(retry.status).toBe('pending');
  });

  it('fails the order when a demo Pix is rejected', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    await demoOutcome(shop, order, payment.id, 'rejected');
    expect((await orderRow(order.id)).paymentStatus).toBe('failed');
  });

  it('answers the same pending attempt to repeated requests, and replaces another method', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const pix = (await pay(shop, order, 'pix')).json<KioskPayment>();
    expect((await pay(shop, order, 'pix')).json<KioskPayment>().id).toBe(pix.id);
    const card = (await pay(shop, order, 'card')).json<KioskPayment>();
    const rows = await attemptsOf(order.id);
    expect(rows.find((row) => row.id === pix.id)?.status).toBe('canceled');
    expect(rows.find((row) => row.id === card.id)?.status).toBe('pending');
  });

  it('approves by itself after DEMO_PAYMENT_DELAY_MS', async () => {
    const timed = await createTestApp({ DEMO_PAYMENT_DELAY_MS: '150' });
    try {
      const demoShop = await insertKioskShop(timed.app, { demoPayments: true });
      const order = await placeKioskOrder(timed.app, demoShop);
      const res = await kioskCall(
        timed.app,
        demoShop.host,
        'POST',
        `/api/public/orders/${order.id}/payments`,
        {
          token: order.publicToken,
          method: 'pix',
        },
      );
      expect(res.json().status).toBe('pending');
      await eventually(async () => {
        const [row] = await timed.app.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row!.paymentStatus).toBe('paid');
      });
    } finally {
      await timed.close();
    }
  });

  it('refuses the demo buttons on a payment that is not a demo', async () => {
    const real = await insertKioskShop(t.app, { pixKey: 'loja@example.com' });
    const order = await placeKioskOrder(t.app, real);
    const payment = (await pay(real, order, 'pix')).json<KioskPayment>();
    const res = await demoOutcome(real, order, payment.id, 'approved');
    expect(res.statusCode).toBe(422);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });
});

describe('who may pay', () => {
  it('answers 404 without the token, with a wrong one, or from another shop', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const other = await insertKioskShop(t.app, { demoPayments: true });
    const order = await placeKioskOrder(t.app, shop);
    expect((await pay(shop, order, 'pix', 'errado')).statusCode).toBe(404);
    expect((await pay(other, order, 'pix')).statusCode).toBe(404);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    expect((await poll(shop, order, payment.id, 'errado')).statusCode).toBe(404);
    expect((await poll(other, order, payment.id)).statusCode).toBe(404);
    expect((await cancel(shop, order, 'errado')).statusCode).toBe(404);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('says when the shop has no Pix or no card terminal', async () => {
    const shop = await insertKioskShop(t.app);
    const order = await placeKioskOrder(t.app, shop);
    const card = await pay(shop, order, 'card');
    expect(card.statusCode).toBe(422);
    expect(card.json().detail).toBe('Maquininha não configurada para este estabelecimento');
    const pix = await pay(shop, order, 'pix');
    expect(pix.statusCode).toBe(422);
    expect(pix.json().detail).toBe('Pix não configurado para este estabelecimento');
    expect(await attemptsOf(order.id)).toEqual([]);
  });
});

describe('static Pix (the shop key)', () => {
  it("builds the BR Code from the shop's key, amount and the order", async () => {
    const shop = await insertKioskShop(t.app, { pixKey: 'loja@example.com', name: 'Padaria Pão' });
    const order = await placeKioskOrder(t.app, shop, 3);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    expect(payment).toMatchObject({ provider: 'static_pix', status: 'pending', demo: false });
    const code = payment.pix!.qrCode;
    expect(isValidBrCode(code)).toBe(true);
    expect(code).toContain('0116loja@example.com');
    expect(code).toContain('540560.00');
    expect(code).toContain('5911Padaria Pao');
    expect(code).toContain(order.id.replaceAll('-', '').slice(0, 25).toUpperCase());
  });
});

describe('Mercado Pago Pix', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await insertKioskShop(t.app, {}, { accessToken, webhookSecret: 'segredo' });
  });

  it('creates the payment with an idempotency key and answers its QR code', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const res = await pay(shop, order, 'pix');
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json<KioskPayment>();
    const [attempt] = await attemptsOf(order.id);
    const created = mp.payments.get(attempt!.providerPaymentId!)!;
    expect(created).toMatchObject({ transactionAmount: 20, externalReference: order.id });
    expect(payment).toMatchObject({ provider: 'mercadopago', status: 'pending' });
    expect(payment.pix!.qrCode).toBe(`00020126FAKEPIX${created.id}6304ABCD`);
    expect(payment.pix!.qrCodeBase64).not.toBeNull();
  });

  it('creates ONE attempt and ONE provider payment for 50 identical requests at once', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const before = mp.payments.size;
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(shop, order, 'pix')));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(responses.map((res) => res.json<KioskPayment>().id)).size).toBe(1);
    expect(await attemptsOf(order.id)).toHaveLength(1);
    expect(mp.payments.size - before).toBe(1);
  });

  it('charges the stored order total, whatever amount the request carries', async () => {
    const order = await placeKioskOrder(t.app, shop, 3);
    const res = await kioskCall(
      t.app,
      shop.host,
      'POST',
      `/api/public/orders/${order.id}/payments`,
      {
        token: order.publicToken,
        method: 'pix',
        amountCents: 1,
        transaction_amount: 0.01,
        provider: 'demo',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amountCents: 6000, provider: 'mercadopago' });
    const [attempt] = await attemptsOf(order.id);
    expect(mp.payments.get(attempt!.providerPaymentId!)!.transactionAmount).toBe(60);
  });

  it('makes one order and one provider payment of 50 kiosks retrying one checkout at once', async () => {
    const checkout = await insertKioskShop(t.app, {}, { accessToken });
    const before = mp.payments.size;
    const key = `checkout-${Date.now()}`;
    const checkoutOnce = async () => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/public/orders',
        payload: { items: [{ productId: checkout.productId, quantity: 1 }] },
        headers: { host: checkout.host, origin: `http://${checkout.host}`, 'idempotency-key': key },
      });
      expect([200, 201]).toContain(placed.statusCode);
      const paid = await pay(checkout, placed.json<PlacedOrder>(), 'pix');
      expect(paid.statusCode, paid.body).toBe(200);
      return paid.json<KioskPayment>();
    };
    const payments = await Promise.all(Array.from({ length: 50 }, checkoutOnce));
    expect(new Set(payments.map((payment) => payment.orderId)).size).toBe(1);
    expect(new Set(payments.map((payment) => payment.id)).size).toBe(1);
    const [placedOrders] = await t.app.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.establishmentId, checkout.shop.id));
    expect(placedOrders!.n).toBe(1);
    expect(mp.payments.size - before).toBe(1);
  });

  it('follows the payment by polling, asking Mercado Pago at most every few seconds', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    const [attempt] = await attemptsOf(order.id);
    const gets = () =>
      mp.requests.filter((r) => r === `GET /v1/payments/${attempt!.providerPaymentId}`).length;
    await t.app.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: new Date(Date.now() - 10_000) })
      .where(eq(paymentAttempts.id, payment.id));
    expect((await poll(shop, order, payment.id)).json().status).toBe('pending');
    expect((await poll(shop, order, payment.id)).json().status).toBe('pending');
    expect(gets()).toBe(1);

    mp.setPaymentStatus(attempt!.providerPaymentId!, 'approved');
    await t.app.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: new Date(Date.now() - 10_000) })
      .where(eq(paymentAttempts.id, payment.id));
    expect((await poll(shop, order, payment.id)).json().status).toBe('approved');
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('fails the order when Mercado Pago rejects the Pix', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    const [attempt] = await attemptsOf(order.id);
    mp.setPaymentStatus(attempt!.providerPaymentId!, 'rejected');
    await t.app.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: null })
      .where(eq(paymentAttempts.id, payment.id));
    expect((await poll(shop, order, payment.id)).json().status).toBe('rejected');
    expect((await orderRow(order.id)).paymentStatus).toBe('failed');
  });

  it('never shows the provider error; an unknown outcome keeps the attempt and its key', async () => {
    const order = await placeKioskOrder(t.app, shop);
    const before = mp.payments.size;
    mp.failNextCreate(500, { message: 'internal_error secret detail' });
    const failed = await pay(shop, order, 'pix');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().detail).toBe(
      'Falha ao gerar PIX: serviço de pagamento indisponível. Tente novamente.',
    );
    expect(failed.body).not.toContain('secret detail');
    const [pending] = await attemptsOf(order.id);
    expect(pending).toMatchObject({ status: 'pending', providerPaymentId: null });

    const retried = await pay(shop, order, 'pix');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().id).toBe(pending!.id);
    expect(mp.payments.size - before).toBe(1);
  });

  it('closes the attempt when Mercado Pago refuses the payment, so a retry starts anew', async () => {
    const order = await placeKioskOrder(t.app, shop);
    mp.failNextCreate(400, { message: 'bad' });
    const refused = await pay(shop, order, 'pix');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/^Falha ao gerar PIX: /);
    expect((await attemptsOf(order.id))[0]!.status).toBe('error');
    expect((await pay(shop, order, 'pix')).statusCode).toBe(200);
    expect(await attemptsOf(order.id)).toHaveLength(2);
  });

  it('cancels the order and the Pix at Mercado Pago', async () => {
    const order = await placeKioskOrder(t.app, shop);
    await pay(shop, order, 'pix');
    const [attempt] = await attemptsOf(order.id);
    const res = await cancel(shop, order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentStatus).toBe('canceled');
    expect(mp.payments.get(attempt!.providerPaymentId!)!.status).toBe('cancelled');
    expect((await attemptsOf(order.id))[0]!.status).toBe('canceled');
    expect((await cancel(shop, order)).statusCode).toBe(200);
  });
});

describe('cards', () => {
  it('sends the charge to the Mercado Pago Point terminal and follows it', async () => {
    const shop = await insertKioskShop(
      t.app,
      { mercadopagoPointDeviceId: 'PAX_A910__SMARTPOS1234' },
      { accessToken },
    );
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'card')).json<KioskPayment>();
    expect(payment).toMatchObject({ provider: 'mercadopago_point', status: 'pending', pix: null });
    const [attempt] = await attemptsOf(order.id);
    const pointOrder = mp.pointOrders.get(attempt!.providerPaymentId!)!;
    expect(pointOrder).toMatchObject({ terminalId: 'PAX_A910__SMARTPOS1234', amount: '20.00' });

    mp.setPointOrderStatus(pointOrder.id, 'failed');
    await t.app.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: null })
      .where(eq(paymentAttempts.id, payment.id));
    expect((await poll(shop, order, payment.id)).json().status).toBe('rejected');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    const retry = (await pay(shop, order, 'card')).json<KioskPayment>();
    const [, second] = (await attemptsOf(order.id)).sort((a, b) => +a.createdAt - +b.createdAt);
    mp.setPointOrderStatus(second!.providerPaymentId!, 'processed');
    await t.app.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: null })
      .where(eq(paymentAttempts.id, retry.id));
    expect((await poll(shop, order, retry.id)).json().status).toBe('approved');
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('answers the card error of SPEC §8 when the terminal cannot be reached', async () => {
    const shop = await insertKioskShop(t.app, { mercadopagoPointDeviceId: 'X' }, { accessToken });
    const order = await placeKioskOrder(t.app, shop);
    mp.failNextCreate(503);
    const res = await pay(shop, order, 'card');
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('Erro ao processar pagamento com cartão');
  });
});

describe('card terminal on the shop network', () => {
  let terminal: Awaited<ReturnType<typeof startFakeCardTerminal>>;
  let shop: Shop;
  beforeAll(async () => {
    terminal = await startFakeCardTerminal();
    shop = await insertKioskShop(t.app, { cardTerminalIp: terminal.address });
  });
  afterAll(() => terminal.close());

  /** Pays by card and waits for the terminal's verdict to arrive as an event. */
  async function payByCard(answer: string) {
    terminal.state.answer = answer;
    terminal.state.delayMs = 50;
    const order = await placeKioskOrder(t.app, shop, 2);
    let payment!: KioskPayment;
    const events = await eventsDuring(`order:${order.id}`, async () => {
      payment = (await pay(shop, order, 'card')).json<KioskPayment>();
      expect(payment).toMatchObject({ provider: 'network_terminal', status: 'pending' });
      await eventually(async () =>
        expect((await attemptsOf(order.id))[0]!.status).not.toBe('pending'),
      );
    });
    return { order, payment, events };
  }

  it('sends the amount to the terminal and pays the order on APPROVED', async () => {
    const { order, events } = await payByCard('APPROVED');
    expect([...terminal.charges.values()].at(-1)!.amountCents).toBe(4000);
    expect(
      events.map((event) => [event.type, event.data.status ?? event.data.paymentStatus]),
    ).toEqual([
      ['payment.updated', 'pending'],
      ['payment.updated', 'approved'],
      ['order.updated', 'paid'],
    ]);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('declines on DECLINED, leaving the order to retry', async () => {
    const { order, payment } = await payByCard('DECLINED');
    expect((await poll(shop, order, payment.id)).json().status).toBe('rejected');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it("stops the terminal's charge when the customer cancels while it waits for the card", async () => {
    terminal.state.answer = 'APPROVED';
    terminal.state.delayMs = 1000;
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'card')).json<KioskPayment>();
    const [attempt] = await attemptsOf(order.id);
    await eventually(() =>
      expect(terminal.charges.has(attempt!.providerIdempotencyKey)).toBe(true),
    );
    expect((await cancel(shop, order)).json().paymentStatus).toBe('canceled');
    expect(terminal.charges.get(attempt!.providerIdempotencyKey)!.status).toBe('CANCELED');
    // The terminal's late answer (the canceled charge) changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await poll(shop, order, payment.id)).json().status).toBe('canceled');
    expect((await orderRow(order.id)).paymentStatus).toBe('canceled');
  });

  it('reports a terminal that cannot be reached as an error at once', async () => {
    const gone = await startFakeCardTerminal();
    await gone.close();
    const offline = await insertKioskShop(t.app, { cardTerminalIp: gone.address });
    const order = await placeKioskOrder(t.app, offline);
    const payment = (await pay(offline, order, 'card')).json<KioskPayment>();
    await eventually(async () =>
      expect((await poll(offline, order, payment.id)).json().status).toBe('error'),
    );
  });

  it('reports any other answer as an error', async () => {
    const { order, payment } = await payByCard('TIMEOUT_NO_CARD');
    expect((await poll(shop, order, payment.id)).json().status).toBe('error');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });
});

describe('cancel', () => {
  it('refuses to cancel a paid order', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const order = await placeKioskOrder(t.app, shop);
    const payment = (await pay(shop, order, 'pix')).json<KioskPayment>();
    await demoOutcome(shop, order, payment.id, 'approved');
    const res = await cancel(shop, order);
    expect(res.statusCode).toBe(409);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('cancels a pending demo order and its attempt, telling the kiosk', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const order = await placeKioskOrder(t.app, shop);
    await pay(shop, order, 'pix');
    const events = await eventsDuring(`order:${order.id}`, () => cancel(shop, order));
    expect(events.at(-1)).toMatchObject({
      type: 'order.updated',
      data: { paymentStatus: 'canceled' },
    });
    const [row] = await t.app.db
      .select({ n: count() })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'canceled')));
    expect(row!.n).toBe(1);
  });
});
