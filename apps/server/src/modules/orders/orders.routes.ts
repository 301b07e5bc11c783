import { limitKiosk } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  isOpenAt,
  kioskOrderStatusQuerySchema,
  kioskOrderStatusSchema,
  placedOrderSchema,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { assertOpenForOrders, type Establishment, type FiscalStatusPort } from '../establishments';
import { kioskOrderStatus, placeOrder, StaleShopError } from './orders.service';

const tags = ['kiosk', 'orders'];

function idempotencyKeyOf(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key inválida';
  throw new AppError('VALIDATION_FAILED', message, [{ path: idempotencyKeyHeader, message }]);
}

/** The kiosk's orders: anonymous, the establishment comes from the host alone. */
export const ordersRoutes: FastifyPluginAsyncZod<FiscalStatusPort> = async (app, fiscal) => {
  app.post(
    '/api/public/orders',
    {
      schema: {
        tags,
        summary:
          'Place an order (priced by the server). Needs an Idempotency-Key header: a retry ' +
          'with the same key and body answers 200 with the same order',
        body: createOrderSchema,
        response: { 200: placedOrderSchema, 201: placedOrderSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      // The shop as the menu read finds it (the tenant cache), checked against the database
      // inside the order's transaction; when it changed, or says closed, it is read again and
      // the order placed as before (ADR 086). A dev host's shop is always read.
      const cached = request.hostInfo.kind === 'tenant' ? await request.cachedTenant() : undefined;
      let establishment = cached ?? (await request.tenant());
      await limitKiosk(request, 'orders', establishment.id);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const place = async (shop: Establishment, shopAsRead: Establishment | undefined) => {
        assertOpenForOrders(shop, now);
        const { menu } = await app.menuCache.get(shop);
        return placeOrder(app.db, app.domainEvents, shop.id, request.body, key, {
          menu,
          now,
          asks: {
            customerName: shop.askCustomerName,
            orderType: shop.askOrderType,
            // Asked only when a CPF came: most orders carry none, and each read counts here.
            cpf: request.body.customerCpf ? await fiscal.isFiscalEnabled(app.db, shop.id) : false,
          },
          shopAsRead,
        });
      };
      let placed: Awaited<ReturnType<typeof place>> | undefined;
      if (cached && isOpenAt(cached.businessHours, now)) {
        try {
          placed = await place(cached, cached);
        } catch (error) {
          if (!(error instanceof StaleShopError)) throw error;
        }
      }
      if (!placed) {
        const fresh = cached ? await request.tenant() : establishment;
        if (fresh.id !== establishment.id) await limitKiosk(request, 'orders', fresh.id);
        establishment = fresh;
        placed = await place(establishment, undefined);
      }
      const { order, replayed } = placed;
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/api/public/orders/:id',
    {
      schema: {
        tags,
        summary: "An order's number, total and payment status, for the kiosk holding its token",
        params: z.object({ id: z.string() }),
        querystring: kioskOrderStatusQuerySchema,
        response: { 200: kioskOrderStatusSchema },
      },
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      // The kiosk polls this while waiting for payment: always ask the server.
      reply.header('cache-control', 'no-store');
      return kioskOrderStatus(app.db, establishment.id, request.params.id, request.query.token);
    },
  );
};
