import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskPayment, PlacedOrder } from '@comanda/shared';
import { orders, paymentAttempts } from '../../db/schema';
import type { RealtimeEvent } from '../../lib/realtime';
import { mercadoPagoWebhookHeaders, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { insertKioskShop, kioskCall, placeKioskOrder } from '../../test/kiosk-orders';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import type { TestApp } from '../../test/test-app';

const accessToken = 'APP_USR-webhook-token';
const webhookSecret = 'whsec-de-teste';

let t: TestApp;
let mp: FakeMercadoPago;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
beforeAll(async () => {
  ({ t, mp } = await startWithMercadoPago(accessToken));
  shop = await insertKioskShop(t.app, {}, { accessToken, webhookSecret });
});
afterAll(() => closeWithMercadoPago({ t, mp }));

/** An order with a Mercado Pago Pix waiting; its provider id. */
async function pendingPix(): Promise<{ order: PlacedOrder; paymentId: string; mpId: string }> {
  const order = await placeKioskOrder(t.app, shop);
  const res = await kioskCall(t.app, shop.host, 'POST', `/api/public/orders/${order.id}/payments`, {
    token: order.publicToken,
    method: 'pix',
  });
  const payment = res.json<KioskPayment>();
  const [attempt] = await t.app.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, payment.id));
  return { order, paymentId: payment.id, mpId: attempt!.providerPaymentId! };
}

function notify(
  mpId: string,
  headers: Record<string, string>,
  options: { establishmentId?: string; body?: object } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/mercadopago/${options.establishmentId ?? shop.shop.id}?data.id=${mpId}&type=payment`,
    headers,
    payload: options.body ?? {
      action: 'payment.updated',
      type: 'payment',
      data: { id: mpId },
    },
  });
}

const statusOf = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;

describe('POST /api/webhooks/mercadopago/:establishmentId', () => {
  it('refuses a notification without signature, request id or data.id, changing nothing', async () => {
    const { order, mpId } = await pendingPix();
    mp.setPaymentStatus(mpId, 'approved');
    const signed = mercadoPagoWebhookHeaders(webhookSecret, mpId);
    const withoutSignature = { ...signed, 'x-signature': '' };
    delete (withoutSignature as Record<string, string>)['x-signature'];
    const withoutRequestId = { ...signed };
    delete (withoutRequestId as Record<string, string>)['x-request-id'];
    expect((await notify(mpId, withoutSignature)).statusCode).toBe(400);
    expect((await notify(mpId, withoutRequestId)).statusCode).toBe(400);
    const withoutId = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago/${shop.shop.id}?type=payment`,
      headers: signed,
      payload: { type: 'payment' },
    });
    expect(withoutId.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('refuses a wrong signature and a stale timestamp with 401, changing nothing', async () => {
    const { order, mpId } = await pendingPix();
    mp.setPaymentStatus(mpId, 'approved');
    const forged = mercadoPagoWebhookHeaders('outro-segredo', mpId);
    expect((await notify(mpId, forged)).statusCode).toBe(401);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = mercadoPagoWebhookHeaders(webhookSecret, mpId, { ts: sixMinutesAgo });
    expect((await notify(mpId, stale)).statusCode).toBe(401);
    // Signed for another payment id, replayed for this one.
    const other = mercadoPagoWebhookHeaders(webhookSecret, '123');
    expect((await notify(mpId, other)).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('answers 404 for an unknown establishment', async () => {
    const res = await notify('1', mercadoPagoWebhookHeaders(webhookSecret, '1'), {
      establishmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });

  it('trusts Mercado Pago, not the body: "approved" in the body while pending stays pending', async () => {
    const { order, mpId } = await pendingPix();
    const res = await notify(mpId, mercadoPagoWebhookHeaders(webhookSecret, mpId), {
      body: {
        type: 'payment',
        action: 'payment.updated',
        data: { id: mpId, status: 'approved' },
        status: 'approved',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(order.id)).toBe('pending');
    expect(mp.requests).toContain(`GET /v1/payments/${mpId}`);
  });

  it('pays the order once for 10 duplicate notifications', async () => {
    const { order, paymentId, mpId } = await pendingPix();
    mp.setPaymentStatus(mpId, 'approved');
    const heard: RealtimeEvent[] = [];
    const stop = t.app.realtime.subscribe(`order:${order.id}`, (event) => heard.push(event));
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        notify(mpId, mercadoPagoWebhookHeaders(webhookSecret, mpId)),
      ),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(await statusOf(order.id)).toBe('paid');
    const paidEvents = heard.filter(
      (event) => event.type === 'order.updated' && event.data.paymentStatus === 'paid',
    );
    expect(paidEvents).toHaveLength(1);
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, paymentId));
    expect(attempt).toMatchObject({ status: 'approved', providerStatus: 'approved' });

    // A late "rejected" from Mercado Pago (out of order) changes nothing either.
    mp.setPaymentStatus(mpId, 'rejected');
    await notify(mpId, mercadoPagoWebhookHeaders(webhookSecret, mpId));
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('follows a Point order notification, whatever the case of its id', async () => {
    const point = await insertKioskShop(
      t.app,
      { mercadopagoPointDeviceId: 'PAX_A910__1' },
      { accessToken, webhookSecret },
    );
    const order = await placeKioskOrder(t.app, point);
    const res = await kioskCall(
      t.app,
      point.host,
      'POST',
      `/api/public/orders/${order.id}/payments`,
      {
        token: order.publicToken,
        method: 'card',
      },
    );
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, res.json<KioskPayment>().id));
    const orderId = attempt!.providerPaymentId!;
    mp.setPointOrderStatus(orderId, 'processed');
    const dataId = orderId.toLowerCase();
    const notified = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago/${point.shop.id}?data.id=${dataId}&type=order`,
      headers: mercadoPagoWebhookHeaders(webhookSecret, dataId),
      payload: { type: 'order', action: 'order.processed', data: { id: dataId } },
    });
    expect(notified.json()).toEqual({ received: true, handled: true });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('acknowledges notifications about payments it does not know', async () => {
    const res = await notify('999', mercadoPagoWebhookHeaders(webhookSecret, '999'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: false });
  });
});
