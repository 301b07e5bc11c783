import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifoodSimulatedOrderSchema, marketplaceUnmappedItemSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { simulateIfoodOrder } from './ifood-demo.service';
import { listUnmappedItems } from './unmapped-items.service';

/** /admin/integracoes: "Itens sem vínculo" and, in demo mode, "Simular pedido iFood". */
export const marketplaceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, {
    action: 'integrations.manage',
    tags: ['admin', 'marketplaces'],
  });

  routes.get(
    '/api/admin/integrations/unmapped-items',
    {
      summary: "Marketplace items no product matches (their code is no product's code)",
      response: z.array(marketplaceUnmappedItemSchema),
    },
    ({ establishmentId }) => listUnmappedItems(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/integrations/ifood/simulate',
    {
      summary: '"Simular pedido iFood" (demo mode): a demo PLACED order through the importer',
      response: ifoodSimulatedOrderSchema,
      status: 201,
    },
    ({ establishmentId }) =>
      simulateIfoodOrder(
        app.db,
        {
          realtime: app.realtime,
          events: app.domainEvents,
          secretBox: app.secretBox,
        },
        establishmentId,
      ),
  );
};
