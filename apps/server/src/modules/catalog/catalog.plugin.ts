import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityRoutes } from './availability.routes';
import { categoriesRoutes } from './categories.routes';
import { bumpMenuVersion } from '../establishments';
import { menuRoutes } from './menu.routes';
import { productsRoutes } from './products.routes';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The menu: admin editing of categories and products, and the kiosk's read. */
export const catalogModule: FastifyPluginAsyncZod = async (app) => {
  // Every successful admin write here changes what the kiosk shows: one hook, so that no
  // endpoint can forget it. onSend runs before the admin hears back, so a kiosk reading
  // after the save already gets the new version.
  app.addHook('onSend', async (request, reply) => {
    if (readMethods.has(request.method) || reply.statusCode >= 400) return;
    await bumpMenuVersion(app.db, await request.adminEstablishmentId());
  });
  await app.register(categoriesRoutes);
  await app.register(productsRoutes);
  await app.register(menuRoutes);
  await app.register(availabilityRoutes);
};
