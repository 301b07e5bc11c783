import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printedRoutes } from './printed.routes';
import { tablesRoutes } from './tables.routes';

/** The shop's tables and what is printed for them (issue 35). */
export const tablesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(tablesRoutes);
  await app.register(printedRoutes);
};
