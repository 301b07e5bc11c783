import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { movementsRoutes } from './movements.routes';
import { productionRoutes } from './production.routes';
import { recipesRoutes } from './recipes.routes';
import { stockItemsRoutes } from './stock-items.routes';
import { stockMovementsRoutes } from './stock-movements.routes';

/** Stock: items and their ledger, fichas técnicas, 'Esgotado' (decision 018). */
export const stockModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(stockItemsRoutes);
  await app.register(stockMovementsRoutes);
  await app.register(movementsRoutes);
  await app.register(recipesRoutes);
  await app.register(productionRoutes);
};
