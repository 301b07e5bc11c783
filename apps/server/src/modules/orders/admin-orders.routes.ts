import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  moveOrderStageSchema,
} from '@comanda/shared';
import { adminOrderDetail, adminOrdersPage } from './admin-orders.service';
import { moveOrderStage } from './order-stages.service';
import { adminQueryRoute } from '../../lib/admin-routes';

const tags = ['admin', 'orders'];
const params = z.object({ id: z.string() });

/** /admin/pedidos and /admin/vendas-totem: the signed-in admin's shop only. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/orders',
    {
      action: 'orders.view',
      tags,
      summary: 'Every order of the shop, newest first, filtered (period in business dates)',
      querystring: adminOrdersQuerySchema,
      response: adminOrdersPageSchema,
    },
    adminOrdersPage,
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { action: 'orders.view' },
      schema: {
        tags,
        summary: 'One order: lines with extras, removals and notes, and its stage history',
        params,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      adminOrderDetail(app.db, await request.adminEstablishmentId(), request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/stage',
    {
      config: { action: 'orders.advance' },
      schema: {
        tags,
        summary: 'Move a paid order to a stage (received, preparing, ready, delivered)',
        params,
        body: moveOrderStageSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const user = await request.currentUser();
      await moveOrderStage(
        app.db,
        app.realtime,
        establishmentId,
        request.params.id,
        request.body.stage,
        user!.email,
      );
      return reply.code(204).send(null);
    },
  );
};
