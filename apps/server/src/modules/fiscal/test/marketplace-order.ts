import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderChannel, PlacedOrder } from '@comanda/shared';
import { orders } from '../../../db/schema';
import { approveDemoPayment, payKioskOrder, placeKioskOrder } from '../../../test/kiosk-orders';

/**
 * A marketplace's order as its source will write it (decision 052: `channel`, the platform's
 * code, a delivery), paid online, until the iFood poller lands and writes its own: a kiosk
 * order moved to `channel` before it is paid (demo Pix), so its note is built as the
 * platform's.
 */
export async function paidMarketplaceOrder(
  app: FastifyInstance,
  shop: { host: string; productId: string },
  channel: Extract<OrderChannel, 'ifood' | 'open_delivery'>,
  /** The customer's CPF, when the platform sent it ("CPF na nota"). */
  customerCpf: string | null = null,
): Promise<PlacedOrder> {
  const order = await placeKioskOrder(app, shop);
  await app.db
    .update(orders)
    .set({ channel, fulfilment: 'entrega', externalCode: '4821', customerCpf })
    .where(eq(orders.id, order.id));
  const payment = await payKioskOrder(app, shop, order, 'pix');
  await approveDemoPayment(app, shop, order, payment);
  return order;
}
