import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { soldOutMarkSchema, stockItemInputSchema, stockItemSchema } from '@comanda/shared';
import { createStockItem, listStockItems, updateStockItem } from './stock-items.service';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { markIngredientSoldOut } from './ingredient-availability.service';

const params = z.object({ id: z.string() });

/** /admin/estoque: the items, their levels, and the admin's manual movements. */
export const stockItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'stock.manage', tags: ['admin', 'stock'] });

  routes.get(
    '/api/admin/stock/items',
    { summary: 'Stock items by name, with levels', response: z.array(stockItemSchema) },
    ({ establishmentId }) => listStockItems(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/stock/items',
    {
      summary: 'Create a stock item (starts empty)',
      body: stockItemInputSchema,
      response: stockItemSchema,
      status: 201,
    },
    ({ establishmentId, body }) => createStockItem(app.db, establishmentId, body),
  );

  routes.put(
    '/api/admin/stock/items/:id',
    {
      summary: 'Edit a stock item (not its level)',
      params,
      body: stockItemInputSchema,
      response: stockItemSchema,
    },
    ({ establishmentId, params, body }) =>
      updateStockItem(app.db, establishmentId, params.id, body),
  );

  routes.put(
    '/api/admin/stock/items/:id/sold-out',
    {
      summary: "Mark an ingredient 'Esgotado' (for a period) or back: every product using it",
      action: 'stock.soldOut',
      params,
      body: soldOutMarkSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      markIngredientSoldOut(
        app.db,
        { realtime: app.realtime },
        await auditorOf(request),
        establishmentId,
        params.id,
        body,
      ),
  );
};
