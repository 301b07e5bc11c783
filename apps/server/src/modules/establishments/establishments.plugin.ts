import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { establishmentsRoutes } from './establishments.routes';
import { shopSettingsRoutes } from './shop-settings.routes';
import { superadminEstablishmentsRoutes } from './superadmin-establishments.routes';

/** The shop's own settings (admin) and every shop's (super admin). */
export const establishmentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(establishmentsRoutes);
  await app.register(shopSettingsRoutes);
  await app.register(superadminEstablishmentsRoutes);
};
