import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes } from './dashboard.routes';
import { reportsRoutes } from './reports.routes';

/** The shop owner's numbers: the admin's Dashboard and Relatórios. */
export const reportsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(reportsRoutes);
};
