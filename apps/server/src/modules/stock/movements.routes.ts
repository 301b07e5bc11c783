import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockCountSchema, stockMovementFilterSchema, stockMovementSchema } from '@comanda/shared';
import { listMovements, movementsCsv, recordCount } from './stock-items.service';
import { auditorOf } from '../audit';
import { adminQueryRoute, csvContentType, sendDownload } from '../../lib/admin-routes';

const tags = ['admin', 'stock'];

/** The ledger: history with filters, its CSV, and inventory counts. */
export const movementsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/stock/movements',
    {
      action: 'stock.manage',
      tags,
      summary: 'Movements, newest first',
      querystring: stockMovementFilterSchema,
      response: z.array(stockMovementSchema),
    },
    listMovements,
  );

  app.get(
    '/api/admin/stock/movements.csv',
    {
      config: { action: 'stock.manage' },
      schema: { tags, summary: 'Movements as CSV', querystring: stockMovementFilterSchema },
    },
    async (request, reply) => {
      const movements = await listMovements(
        app.db,
        await request.adminEstablishmentId(),
        request.query,
      );
      const csv = movementsCsv(movements);
      return sendDownload(reply, csvContentType, 'movimentacoes-estoque.csv', csv);
    },
  );

  app.post(
    '/api/admin/stock/counts',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Record an inventory count; differences become movements',
        body: stockCountSchema,
        response: { 200: z.array(stockMovementSchema) },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return recordCount(
        app.db,
        { realtime: app.realtime },
        establishmentId,
        request.body,
        await auditorOf(request),
      );
    },
  );
};
