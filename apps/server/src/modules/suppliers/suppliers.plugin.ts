import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchasesRoutes } from './purchases.routes';
import { suppliersRoutes } from './suppliers.routes';

/** Suppliers and what the shop buys from them. */
export const suppliersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(suppliersRoutes);
  await app.register(purchasesRoutes);
};
