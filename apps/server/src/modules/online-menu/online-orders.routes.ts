import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOnlineOrderSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  placedOnlineOrderSchema,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { limitKiosk } from '../../lib/rate-limits';
import type { FiscalStatusPort } from '../establishments';
import { placeOnlineOrder } from './online-orders.service';

const tags = ['cardapio', 'orders'];

function idempotencyKeyOf(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key inválida';
  throw new AppError('VALIDATION_FAILED', message, [{ path: idempotencyKeyHeader, message }]);
}

export interface OnlineOrdersOptions extends FiscalStatusPort {
  /** The tables module's lookup (app.ts hands it in): the shop's active table, or null. */
  findActiveTable: (
    db: Executor,
    establishmentId: string,
    number: number,
  ) => Promise<{ number: number; label: string } | null>;
}

/** /cardapio's order: anonymous, the shop from the host, keyed like the kiosk's. */
export const onlineOrdersRoutes: FastifyPluginAsyncZod<OnlineOrdersOptions> = async (
  app,
  { findActiveTable, isFiscalEnabled },
) => {
  app.post(
    '/api/public/online-orders',
    {
      schema: {
        tags,
        summary:
          'Place an online-menu order (priced by the server; a delivery adds its zone fee). ' +
          'Needs an Idempotency-Key header. Pix: pay it with /api/public/orders/:id/payments',
        body: createOnlineOrderSchema,
        response: { 200: placedOnlineOrderSchema, 201: placedOnlineOrderSchema },
      },
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      await limitKiosk(request, 'orders', establishment.id);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { menu } = await app.menuCache.get(establishment);
      const deps = {
        db: app.db,
        events: app.domainEvents,
        realtime: app.realtime,
        now: app.clock.now(),
        findActiveTable,
      };
      const cpfAsked = request.body.customerCpf
        ? await isFiscalEnabled(app.db, establishment.id)
        : false;
      const { order, replayed } = await placeOnlineOrder(deps, establishment, request.body, key, {
        menu,
        cpfAsked,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(order);
    },
  );
};
