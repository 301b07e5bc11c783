import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterSaleResultSchema,
  counterSaleSchema,
  counterSaleStatusSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { counterSaleStatus, sellAtCounter, waitingSaleOf } from './counter-sales.service';
import { counterSaleDepsOf as depsOf, operatorOf, saleParams } from './operator';
import { adminRoutes } from '../../lib/admin-routes';

function idempotencyKeyOf(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key inválida';
  throw new AppError('VALIDATION_FAILED', message, [{ path: idempotencyKeyHeader, message }]);
}

/** The counter's sales (/admin/pdv): selling, and the sale waiting for its provider payment. */
export const counterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'pdv'] });

  routes.post(
    '/api/admin/pdv/sales',
    {
      summary:
        'Sell at the counter: priced, discounted and paid on the server, in the operator’s ' +
        'open register. Needs an Idempotency-Key header',
      body: counterSaleSchema,
      response: counterSaleResultSchema,
      status: 201,
    },
    async ({ establishmentId, body, request }) => {
      const { operator } = await operatorOf(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return sellAtCounter(depsOf(request), establishmentId, operator, body, key);
    },
  );

  routes.get(
    '/api/admin/pdv/sales/:orderId',
    {
      summary: 'A counter sale waiting for its provider payment (terminal, Pix QR): its status',
      params: saleParams,
      response: counterSaleStatusSchema,
    },
    ({ establishmentId, params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return counterSaleStatus(depsOf(request), establishmentId, params.orderId);
    },
  );

  routes.get(
    '/api/admin/pdv/customer-view',
    {
      summary:
        "The customer-facing view: the operator's latest sale waiting for its provider payment",
      response: z.object({ sale: counterSaleStatusSchema.nullable() }),
    },
    async ({ establishmentId, request, reply }) => {
      const { operator } = await operatorOf(request);
      reply.header('cache-control', 'no-store');
      return { sale: await waitingSaleOf(depsOf(request), establishmentId, operator) };
    },
  );
};
