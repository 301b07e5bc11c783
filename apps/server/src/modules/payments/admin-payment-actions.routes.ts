import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDemoOutcomeSchema, adminPaymentSchema } from '@comanda/shared';
import { adminDemoOutcome, confirmStaticPix } from './admin-payments.service';

const tags = ['admin', 'payments'];
const paymentParams = z.object({ paymentId: z.guid('Pagamento inválido') });

/** Staff confirming a payment by hand: a static Pix seen in the bank, a demo outcome. */
export const adminPaymentActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.post(
    '/api/admin/payments/:paymentId/confirm',
    {
      config: { action: 'payments.confirm' },
      schema: {
        tags,
        summary: "Staff confirm they received a static Pix (the shop's own key): the order is paid",
        params: paymentParams,
        response: { 200: adminPaymentSchema },
      },
    },
    async (request) =>
      confirmStaticPix(ctx, await request.adminEstablishmentId(), request.params.paymentId),
  );

  app.post(
    '/api/admin/payments/:paymentId/demo-outcome',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: 'Approve or decline a demo payment',
        params: paymentParams,
        body: adminDemoOutcomeSchema,
        response: { 200: adminPaymentSchema },
      },
    },
    async (request) =>
      adminDemoOutcome(
        ctx,
        await request.adminEstablishmentId(),
        request.params.paymentId,
        request.body.outcome,
      ),
  );
};
