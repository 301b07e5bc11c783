import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreateOrderInput, KioskPayment, PlacedOrder, StockItem } from '@comanda/shared';
import { extras } from '../../../db/schema';
import { send } from '../../../test/auth-helpers';
import { signUpAdminOf } from '../../../test/factories';
import { insertKioskShop, kioskCall, requestPayment } from '../../../test/kiosk-orders';

/**
 * A demo-payments shop selling one Lanche, with its admin's cookie and kiosk helpers;
 * with `mercadoPago` credentials, a shop paid through (a fake) Mercado Pago instead.
 */
export async function stockShop(
  app: FastifyInstance,
  mercadoPago?: { accessToken: string; webhookSecret: string },
) {
  const kiosk = mercadoPago
    ? await insertKioskShop(app, {}, mercadoPago)
    : await insertKioskShop(app, { demoPayments: true });
  const cookie = await signUpAdminOf(app, kiosk.shop.id);
  const admin = (method: Parameters<typeof send>[1], url: string, payload?: object) =>
    send(app, method, url, { cookie, ...(payload ? { payload } : {}) });

  const createItem = async (name: string, unit: StockItem['unit'], minimumMilli = 0) => {
    const res = await admin('POST', '/api/admin/stock/items', {
      name,
      unit,
      costCents: 0,
      minimumMilli,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<StockItem>();
  };
  const items = async () => (await admin('GET', '/api/admin/stock/items')).json<StockItem[]>();
  const levelOf = async (id: string) => (await items()).find((item) => item.id === id)!.levelMilli;

  /** An extra on the shop's Lanche. */
  const addExtra = async (name: string, priceCents: number) => {
    const [extra] = await app.db
      .insert(extras)
      .values({ establishmentId: kiosk.shop.id, productId: kiosk.productId, name, priceCents })
      .returning();
    return extra!;
  };

  /** Places an order as the kiosk does; the raw response (201, or 409 'Esgotado'). */
  const placeOrder = (items: CreateOrderInput['items']) =>
    app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: { items },
      headers: {
        host: kiosk.host,
        origin: `http://${kiosk.host}`,
        'idempotency-key': `k-${randomUUID()}`,
      },
    });

  /** Asks for a demo Pix and approves it, as the demo kiosk's button does; the approval's response. */
  const payAndApprove = async (order: PlacedOrder) => {
    const payment = (await requestPayment(app, kiosk, order, 'pix')).json<KioskPayment>();
    return kioskCall(
      app,
      kiosk.host,
      'POST',
      `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
      {
        token: order.publicToken,
        outcome: 'approved',
      },
    );
  };

  return {
    ...kiosk,
    cookie,
    admin,
    createItem,
    addExtra,
    items,
    levelOf,
    placeOrder,
    payAndApprove,
  };
}
