import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterPayDueResultSchema,
  counterPayDueSchema,
  counterRetrySchema,
  counterSaleStatusSchema,
} from '@comanda/shared';
import { payDueOtherwise, retryProviderPayment } from './counter-sales.service';
import { counterSaleDepsOf as depsOf, operatorOf, saleParams } from './operator';

const tags = ['admin', 'pdv'];

/** A waiting counter sale's due amount: charged through the provider again, or taken otherwise. */
export const counterSalePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/pdv/sales/:orderId/provider-payment',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: "Charge a waiting sale's due amount through the provider again (card or Pix)",
        params: saleParams,
        body: counterRetrySchema,
        response: { 200: counterSaleStatusSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return retryProviderPayment(
        depsOf(request),
        establishmentId,
        request.params.orderId,
        request.body.method,
      );
    },
  );

  app.post(
    '/api/admin/pdv/sales/:orderId/pay-due',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary:
          "Take a waiting sale's due amount otherwise (cash, card or Pix confirmed by the " +
          'cashier): the provider payment is stopped and the sale completes',
        params: saleParams,
        body: counterPayDueSchema,
        response: { 200: counterPayDueResultSchema },
      },
    },
    async (request) => {
      const { establishmentId, operator } = await operatorOf(request);
      return payDueOtherwise(
        depsOf(request),
        establishmentId,
        operator,
        request.params.orderId,
        request.body,
      );
    },
  );
};
