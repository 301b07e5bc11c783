import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockCountSchema, stockMovementFilterSchema, stockMovementSchema } from '@comanda/shared';
import { listMovements, movementsCsv, recordCount } from './stock-items.service';
import { auditorOf } from '../audit';
import { adminRoutes, csvContentType } from '../../lib/admin-routes';

/** The ledger: history with filters, its CSV, and inventory counts. */
export const movementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'stock.manage', tags: ['admin', 'stock'] });

  routes.get(
    '/api/admin/stock/movements',
    {
      summary: 'Movements, newest first',
      querystring: stockMovementFilterSchema,
      response: z.array(stockMovementSchema),
    },
    ({ establishmentId, query }) => listMovements(app.db, establishmentId, query),
  );

  routes.download(
    '/api/admin/stock/movements.csv',
    { summary: 'Movements as CSV', querystring: stockMovementFilterSchema },
    async ({ establishmentId, query }) => ({
      contentType: csvContentType,
      fileName: 'movimentacoes-estoque.csv',
      body: movementsCsv(await listMovements(app.db, establishmentId, query)),
    }),
  );

  routes.post(
    '/api/admin/stock/counts',
    {
      summary: 'Record an inventory count; differences become movements',
      body: stockCountSchema,
      response: z.array(stockMovementSchema),
    },
    async ({ establishmentId, body, request }) =>
      recordCount(
        app.db,
        { realtime: app.realtime },
        establishmentId,
        body,
        await auditorOf(request),
      ),
  );
};
