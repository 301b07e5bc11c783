import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelCounterSaleSchema, kioskOrderStatusSchema } from '@comanda/shared';
import { auditorOf } from '../audit';
import { counterSaleDepsOf, operatorOf, saleParams } from './operator';
import { cancelCounterSale } from './sale-cancel.service';

/** POST /api/admin/pdv/sales/:orderId/cancel: a sale canceled at the PDV (issue 32 item 4). */
export const saleCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/pdv/sales/:orderId/cancel',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags: ['admin', 'pdv'],
        summary:
          "Cancel a sale with a reason. A paid one is refunded; a Caixa's needs a Gerente's " +
          "or the admin's approval (never their own), and only their own registers' sales",
        params: saleParams,
        body: cancelCounterSaleSchema,
        response: { 200: kioskOrderStatusSchema },
      },
    },
    async (request) => {
      const { establishmentId, operator } = await operatorOf(request);
      const user = await request.currentUser();
      return cancelCounterSale(
        counterSaleDepsOf(request),
        establishmentId,
        { operator, roles: user?.roles ?? [], auditor: await auditorOf(request) },
        request.params.orderId,
        request.body,
      );
    },
  );
};
