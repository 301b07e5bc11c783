import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipeSchema, soldOutMarkSchema, stockProductSchema } from '@comanda/shared';
import { markSoldOut } from '../catalog';
import { getRecipe, listStockProducts, saveRecipe } from './recipes.service';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';

const params = z.object({ productId: z.string() });

/** A product's ficha técnica, and the admin's 'Esgotado' mark. */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'stock.manage', tags: ['admin', 'stock'] });

  routes.get(
    '/api/admin/stock/products',
    {
      summary: "Products with their 'Esgotado' flags and fichas técnicas",
      action: 'stock.soldOut',
      response: z.array(stockProductSchema),
    },
    ({ establishmentId }) => listStockProducts(app.db, establishmentId),
  );

  routes.get(
    '/api/admin/stock/recipes/:productId',
    { summary: "A product's ficha técnica", params, response: recipeSchema },
    ({ establishmentId, params }) => getRecipe(app.db, establishmentId, params.productId),
  );

  routes.put(
    '/api/admin/stock/recipes/:productId',
    {
      summary: "Replace a product's ficha técnica",
      params,
      body: recipeSchema,
      response: recipeSchema,
    },
    ({ establishmentId, params, body }) =>
      saveRecipe(app.db, { realtime: app.realtime }, establishmentId, params.productId, body),
  );

  routes.put(
    '/api/admin/stock/sold-out/:productId',
    {
      summary: "Mark a product 'Esgotado' (for a period) or available",
      action: 'stock.soldOut',
      params,
      body: soldOutMarkSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      markSoldOut(
        app.db,
        app.realtime,
        await auditorOf(request),
        establishmentId,
        { kind: 'product', id: params.productId },
        body,
      ),
  );
};
