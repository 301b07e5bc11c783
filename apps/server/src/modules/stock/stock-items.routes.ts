import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockItemInputSchema, stockItemSchema } from '@comanda/shared';
import { createStockItem, listStockItems, updateStockItem } from './stock-items.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'stock'];

/** /admin/estoque: the items, their levels, and the admin's manual movements. */
export const stockItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stock/items',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Stock items by name, with levels',
        response: { 200: z.array(stockItemSchema) },
      },
    },
    async (request) => listStockItems(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/stock/items',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Create a stock item (starts empty)',
        body: stockItemInputSchema,
        response: { 201: stockItemSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      return reply.code(201).send(await createStockItem(app.db, establishmentId, request.body));
    },
  );

  app.put(
    '/api/admin/stock/items/:id',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Edit a stock item (not its level)',
        params,
        body: stockItemInputSchema,
        response: { 200: stockItemSchema },
      },
    },
    async (request) =>
      updateStockItem(
        app.db,
        await request.adminEstablishmentId(),
        request.params.id,
        request.body,
      ),
  );
};
