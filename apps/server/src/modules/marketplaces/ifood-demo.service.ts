import { randomInt, randomUUID } from 'node:crypto';
import {
  ifoodSimulateDemoOnlyMessage,
  ifoodSimulateNoProductsMessage,
  type IfoodSimulatedOrder,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { listProducts } from '../catalog';
import { findPaymentSettings } from '../establishments';
import type { IfoodOrder } from './ifood-client';
import { importIfoodOrder, type ImportDeps } from './ifood-import.service';

/*
 * "Simular pedido iFood" (issue 34 item 4): in a shop in demo mode (its payments simulated, as
 * the demo Mercado Pago), the built-in demo iFood source hands the importer a PLACED order's
 * details made of the shop's own products, as iFood would send them. It takes the same path
 * as a polled order (items mapped by code, link, paid online, 'order.paid'), so a newcomer
 * sees it reach the kitchen; no iFood is called and nothing is confirmed there.
 */

/** A demo order: up to two of the shop's active products, one each, at their prices. */
async function demoDetails(db: Database, establishmentId: string): Promise<IfoodOrder> {
  const products = (await listProducts(db, establishmentId, { active: true })).slice(0, 2);
  if (products.length === 0) throw new AppError('UNPROCESSABLE', ifoodSimulateNoProductsMessage);
  const id = `demo-${randomUUID()}`;
  return {
    id,
    displayId: String(randomInt(1000, 10_000)),
    orderType: 'DELIVERY',
    createdAt: new Date().toISOString(),
    merchant: { id: 'demo' },
    customer: { name: 'Cliente iFood (demonstração)', phone: { number: '0800 705 3040' } },
    items: products.map((product) => ({
      name: product.name,
      externalCode: product.code ?? undefined,
      quantity: 1,
      unitPrice: product.priceCents / 100,
      totalPrice: product.priceCents / 100,
    })),
    total: { orderAmount: products.reduce((sum, product) => sum + product.priceCents, 0) / 100 },
    delivery: { deliveryAddress: { formattedAddress: 'Av. Paulista, 1000 - Bela Vista' } },
  };
}

export async function simulateIfoodOrder(
  db: Database,
  deps: ImportDeps & { secretBox: SecretBox },
  establishmentId: string,
): Promise<IfoodSimulatedOrder> {
  const settings = await findPaymentSettings(db, deps.secretBox, establishmentId);
  if (!settings?.demoPayments) throw new AppError('UNPROCESSABLE', ifoodSimulateDemoOnlyMessage);
  const details = await demoDetails(db, establishmentId);
  const order = await db.transaction((tx) =>
    importIfoodOrder(tx, deps, establishmentId, details, new Date(), { demo: true }),
  );
  // A fresh id is never linked yet: the import always writes it.
  return { orderId: order!.id, orderNumber: order!.orderNumber };
}
