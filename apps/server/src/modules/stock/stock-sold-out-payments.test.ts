import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskPayment, PlacedOrder, StockMovement } from '@comanda/shared';
import { orderStageChanges, orders, paymentAttempts } from '../../db/schema';
import { mercadoPagoWebhookHeaders, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { kioskCall, requestPayment } from '../../test/kiosk-orders';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import type { TestApp } from '../../test/test-app';
import { stockShop } from './test/stock-shop';

/*
 * Decision 025: a kiosk whose item sold out after the order was placed is told 'Esgotado'
 * when it asks to pay (nothing charged, cart kept); one whose payment is approved after
 * another kiosk took the last units gets its order canceled and a message, instead of a
 * payment that never settles; once that cancel committed, the provider refunds the payment
 * (demo, Mercado Pago), else the refund is left to staff. Stock never goes below zero.
 */

const accessToken = 'APP_USR-stock-token';
const webhookSecret = 'whsec-estoque';
const refundReason = 'Esgotado: Lanche. Pedido cancelado; o pagamento será estornado.';

let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(async () => ({ t, mp } = await startWithMercadoPago(accessToken)));
afterAll(() => closeWithMercadoPago({ t, mp }));

/** A shop whose Lanche takes one Pão, with `units` Pães in stock. */
async function shopWithBread(units: number, mercadoPago?: Parameters<typeof stockShop>[1]) {
  const shop = await stockShop(t.app, mercadoPago);
  const pao = await shop.createItem('Pão', 'un');
  await shop.admin('PUT', `/api/admin/stock/recipes/${shop.productId}`, {
    lines: [{ stockItemId: pao.id, quantityMilli: 1000 }],
  });
  await shop.admin('POST', `/api/admin/stock/items/${pao.id}/adjustments`, {
    levelMilli: units * 1000,
    reason: 'Estoque inicial',
  });
  const order = async () =>
    (await shop.placeOrder([{ productId: shop.productId, quantity: 1 }])).json<PlacedOrder>();
  return { ...shop, pao, order };
}

const orderRow = async (id: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The kiosk's polling call for a payment. */
const poll = (shop: { host: string }, order: PlacedOrder, paymentId: string) =>
  kioskCall(
    t.app,
    shop.host,
    'GET',
    `/api/public/orders/${order.id}/payments/${paymentId}?token=${order.publicToken}`,
  );

/** Canceled by 'Estoque'; `refunded` by the provider, or left for a manual refund. */
async function expectCanceledForRefund(orderId: string, refunded: boolean) {
  const row = await orderRow(orderId);
  expect(row).toMatchObject({
    paymentStatus: 'canceled',
    stage: 'canceled',
    cancelReason: refundReason,
    manualRefundPending: !refunded,
  });
  if (refunded) expect(row.refundedAt).toBeInstanceOf(Date);
  else expect(row.refundedAt).toBeNull();
  const [change] = await t.app.db
    .select()
    .from(orderStageChanges)
    .where(eq(orderStageChanges.orderId, orderId));
  expect(change).toMatchObject({ stage: 'canceled', actor: 'Estoque', reason: refundReason });
}

describe('asking to pay an order whose item sold out since it was placed', () => {
  it("is refused with 'Esgotado' before anything is charged; the order stays payable", async () => {
    const shop = await shopWithBread(1);
    const order = await shop.order();
    await shop.admin('POST', `/api/admin/stock/items/${shop.pao.id}/adjustments`, {
      levelMilli: 0,
      reason: 'Acabou',
    });

    const refused = await requestPayment(t.app, shop, order, 'pix');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Esgotado: Lanche. Remova do pedido para continuar.');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    const attempts = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(attempts).toHaveLength(0);

    // Back in stock: the same order may be paid.
    await shop.admin('POST', `/api/admin/stock/items/${shop.pao.id}/adjustments`, {
      levelMilli: 1000,
      reason: 'Chegou pão',
    });
    expect((await requestPayment(t.app, shop, order, 'pix')).statusCode).toBe(200);
  });
});

describe('a payment approved after another kiosk took the last unit (demo)', () => {
  it('cancels and refunds the order, tells the kiosk why, and takes no stock', async () => {
    const shop = await shopWithBread(1);
    const first = await shop.order();
    const second = await shop.order();
    // Listening from the start: NOTIFY delivers asynchronously, so the 'pending' event of the
    // payment request can arrive after any later subscription; heard here, it is always first.
    const events: { type: string; data: unknown }[] = [];
    const stop = t.app.realtime.subscribe(`order:${second.id}`, (event) => events.push(event));
    // Both kiosks are paying before either payment is approved.
    const firstPayment = (await requestPayment(t.app, shop, first, 'pix')).json<KioskPayment>();
    const secondPayment = (await requestPayment(t.app, shop, second, 'pix')).json<KioskPayment>();
    const approve = (order: PlacedOrder, payment: KioskPayment) =>
      kioskCall(
        t.app,
        shop.host,
        'POST',
        `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
        { token: order.publicToken, outcome: 'approved' },
      );

    expect((await approve(first, firstPayment)).statusCode).toBe(200);
    const late = await approve(second, secondPayment);
    expect(late.statusCode, late.body).toBe(200);
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(4);
    stop();

    expect((await orderRow(first.id)).paymentStatus).toBe('paid');
    // The demo provider refunded it once the cancel had committed.
    await expectCanceledForRefund(second.id, true);
    // The kiosk heard its payment start; then the approval with the reason, then the canceled order.
    expect(events[0]).toMatchObject({ type: 'payment.updated', data: { status: 'pending' } });
    expect(events.slice(1)).toHaveLength(3);
    expect(events[1]).toMatchObject({
      type: 'payment.updated',
      data: { status: 'approved', orderCanceledReason: refundReason },
    });
    expect(events[2]).toMatchObject({
      type: 'order.updated',
      data: { paymentStatus: 'canceled' },
    });
    // Then the refund, in its own transaction after the settlement's.
    expect(events[3]).toMatchObject({
      type: 'order.updated',
      data: { paymentStatus: 'canceled' },
    });
    // Polling tells the same.
    expect((await poll(shop, second, secondPayment.id)).json<KioskPayment>()).toMatchObject({
      status: 'approved',
      orderCanceledReason: refundReason,
    });
    expect((await poll(shop, first, firstPayment.id)).json<KioskPayment>()).toMatchObject({
      status: 'approved',
      orderCanceledReason: null,
    });

    expect(await shop.levelOf(shop.pao.id)).toBe(0);
    const sales = (await shop.admin('GET', '/api/admin/stock/movements?kind=sale')).json<
      StockMovement[]
    >();
    expect(sales.map((movement) => movement.orderId)).toEqual([first.id]);
    // Nothing for the kitchen: the canceled order never printed.
    const printed = await t.app.db
      .select()
      .from(orderStageChanges)
      .where(
        and(eq(orderStageChanges.orderId, second.id), eq(orderStageChanges.stage, 'received')),
      );
    expect(printed).toHaveLength(0);
  });
});

describe('a Mercado Pago payment approved after another kiosk took the last unit', () => {
  /** Two kiosks pay Pix for the last Lanche; both are approved, the first is notified first. */
  async function twoPixForOneLanche() {
    const shop = await shopWithBread(1, { accessToken, webhookSecret });
    const first = await shop.order();
    const second = await shop.order();
    const mpIdOf = async (order: PlacedOrder) => {
      const payment = (await requestPayment(t.app, shop, order, 'pix')).json<KioskPayment>();
      const [attempt] = await t.app.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, payment.id));
      return { paymentId: payment.id, mpId: attempt!.providerPaymentId! };
    };
    const firstPix = await mpIdOf(first);
    const secondPix = await mpIdOf(second);
    const notify = (mpId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/mercadopago/${shop.shop.id}?data.id=${mpId}&type=payment`,
        headers: mercadoPagoWebhookHeaders(webhookSecret, mpId),
        payload: { action: 'payment.updated', type: 'payment', data: { id: mpId } },
      });

    mp.setPaymentStatus(firstPix.mpId, 'approved');
    mp.setPaymentStatus(secondPix.mpId, 'approved');
    expect((await notify(firstPix.mpId)).statusCode).toBeLessThan(300);
    expect((await orderRow(first.id)).paymentStatus).toBe('paid');
    return { shop, second, secondPix, notify };
  }

  it('the webhook settles it: canceled, refunded once through the Refunds API, stock at zero', async () => {
    const { shop, second, secondPix, notify } = await twoPixForOneLanche();
    const before = mp.refunds.length;
    expect((await notify(secondPix.mpId)).statusCode).toBeLessThan(300);
    // A repeated notification changes nothing, and refunds nothing twice.
    expect((await notify(secondPix.mpId)).statusCode).toBeLessThan(300);

    await expectCanceledForRefund(second.id, true);
    expect(mp.refunds.slice(before)).toEqual([
      {
        id: expect.any(Number),
        paymentId: secondPix.mpId,
        amount: mp.payments.get(secondPix.mpId)!.transactionAmount,
      },
    ]);
    expect(mp.payments.get(secondPix.mpId)!.status).toBe('refunded');
    expect((await poll(shop, second, secondPix.paymentId)).json<KioskPayment>()).toMatchObject({
      status: 'approved',
      orderCanceledReason: refundReason,
    });
    expect(await shop.levelOf(shop.pao.id)).toBe(0);
  });

  it('a refund Mercado Pago refuses is left to staff: reembolso manual pendente', async () => {
    const { second, secondPix, notify } = await twoPixForOneLanche();
    const before = mp.refunds.length;
    mp.failNextRefund(400);
    expect((await notify(secondPix.mpId)).statusCode).toBeLessThan(300);

    await expectCanceledForRefund(second.id, false);
    expect(mp.refunds.length).toBe(before);
    expect(mp.payments.get(secondPix.mpId)!.status).toBe('approved');
  });
});
