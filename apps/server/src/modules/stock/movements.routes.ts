import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockCountSchema, stockMovementFilterSchema, stockMovementSchema } from '@comanda/shared';
import { listMovements, movementsCsv, recordCount } from './stock-items.service';

const tags = ['admin', 'stock'];

/** The ledger: history with filters, its CSV, and inventory counts. */
export const movementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stock/movements',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Movements, newest first',
        querystring: stockMovementFilterSchema,
        response: { 200: z.array(stockMovementSchema) },
      },
    },
    async (request) => listMovements(app.db, await request.adminEstablishmentId(), request.query),
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
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="movimentacoes-estoque.csv"')
        .send(movementsCsv(movements));
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
      const userName = (await request.currentUser())?.email ?? null;
      return recordCount(
        app.db,
        { realtime: app.realtime },
        establishmentId,
        request.body,
        userName,
      );
    },
  );
};
