import { limitKiosk } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentSchema,
  demoOutcomeSchema,
  kioskPaymentQuerySchema,
  kioskPaymentSchema,
} from '@comanda/shared';
import { createPayment, kioskDemoOutcome, kioskPaymentStatus } from './payments.service';
import { kioskTags, orderParams, perOrder } from './kiosk-order-route';

const paymentParams = z.object({ orderId: z.string(), paymentId: z.guid('Pagamento inválido') });

/** The kiosk's payment calls: anonymous, the shop from the host, the order by its token. */
export const kioskPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.post(
    '/api/public/orders/:orderId/payments',
    {
      schema: {
        tags: kioskTags,
        summary:
          'Pay an order by Pix or card. Repeating it answers the pending payment of that method',
        params: orderParams,
        body: createPaymentSchema,
        response: { 200: kioskPaymentSchema },
      },
      config: perOrder(60),
    },
    async (request) => {
      const establishment = await request.tenant();
      await limitKiosk(request, 'payments', establishment.id);
      return createPayment(ctx, establishment, request.params.orderId, request.body);
    },
  );

  app.get(
    '/api/public/orders/:orderId/payments/:paymentId',
    {
      schema: {
        tags: kioskTags,
        summary: 'A payment of the order, asking its provider at most every few seconds',
        params: paymentParams,
        querystring: kioskPaymentQuerySchema,
        response: { 200: kioskPaymentSchema },
      },
      config: perOrder(120),
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      reply.header('cache-control', 'no-store');
      const { orderId, paymentId } = request.params;
      return kioskPaymentStatus(ctx, establishment.id, orderId, paymentId, request.query.token);
    },
  );

  app.post(
    '/api/public/orders/:orderId/payments/:paymentId/demo-outcome',
    {
      schema: {
        tags: kioskTags,
        summary: 'Approve or decline a demo payment (demo shops only)',
        params: paymentParams,
        body: demoOutcomeSchema,
        response: { 200: kioskPaymentSchema },
      },
      config: perOrder(30),
    },
    async (request) => {
      const establishment = await request.tenant();
      const { orderId, paymentId } = request.params;
      return kioskDemoOutcome(ctx, establishment.id, orderId, paymentId, request.body);
    },
  );
};
