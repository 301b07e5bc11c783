import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderSummary, AuditEntry, KioskPayment, PlacedOrder } from '@comanda/shared';
import { orders, paymentAttempts } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import type { FakeMercadoPago } from '../../test/fake-mercadopago';
import {
  insertKioskShop,
  kioskCall,
  payKioskOrder,
  placeKioskOrder,
  pollPaymentNow,
} from '../../test/kiosk-orders';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import type { TestApp } from '../../test/test-app';

/*
 * Staff cancel a paid order in /admin/pedidos: the provider that took the payment refunds it
 * where it can (demo, Mercado Pago Pix through POST /v1/payments/{id}/refunds, Point through
 * POST /v1/orders/{id}/refund); otherwise, or
 * when the refund fails, the order is left for a manual refund.
 */

const accessToken = 'APP_USR-refund-token';

let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(async () => ({ t, mp } = await startWithMercadoPago(accessToken)));
afterAll(() => closeWithMercadoPago({ t, mp }));

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

const orderRow = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const cancel = (admin: string, orderId: string) =>
  send(t.app, 'POST', `/api/admin/orders/${orderId}/cancel`, {
    cookie: admin,
    payload: { reason: 'Cliente desistiu' },
  });

/** The shop's audit log (issue 32) as kind, subject, before and after, oldest first. */
const auditOf = async (admin: string) => {
  const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie: admin })).json<
    AuditEntry[]
  >();
  expect(log.every((entry) => entry.actor !== null && entry.device !== null)).toBe(true);
  // Newest first; one cancel's two lines share a time and keep their write order (seq).
  return log.reverse().map((e) => [e.kind, e.subject, JSON.parse(e.before!), JSON.parse(e.after!)]);
};

/** A Mercado Pago Pix order approved at the provider and read by the kiosk's poll. */
async function paidByMercadoPago(shop: Shop): Promise<{ order: PlacedOrder; mpId: string }> {
  const order = await placeKioskOrder(t.app, shop);
  const payment = await payKioskOrder(t.app, shop, order, 'pix');
  const [attempt] = await t.app.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id));
  mp.setPaymentStatus(attempt!.providerPaymentId!, 'approved');
  const poll = await pollPaymentNow(t.app, shop, order, payment.id);
  expect(poll.json()).toMatchObject({ status: 'approved' });
  return { order, mpId: attempt!.providerPaymentId! };
}

describe('cancel with refund', () => {
  it('refunds a paid demo order: canceled, refunded, no manual refund left', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const order = await placeKioskOrder(t.app, shop);
    const payment: KioskPayment = await payKioskOrder(t.app, shop, order, 'card');
    const approved = await kioskCall(
      t.app,
      shop.host,
      'POST',
      `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
      { token: order.publicToken, outcome: 'approved' },
    );
    expect(approved.json()).toMatchObject({ status: 'approved' });

    const res = await cancel(admin, order.id);
    expect(res.json()).toMatchObject({ paymentStatus: 'canceled' });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ stage: 'canceled', manualRefundPending: false });
    expect(row.refundedAt).toBeInstanceOf(Date);
    const list = await send(t.app, 'GET', `/api/admin/orders?number=${order.orderNumber}`, {
      cookie: admin,
    });
    const listed = (list.json().items as AdminOrderSummary[]).find((o) => o.id === order.id);
    expect(listed).toMatchObject({ paymentStatus: 'canceled', manualRefundPending: false });
    expect(listed!.refundedAt).not.toBeNull();
    const subject = `Pedido ${order.orderNumber}`;
    expect(await auditOf(admin)).toEqual([
      [
        'order.cancel',
        subject,
        { situação: 'pago', total: 'R$ 20,00' },
        { situação: 'cancelado', motivo: 'Cliente desistiu' },
      ],
      ['order.refund', subject, { pago: 'R$ 20,00' }, { reembolsado: 'R$ 20,00' }],
    ]);
  });

  it('refunds a Mercado Pago Pix once through the Refunds API, however often staff cancel', async () => {
    const shop = await insertKioskShop(t.app, {}, { accessToken });
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const { order, mpId } = await paidByMercadoPago(shop);

    const before = mp.refunds.length;
    const [first, second] = await Promise.all([cancel(admin, order.id), cancel(admin, order.id)]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode, second!.body).toBe(200);
    expect((await cancel(admin, order.id)).statusCode).toBe(200);
    expect(mp.refunds.slice(before)).toEqual([
      { id: expect.any(Number), paymentId: mpId, amount: 20 },
    ]);
    expect(mp.payments.get(mpId)!.status).toBe('refunded');
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'canceled', manualRefundPending: false });
    expect(row.refundedAt).toBeInstanceOf(Date);
    // Three cancels, one of them real: one cancel and one refund in the log.
    expect((await auditOf(admin)).map(([kind]) => kind)).toEqual(['order.cancel', 'order.refund']);
  });

  it('refunds a card paid on a Mercado Pago Point through the Orders API', async () => {
    const shop = await insertKioskShop(
      t.app,
      { mercadopagoPointDeviceId: 'PAX_1' },
      { accessToken },
    );
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const order = await placeKioskOrder(t.app, shop);
    const payment = await payKioskOrder(t.app, shop, order, 'card');
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    const pointId = attempt!.providerPaymentId!;
    mp.setPointOrderStatus(pointId, 'processed');
    const poll = await pollPaymentNow(t.app, shop, order, payment.id);
    expect(poll.json()).toMatchObject({ status: 'approved' });

    const before = mp.refunds.length;
    expect((await cancel(admin, order.id)).statusCode).toBe(200);
    expect(mp.refunds.slice(before)).toEqual([
      { id: expect.any(Number), paymentId: pointId, amount: 20 },
    ]);
    expect(mp.pointOrders.get(pointId)!.status).toBe('refunded');
    expect(await orderRow(order.id)).toMatchObject({ manualRefundPending: false });
  });

  it('leaves a manual refund when Mercado Pago refuses the refund', async () => {
    const shop = await insertKioskShop(t.app, {}, { accessToken });
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const { order, mpId } = await paidByMercadoPago(shop);
    // Refunded from Mercado Pago's own panel first: the API answers 400.
    mp.setPaymentStatus(mpId, 'refunded');

    expect((await cancel(admin, order.id)).statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'canceled', manualRefundPending: true });
    expect(row.refundedAt).toBeNull();
    expect((await auditOf(admin))[1]).toEqual([
      'order.refund',
      `Pedido ${order.orderNumber}`,
      { pago: 'R$ 20,00' },
      { reembolso: 'manual pendente', valor: 'R$ 20,00' },
    ]);
  });

  it('an unpaid order is only canceled: nothing to refund', async () => {
    const shop = await insertKioskShop(t.app, {}, { accessToken });
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const order = await placeKioskOrder(t.app, shop);
    const before = mp.refunds.length;
    expect((await cancel(admin, order.id)).json()).toMatchObject({ paymentStatus: 'canceled' });
    expect(mp.refunds.length).toBe(before);
    expect(await orderRow(order.id)).toMatchObject({
      manualRefundPending: false,
      refundedAt: null,
    });
    // No money moved: nothing for the audit log.
    expect(await auditOf(admin)).toEqual([]);
  });
});
