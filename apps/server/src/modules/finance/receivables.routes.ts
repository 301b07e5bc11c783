import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receivableSchema,
  receivablesPageSchema,
  receivablesQuerySchema,
  settleOnSchema,
} from '@comanda/shared';
import { listReceivables, markReceivableReceived } from './receivables.service';
import { adminQueryRoute } from '../../lib/admin-routes';

const tags = ['admin', 'finance'];

/** Contas a receber: born from paid orders, marked received by the admin. */
export const receivablesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/finance/receivables',
    {
      action: 'finance.manage',
      tags,
      summary: 'Receivables due in a period, with the amounts expected per day',
      querystring: receivablesQuerySchema,
      response: receivablesPageSchema,
    },
    listReceivables,
  );

  app.post(
    '/api/admin/finance/receivables/:id/receive',
    {
      config: { action: 'finance.manage' },
      schema: {
        tags,
        summary: 'Mark a receivable received on a date',
        params: z.object({ id: z.string() }),
        body: settleOnSchema,
        response: { 200: receivableSchema },
      },
    },
    async (request) =>
      markReceivableReceived(
        app.db,
        await request.adminEstablishmentId(),
        request.params.id,
        request.body.on,
      ),
  );
};
