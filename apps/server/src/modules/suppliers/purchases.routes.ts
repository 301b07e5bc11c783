import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchaseDetailSchema, purchaseInputSchema, purchaseSchema } from '@comanda/shared';
import { findPurchase } from './purchase-detail.service';
import { listPurchases, recordPurchase } from './purchases.service';
import { refuseInactiveSupplier } from './suppliers.service';
import { adminQueryRoute } from '../../lib/admin-routes';

const tags = ['admin', 'suppliers'];

/** Purchases from suppliers: they add stock and create payables. */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/purchases',
    {
      action: 'stock.manage',
      tags,
      summary: 'Purchases, newest first',
      querystring: z.object({ supplierId: z.uuid().optional() }),
      response: z.array(purchaseSchema),
    },
    listPurchases,
  );

  app.get(
    '/api/admin/purchases/:id',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'One purchase with its lines and installments',
        params: z.object({ id: z.string() }),
        response: { 200: purchaseDetailSchema },
      },
    },
    async (request) =>
      findPurchase(app.db, await request.adminEstablishmentId(), request.params.id),
  );

  app.post(
    '/api/admin/suppliers/:id/purchases',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Record a purchase: stock comes in, installments become payables',
        params: z.object({ id: z.string() }),
        body: purchaseInputSchema,
        response: { 201: purchaseSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      await refuseInactiveSupplier(app.db, establishmentId, request.params.id);
      const userName = (await request.currentUser())?.email ?? null;
      const purchase = await recordPurchase(
        { db: app.db, realtime: app.realtime, events: app.domainEvents },
        establishmentId,
        request.params.id,
        request.body,
        userName,
      );
      return reply.code(201).send(purchase);
    },
  );
};
