import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashFlowQuerySchema, financeOverviewSchema } from '@comanda/shared';
import { financeOverview } from './overview.service';
import { adminRoutes } from '../../lib/admin-routes';

/** Financeiro: the cash flow and the result (DRE) of a period. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  adminRoutes(app, { action: 'finance.manage', tags: ['admin', 'finance'] }).get(
    '/api/admin/finance/overview',
    {
      summary: 'Cash flow (realised and forecast, by day, week or month) and result of a period',
      querystring: cashFlowQuerySchema,
      response: financeOverviewSchema,
    },
    ({ establishmentId, query }) => financeOverview(app.db, establishmentId, query),
  );
};
