import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receivableSchema,
  receivablesPageSchema,
  receivablesQuerySchema,
  settleOnSchema,
} from '@comanda/shared';
import { listReceivables, markReceivableReceived } from './receivables.service';
import { adminRoutes } from '../../lib/admin-routes';

/** Contas a receber: born from paid orders, marked received by the admin. */
export const receivablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'finance.manage', tags: ['admin', 'finance'] });

  routes.get(
    '/api/admin/finance/receivables',
    {
      summary: 'Receivables due in a period, with the amounts expected per day',
      querystring: receivablesQuerySchema,
      response: receivablesPageSchema,
    },
    ({ establishmentId, query }) => listReceivables(app.db, establishmentId, query),
  );

  routes.post(
    '/api/admin/finance/receivables/:id/receive',
    {
      summary: 'Mark a receivable received on a date',
      params: z.object({ id: z.string() }),
      body: settleOnSchema,
      response: receivableSchema,
    },
    ({ establishmentId, params, body }) =>
      markReceivableReceived(app.db, establishmentId, params.id, body.on),
  );
};
