import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashFlowQuerySchema, financeOverviewSchema } from '@comanda/shared';
import { financeOverview } from './overview.service';
import { adminQueryRoute } from '../../lib/admin-routes';

/** Financeiro: the cash flow and the result (DRE) of a period. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/finance/overview',
    {
      action: 'finance.manage',
      tags: ['admin', 'finance'],
      summary: 'Cash flow (realised and forecast, by day, week or month) and result of a period',
      querystring: cashFlowQuerySchema,
      response: financeOverviewSchema,
    },
    financeOverview,
  );
};
