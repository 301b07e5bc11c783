import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelCounterSaleSchema, kioskOrderStatusSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { counterSaleDepsOf, operatorOf, saleParams } from './operator';
import { cancelCounterSale } from './sale-cancel.service';

/** POST /api/admin/pdv/sales/:orderId/cancel: a sale canceled at the PDV (issue 32 item 4). */
export const saleCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'pdv'] });

  routes.post(
    '/api/admin/pdv/sales/:orderId/cancel',
    {
      summary:
        "Cancel a sale with a reason. A paid one is refunded; a Caixa's needs a Gerente's " +
        "or the admin's approval (never their own), and only their own registers' sales",
      params: saleParams,
      body: cancelCounterSaleSchema,
      response: kioskOrderStatusSchema,
    },
    async ({ params, body, request }) => {
      const { establishmentId, operator } = await operatorOf(request);
      const user = await request.currentUser();
      return cancelCounterSale(
        counterSaleDepsOf(request),
        establishmentId,
        { operator, roles: user?.roles ?? [], auditor: await auditorOf(request) },
        params.orderId,
        body,
      );
    },
  );
};
