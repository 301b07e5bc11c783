import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payableInputSchema,
  payableSchema,
  payablesPageSchema,
  payablesQuerySchema,
  settleOnSchema,
} from '@comanda/shared';
import { cancelPayable, createPayables, listPayables, markPayablePaid } from './payables.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** Contas a pagar: entered by hand or born from purchases; paid or canceled by the admin. */
export const payablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'finance.manage', tags: ['admin', 'finance'] });

  routes.get(
    '/api/admin/finance/payables',
    {
      summary: 'Payables by due date (overdue ones always listed while open)',
      querystring: payablesQuerySchema,
      response: payablesPageSchema,
    },
    ({ establishmentId, query }) => listPayables(app.db, establishmentId, query),
  );

  routes.post(
    '/api/admin/finance/payables',
    {
      summary: 'Enter a payable: one row per installment or per month of a recurrence',
      body: payableInputSchema,
      response: z.array(payableSchema),
      status: 201,
    },
    ({ establishmentId, body }) => createPayables(app.db, establishmentId, body),
  );

  routes.post(
    '/api/admin/finance/payables/:id/pay',
    {
      summary: 'Mark a payable paid on a date',
      params,
      body: settleOnSchema,
      response: payableSchema,
    },
    ({ establishmentId, params, body }) =>
      markPayablePaid(app.db, establishmentId, params.id, body.on),
  );

  routes.post(
    '/api/admin/finance/payables/:id/cancel',
    { summary: 'Cancel an open payable', params, response: payableSchema },
    ({ establishmentId, params }) => cancelPayable(app.db, establishmentId, params.id),
  );
};
