import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRoutes } from './categories.routes';
import { menuRoutes } from './menu.routes';
import { productsRoutes } from './products.routes';

/** The menu: admin editing of categories and products, and the kiosk's read. */
export const catalogModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoriesRoutes);
  await app.register(productsRoutes);
  await app.register(menuRoutes);
};
