import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KioskPayment, PlacedOrder } from '@comanda/shared';
import { eq } from 'drizzle-orm';
import { categories, paymentAttempts, products } from '../db/schema';
import { insertEstablishmentWithSecrets } from './factories';

type NewEstablishment = Parameters<typeof insertEstablishmentWithSecrets>[2];

/**
 * A shop whose kiosk sells one Lanche (R$ 20,00); `secrets` seal Mercado Pago credentials;
 * `product` names it otherwise, or gives it a code (a marketplace's external code).
 */
export async function insertKioskShop(
  app: FastifyInstance,
  values: NewEstablishment = {},
  secrets: { accessToken?: string; webhookSecret?: string } = {},
  product: { name?: string; code?: string } = {},
) {
  const subdomain = values.subdomain ?? `loja-${randomUUID().slice(0, 8)}`;
  const shop = await insertEstablishmentWithSecrets(app, secrets, {
    name: 'Lanchonete Teste',
    city: 'São Paulo',
    ...values,
    subdomain,
  });
  const [category] = await app.db
    .insert(categories)
    .values({ establishmentId: shop.id, name: 'Lanches' })
    .returning();
  const [row] = await app.db
    .insert(products)
    .values({
      establishmentId: shop.id,
      categoryId: category!.id,
      name: product.name ?? 'Lanche',
      priceCents: 2000,
      code: product.code ?? null,
    })
    .returning();
  return { shop, host: `${subdomain}.localhost:3000`, productId: row!.id };
}

/** Places an order of `quantity` Lanches through the kiosk endpoint, as a kiosk does. */
export async function placeKioskOrder(
  app: FastifyInstance,
  shop: { host: string; productId: string },
  quantity = 1,
): Promise<PlacedOrder> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: { items: [{ productId: shop.productId, quantity }] },
    headers: {
      host: shop.host,
      origin: `http://${shop.host}`,
      'idempotency-key': `key-${randomUUID()}`,
    },
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Any kiosk call on the shop's host, with its Origin. */
export function kioskCall(
  app: FastifyInstance,
  host: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { host, origin: `http://${host}` },
  });
}

/** Asks to pay the order by `method`, as the kiosk's payment screen does. */
export function requestPayment(
  app: FastifyInstance,
  shop: { host: string },
  order: PlacedOrder,
  method: 'pix' | 'card',
  token = order.publicToken,
) {
  return kioskCall(app, shop.host, 'POST', `/api/public/orders/${order.id}/payments`, {
    token,
    method,
  });
}

/** requestPayment() that must succeed: the payment. */
export async function payKioskOrder(
  app: FastifyInstance,
  shop: { host: string },
  order: PlacedOrder,
  method: 'pix' | 'card',
): Promise<KioskPayment> {
  const res = await requestPayment(app, shop, order, method);
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Approves a demo-provider payment as the kiosk's demo button does. */
export async function approveDemoPayment(
  app: FastifyInstance,
  shop: { host: string },
  order: PlacedOrder,
  payment: KioskPayment,
): Promise<void> {
  const res = await kioskCall(
    app,
    shop.host,
    'POST',
    `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
    { token: order.publicToken, outcome: 'approved' },
  );
  if (res.statusCode !== 200) throw new Error(`approval failed: ${res.statusCode} ${res.body}`);
}

/** A kiosk order of `quantity` of the shop's product, paid by Pix on the demo provider. */
export async function paidKioskOrder(
  app: FastifyInstance,
  shop: { host: string; productId: string },
  quantity = 1,
): Promise<PlacedOrder> {
  const order = await placeKioskOrder(app, shop, quantity);
  const payment = await payKioskOrder(app, shop, order, 'pix');
  await approveDemoPayment(app, shop, order, payment);
  return order;
}

/**
 * The kiosk's next poll of a payment, which asks the provider now: the pause between two
 * provider checks (2.5 s) is pretended over.
 */
export async function pollPaymentNow(
  app: FastifyInstance,
  shop: { host: string },
  order: PlacedOrder,
  paymentId: string,
) {
  await app.db
    .update(paymentAttempts)
    .set({ lastCheckedAt: null })
    .where(eq(paymentAttempts.id, paymentId));
  const token = encodeURIComponent(order.publicToken);
  return kioskCall(
    app,
    shop.host,
    'GET',
    `/api/public/orders/${order.id}/payments/${paymentId}?token=${token}`,
  );
}
