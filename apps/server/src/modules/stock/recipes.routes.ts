import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipeSchema, soldOutMarkSchema, stockProductSchema } from '@comanda/shared';
import { markSoldOut } from '../catalog';
import { getRecipe, listStockProducts, saveRecipe } from './recipes.service';

const params = z.object({ productId: z.string() });
const tags = ['admin', 'stock'];

/** A product's ficha técnica, and the admin's 'Esgotado' mark. */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stock/products',
    {
      config: { action: 'stock.soldOut' },
      schema: {
        tags,
        summary: "Products with their 'Esgotado' flags and fichas técnicas",
        response: { 200: z.array(stockProductSchema) },
      },
    },
    async (request) => listStockProducts(app.db, await request.adminEstablishmentId()),
  );

  app.get(
    '/api/admin/stock/recipes/:productId',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: "A product's ficha técnica",
        params,
        response: { 200: recipeSchema },
      },
    },
    async (request) =>
      getRecipe(app.db, await request.adminEstablishmentId(), request.params.productId),
  );

  app.put(
    '/api/admin/stock/recipes/:productId',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: "Replace a product's ficha técnica",
        params,
        body: recipeSchema,
        response: { 200: recipeSchema },
      },
    },
    async (request) =>
      saveRecipe(
        app.db,
        { realtime: app.realtime },
        await request.adminEstablishmentId(),
        request.params.productId,
        request.body,
      ),
  );

  app.put(
    '/api/admin/stock/sold-out/:productId',
    {
      config: { action: 'stock.soldOut' },
      schema: {
        tags,
        summary: "Mark a product 'Esgotado' or available",
        params,
        body: soldOutMarkSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      await markSoldOut(
        app.db,
        app.realtime,
        establishmentId,
        request.params.productId,
        request.body.soldOut,
      );
      return reply.code(204).send(null);
    },
  );
};
