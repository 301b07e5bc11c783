import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receivableSchema,
  receivablesPageSchema,
  receivablesQuerySchema,
  settleOnSchema,
} from '@comanda/shared';
import { listReceivables, markReceivableReceived } from './receivables.service';

const tags = ['admin', 'finance'];

/** Contas a receber: born from paid orders, marked received by the admin. */
export const receivablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/finance/receivables',
    {
      config: { action: 'finance.manage' },
      schema: {
        tags,
        summary: 'Receivables due in a period, with the amounts expected per day',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesPageSchema },
      },
    },
    async (request) => listReceivables(app.db, await request.adminEstablishmentId(), request.query),
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
