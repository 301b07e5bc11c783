import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashFlowQuerySchema, financeOverviewSchema } from '@comanda/shared';
import { financeOverview } from './overview.service';

/** Financeiro: the cash flow and the result (DRE) of a period. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/finance/overview',
    {
      config: { action: 'finance.manage' },
      schema: {
        tags: ['admin', 'finance'],
        summary: 'Cash flow (realised and forecast, by day, week or month) and result of a period',
        querystring: cashFlowQuerySchema,
        response: { 200: financeOverviewSchema },
      },
    },
    async (request) => financeOverview(app.db, await request.adminEstablishmentId(), request.query),
  );
};
