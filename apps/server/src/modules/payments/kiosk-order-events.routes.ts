import { limitKiosk } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderSchema,
  kioskOrderStatusQuerySchema,
  kioskOrderStatusSchema,
} from '@comanda/shared';
import { findKioskOrder, findOrderById } from '../orders';
import { latestAttemptOf } from './attempts';
import { orderUpdatedEvent, paymentUpdatedEvent } from './payment-events';
import { cancelKioskOrder } from './payments.service';
import { kioskTags, orderParams, perOrder } from './kiosk-order-route';

/** The kiosk's order: cancelled by the customer, and its live status stream. */
export const kioskOrderEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.post(
    '/api/public/orders/:orderId/cancel',
    {
      schema: {
        tags: kioskTags,
        summary: "'Cancelar Pedido': the unpaid order is canceled and its payments stopped",
        params: orderParams,
        body: cancelOrderSchema,
        response: { 200: kioskOrderStatusSchema },
      },
      config: perOrder(30),
    },
    async (request) => {
      const establishment = await request.tenant();
      return cancelKioskOrder(ctx, establishment.id, request.params.orderId, request.body.token);
    },
  );

  app.get(
    '/api/public/orders/:orderId/events',
    {
      schema: {
        tags: kioskTags,
        summary:
          'Server-Sent Events of the order: first its state (order.updated, and payment.updated ' +
          'of its latest payment), then every change',
        params: orderParams,
        querystring: kioskOrderStatusQuerySchema,
      },
      config: perOrder(60),
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      await limitKiosk(request, 'streams', establishment.id);
      const order = await findKioskOrder(
        ctx.db,
        establishment.id,
        request.params.orderId,
        request.query.token,
      );
      // Read again once subscribed: a payment settled in between is not missed.
      ctx.realtime.stream(request, reply, [`order:${order.id}`], async () => {
        const current = (await findOrderById(ctx.db, establishment.id, order.id)) ?? order;
        const latest = await latestAttemptOf(ctx.db, current);
        return [orderUpdatedEvent(current), ...(latest ? [paymentUpdatedEvent(latest)] : [])];
      });
    },
  );
};
