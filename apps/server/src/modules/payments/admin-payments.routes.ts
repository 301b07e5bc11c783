import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awaitingPaymentPageSchema,
  awaitingPaymentQuerySchema,
  cancelOrderByStaffSchema,
  kioskOrderStatusSchema,
} from '@comanda/shared';
import { auditorOf } from '../audit';
import { cancelOrderByStaff } from './payments.service';
import { ordersAwaitingPayment } from './admin-payments.service';

const tags = ['admin', 'payments'];

/** Staff's side of payments; the shop is the signed-in admin's. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.get(
    '/api/admin/orders/awaiting-payment',
    {
      config: { action: 'orders.view' },
      schema: {
        tags,
        summary: 'Unpaid orders, newest first, each with its latest payment',
        querystring: awaitingPaymentQuerySchema,
        response: { 200: awaitingPaymentPageSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const { page, pageSize } = request.query;
      return ordersAwaitingPayment(ctx, establishmentId, page, pageSize);
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      config: { action: 'orders.cancel' },
      schema: {
        tags,
        summary:
          'Cancel an order with a reason; a paid one is refunded through its provider, or ' +
          "marked 'reembolso manual pendente' when the provider cannot refund",
        params: z.object({ id: z.string() }),
        body: cancelOrderByStaffSchema,
        response: { 200: kioskOrderStatusSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return cancelOrderByStaff(ctx, establishmentId, request.params.id, {
        auditor: await auditorOf(request),
        reason: request.body.reason,
      });
    },
  );

  app.get(
    '/api/admin/events',
    {
      config: { action: 'shop.view' },
      schema: {
        tags,
        summary:
          "Server-Sent Events of the admin's shop: order.updated and payment.updated of every order",
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      ctx.realtime.stream(request, reply, [`establishment:${establishmentId}`]);
    },
  );
};
