import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awaitingPaymentPageSchema,
  awaitingPaymentQuerySchema,
  cancelOrderByStaffSchema,
  kioskOrderStatusSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { cancelOrderByStaff } from './payments.service';
import { ordersAwaitingPayment } from './admin-payments.service';

const tags = ['admin', 'payments'];

/** Staff's side of payments; the shop is the signed-in admin's. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  const routes = adminRoutes(app, { action: 'orders.view', tags });

  routes.get(
    '/api/admin/orders/awaiting-payment',
    {
      summary: 'Unpaid orders, newest first, each with its latest payment',
      querystring: awaitingPaymentQuerySchema,
      response: awaitingPaymentPageSchema,
    },
    ({ establishmentId, query }) =>
      ordersAwaitingPayment(ctx, establishmentId, query.page, query.pageSize),
  );

  routes.post(
    '/api/admin/orders/:id/cancel',
    {
      summary:
        'Cancel an order with a reason; a paid one is refunded through its provider, or ' +
        "marked 'reembolso manual pendente' when the provider cannot refund",
      action: 'orders.cancel',
      params: z.object({ id: z.string() }),
      body: cancelOrderByStaffSchema,
      response: kioskOrderStatusSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      cancelOrderByStaff(ctx, establishmentId, params.id, {
        auditor: await auditorOf(request),
        reason: body.reason,
      }),
  );

  // A stream, not an answer: the frame's 204 does not fit, so this route stays in Fastify's shape.
  app.get(
    '/api/admin/events',
    {
      config: { action: 'shop.view' },
      schema: {
        tags,
        summary:
          "Server-Sent Events of the admin's shop: order.updated and payment.updated of every order, and menu.changed",
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      // The menu's topic too: the PDV drops what sold out without a reload (decision 069).
      ctx.realtime.stream(request, reply, [
        `establishment:${establishmentId}`,
        `menu:${establishmentId}`,
      ]);
    },
  );
};
