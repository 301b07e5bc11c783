import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchaseDetailSchema, purchaseInputSchema, purchaseSchema } from '@comanda/shared';
import { findPurchase } from './purchase-detail.service';
import { listPurchases, recordPurchase } from './purchases.service';
import { refuseInactiveSupplier } from './suppliers.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** Purchases from suppliers: they add stock and create payables. */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'stock.manage', tags: ['admin', 'suppliers'] });

  routes.get(
    '/api/admin/purchases',
    {
      summary: 'Purchases, newest first',
      querystring: z.object({ supplierId: z.uuid().optional() }),
      response: z.array(purchaseSchema),
    },
    ({ establishmentId, query }) => listPurchases(app.db, establishmentId, query),
  );

  routes.get(
    '/api/admin/purchases/:id',
    {
      summary: 'One purchase with its lines and installments',
      params,
      response: purchaseDetailSchema,
    },
    ({ establishmentId, params }) => findPurchase(app.db, establishmentId, params.id),
  );

  routes.post(
    '/api/admin/suppliers/:id/purchases',
    {
      summary: 'Record a purchase: stock comes in, installments become payables',
      params,
      body: purchaseInputSchema,
      response: purchaseSchema,
      status: 201,
    },
    async ({ establishmentId, params, body, request }) => {
      await refuseInactiveSupplier(app.db, establishmentId, params.id);
      const userName = (await request.currentUser())?.email ?? null;
      return recordPurchase(
        { db: app.db, realtime: app.realtime, events: app.domainEvents },
        establishmentId,
        params.id,
        body,
        userName,
      );
    },
  );
};
