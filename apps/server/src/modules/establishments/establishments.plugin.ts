import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { establishmentsRoutes } from './establishments.routes';
import type { ImageUsagePort } from '../uploads';
import type { FiscalStatusPort } from './fiscal-status';
import { shopSettingsRoutes } from './shop-settings.routes';
import { superadminEstablishmentsRoutes } from './superadmin-establishments.routes';

/**
 * The shop's own settings (admin) and every shop's (super admin); the ports (whether a shop
 * issues NFC-e, whether any row shows an image) come from app.ts.
 */
export const establishmentsModule: FastifyPluginAsyncZod<
  FiscalStatusPort & ImageUsagePort
> = async (app, ports) => {
  await app.register(establishmentsRoutes, { isFiscalEnabled: ports.isFiscalEnabled });
  await app.register(shopSettingsRoutes, { isImageInUse: ports.isImageInUse });
  await app.register(superadminEstablishmentsRoutes, { isImageInUse: ports.isImageInUse });
};
