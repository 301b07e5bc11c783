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

const tags = ['admin', 'pdv'];

function idempotencyKeyOf(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key inválida';
  throw new AppError('VALIDATION_FAILED', message, [{ path: idempotencyKeyHeader, message }]);
}

/** The counter's sales (/admin/pdv): selling, and the sale waiting for its provider payment. */
export const counterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/pdv/sales',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary:
          'Sell at the counter: priced, discounted and paid on the server, in the operator’s ' +
          'open register. Needs an Idempotency-Key header',
        body: counterSaleSchema,
        response: { 201: counterSaleResultSchema },
      },
    },
    async (request, reply) => {
      const { establishmentId, operator } = await operatorOf(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const result = await sellAtCounter(
        depsOf(request),
        establishmentId,
        operator,
        request.body,
        key,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/admin/pdv/sales/:orderId',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: 'A counter sale waiting for its provider payment (terminal, Pix QR): its status',
        params: saleParams,
        response: { 200: counterSaleStatusSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      reply.header('cache-control', 'no-store');
      return counterSaleStatus(depsOf(request), establishmentId, request.params.orderId);
    },
  );

  app.get(
    '/api/admin/pdv/customer-view',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary:
          "The customer-facing view: the operator's latest sale waiting for its provider payment",
        response: { 200: z.object({ sale: counterSaleStatusSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      const { establishmentId, operator } = await operatorOf(request);
      reply.header('cache-control', 'no-store');
      return { sale: await waitingSaleOf(depsOf(request), establishmentId, operator) };
    },
  );
};
