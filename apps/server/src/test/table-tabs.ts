import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminTab, CreateOnlineOrderInput, PlacedOnlineOrder } from '@comanda/shared';
import type { adminCaller } from './admin-caller';
import type { insertKioskShop } from './kiosk-orders';

/*
 * What the table-tab tests share (decisions 077, 082, 085): a phone's order at a table of a
 * shop made by `insertKioskShop` with its online menu on, and the tab as the PDV lists it.
 */

type KioskShop = Awaited<ReturnType<typeof insertKioskShop>>;

/** "Pagar na mesa": the order joins the table's tab unpaid. */
export const payOnTab = { method: 'na_entrega', kind: 'cartao' } as const;

/** A phone's order at `table`: `quantity` of the shop's product, paid as `payment` says. */
export function placeTableOrder(
  app: FastifyInstance,
  shop: KioskShop,
  table: number,
  quantity: number,
  payment: CreateOnlineOrderInput['payment'] = payOnTab,
) {
  return app.inject({
    method: 'POST',
    url: '/api/public/online-orders',
    payload: {
      items: [{ productId: shop.productId, quantity }],
      customer: { name: 'Ana Souza', phone: '(11) 91234-5678' },
      fulfilment: { type: 'mesa', table },
      payment,
    },
    headers: { host: shop.host, origin: `http://${shop.host}`, 'idempotency-key': randomUUID() },
  });
}

/** The same order, checked placed. */
export async function placedTableOrder(
  ...args: Parameters<typeof placeTableOrder>
): Promise<PlacedOnlineOrder> {
  const res = await placeTableOrder(...args);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The open tab of `table` as the PDV lists it. */
export async function adminTabOf(
  call: ReturnType<typeof adminCaller>,
  table: number,
): Promise<AdminTab> {
  const res = await call('GET', '/api/admin/tabs');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().tabs as AdminTab[]).find((tab) => tab.tableNumber === table)!;
}
