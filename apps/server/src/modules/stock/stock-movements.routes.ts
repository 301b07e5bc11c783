import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockAdjustmentSchema, stockLossSchema } from '@comanda/shared';
import { adjustStock, recordLoss } from './stock-items.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'stock'];

/** /admin/estoque: the admin's manual movements of an item (adjustments and losses). */
export const stockMovementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ledger = { realtime: app.realtime };
  const userName = async (request: { currentUser(): Promise<{ email: string } | null> }) =>
    (await request.currentUser())?.email ?? null;

  app.post(
    '/api/admin/stock/items/:id/adjustments',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Set the level; the difference is an adjustment movement',
        params,
        body: stockAdjustmentSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      await adjustStock(
        app.db,
        ledger,
        establishmentId,
        request.params.id,
        request.body,
        await userName(request),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/stock/items/:id/losses',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Record a loss',
        params,
        body: stockLossSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      await recordLoss(
        app.db,
        ledger,
        establishmentId,
        request.params.id,
        request.body,
        await userName(request),
      );
      return reply.code(204).send(null);
    },
  );
};
