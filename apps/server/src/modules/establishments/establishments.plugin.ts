import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { establishmentsRoutes } from './establishments.routes';
import type { FiscalStatusPort } from './fiscal-status';
import { shopSettingsRoutes } from './shop-settings.routes';
import { superadminEstablishmentsRoutes } from './superadmin-establishments.routes';

/** The shop's own settings (admin) and every shop's (super admin); `fiscal` comes from app.ts. */
export const establishmentsModule: FastifyPluginAsyncZod<FiscalStatusPort> = async (
  app,
  fiscal,
) => {
  await app.register(establishmentsRoutes, fiscal);
  await app.register(shopSettingsRoutes);
  await app.register(superadminEstablishmentsRoutes);
};
