import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fiscalSettingsRoutes } from './fiscal-settings.routes';

/** NFC-e (model 65): the shop's fiscal settings, the DANFE and the emission (decision 031). */
export const fiscalModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(fiscalSettingsRoutes);
};
