import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformReportsRoutes } from './platform-reports.routes';
import { platformSettingsRoutes } from './platform-settings.routes';

/** The super admin's platform: dashboard and reports, settings. */
export const platformModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(platformReportsRoutes);
  await app.register(platformSettingsRoutes);
};
