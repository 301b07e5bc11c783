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
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** /admin/pedidos and /admin/vendas-totem: the signed-in admin's shop only. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'orders.view', tags: ['admin', 'orders'] });

  routes.get(
    '/api/admin/orders',
    {
      summary: 'Every order of the shop, newest first, filtered (period in business dates)',
      querystring: adminOrdersQuerySchema,
      response: adminOrdersPageSchema,
    },
    ({ establishmentId, query }) => adminOrdersPage(app.db, establishmentId, query),
  );

  routes.get(
    '/api/admin/orders/:id',
    {
      summary: 'One order: lines with extras, removals and notes, and its stage history',
      params,
      response: adminOrderDetailSchema,
    },
    ({ establishmentId, params }) => adminOrderDetail(app.db, establishmentId, params.id),
  );

  routes.post(
    '/api/admin/orders/:id/stage',
    {
      summary: 'Move a paid order to a stage (received, preparing, ready, delivered)',
      action: 'orders.advance',
      params,
      body: moveOrderStageSchema,
    },
    async ({ establishmentId, params, body, request }) => {
      const user = await request.currentUser();
      await moveOrderStage(
        app.db,
        { realtime: app.realtime, events: app.domainEvents },
        establishmentId,
        params.id,
        body.stage,
        user!.email,
      );
    },
  );
};
