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
import { adminQueryRoute } from '../../lib/admin-routes';

const tags = ['admin', 'finance'];
const params = z.object({ id: z.string() });

/** Contas a pagar: entered by hand or born from purchases; paid or canceled by the admin. */
export const payablesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/finance/payables',
    {
      action: 'finance.manage',
      tags,
      summary: 'Payables by due date (overdue ones always listed while open)',
      querystring: payablesQuerySchema,
      response: payablesPageSchema,
    },
    listPayables,
  );

  app.post(
    '/api/admin/finance/payables',
    {
      config: { action: 'finance.manage' },
      schema: {
        tags,
        summary: 'Enter a payable: one row per installment or per month of a recurrence',
        body: payableInputSchema,
        response: { 201: z.array(payableSchema) },
      },
    },
    async (request, reply) => {
      const created = await createPayables(
        app.db,
        await request.adminEstablishmentId(),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/finance/payables/:id/pay',
    {
      config: { action: 'finance.manage' },
      schema: {
        tags,
        summary: 'Mark a payable paid on a date',
        params,
        body: settleOnSchema,
        response: { 200: payableSchema },
      },
    },
    async (request) =>
      markPayablePaid(
        app.db,
        await request.adminEstablishmentId(),
        request.params.id,
        request.body.on,
      ),
  );

  app.post(
    '/api/admin/finance/payables/:id/cancel',
    {
      config: { action: 'finance.manage' },
      schema: { tags, summary: 'Cancel an open payable', params, response: { 200: payableSchema } },
    },
    async (request) =>
      cancelPayable(app.db, await request.adminEstablishmentId(), request.params.id),
  );
};
