import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewRoutes } from './overview.routes';
import { payablesRoutes } from './payables.routes';
import { receivablesRoutes } from './receivables.routes';
import { settingsRoutes } from './settings.routes';

/** The shop's money: receivables, payables, cash flow and result (decision 022). */
export const financeModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
  await app.register(receivablesRoutes);
  await app.register(payablesRoutes);
  await app.register(overviewRoutes);
};
