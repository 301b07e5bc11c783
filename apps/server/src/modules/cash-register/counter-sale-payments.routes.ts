import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterPayDueResultSchema,
  counterPayDueSchema,
  counterRetrySchema,
  counterSaleStatusSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { payDueOtherwise, retryProviderPayment } from './counter-sales.service';
import { counterSaleDepsOf as depsOf, operatorOf, saleParams } from './operator';

/** A waiting counter sale's due amount: charged through the provider again, or taken otherwise. */
export const counterSalePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'pdv'] });

  routes.post(
    '/api/admin/pdv/sales/:orderId/provider-payment',
    {
      summary: "Charge a waiting sale's due amount through the provider again (card or Pix)",
      params: saleParams,
      body: counterRetrySchema,
      response: counterSaleStatusSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      retryProviderPayment(depsOf(request), establishmentId, params.orderId, body.method),
  );

  routes.post(
    '/api/admin/pdv/sales/:orderId/pay-due',
    {
      summary:
        "Take a waiting sale's due amount otherwise (cash, card or Pix confirmed by the " +
        'cashier): the provider payment is stopped and the sale completes',
      params: saleParams,
      body: counterPayDueSchema,
      response: counterPayDueResultSchema,
    },
    async ({ params, body, request }) => {
      const { establishmentId, operator } = await operatorOf(request);
      return payDueOtherwise(depsOf(request), establishmentId, operator, params.orderId, body);
    },
  );
};
