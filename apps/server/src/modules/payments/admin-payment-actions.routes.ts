import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDemoOutcomeSchema, adminPaymentSchema } from '@comanda/shared';
import { adminDemoOutcome, confirmStaticPix } from './admin-payments.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ paymentId: z.guid('Pagamento inválido') });

/** Staff confirming a payment by hand: a static Pix seen in the bank, a demo outcome. */
export const adminPaymentActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  const routes = adminRoutes(app, { action: 'payments.confirm', tags: ['admin', 'payments'] });

  routes.post(
    '/api/admin/payments/:paymentId/confirm',
    {
      summary: "Staff confirm they received a static Pix (the shop's own key): the order is paid",
      params,
      response: adminPaymentSchema,
    },
    ({ establishmentId, params }) => confirmStaticPix(ctx, establishmentId, params.paymentId),
  );

  routes.post(
    '/api/admin/payments/:paymentId/demo-outcome',
    {
      summary: 'Approve or decline a demo payment',
      action: 'pdv.sell',
      params,
      body: adminDemoOutcomeSchema,
      response: adminPaymentSchema,
    },
    ({ establishmentId, params, body }) =>
      adminDemoOutcome(ctx, establishmentId, params.paymentId, body.outcome),
  );
};
