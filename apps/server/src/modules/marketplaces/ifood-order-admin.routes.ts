import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ifoodCancellationInputSchema,
  ifoodCancellationReasonViewSchema,
  ifoodOrderStateSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import {
  confirmIfoodOrder,
  ifoodCancellationReasons,
  ifoodOrderState,
  requestIfoodCancellation,
  type IfoodOrderDeps,
} from './ifood-order-admin.service';

const params = z.object({ id: z.string() });

/** An iFood order on /admin/pedidos: its state, "Confirmar" and the cancel through iFood. */
export const ifoodOrderAdminRoutes: FastifyPluginAsyncZod<{
  deps: Omit<IfoodOrderDeps, 'db' | 'now'>;
}> = async (app, { deps: given }) => {
  const deps: IfoodOrderDeps = { ...given, db: app.db, now: () => app.clock.now() };
  const routes = adminRoutes(app, { action: 'orders.view', tags: ['admin', 'marketplaces'] });
  const url = '/api/admin/orders/:id/ifood';

  routes.get(
    url,
    {
      summary: "An iFood order's confirmation deadline and cancellation, as iFood has them",
      params,
      response: ifoodOrderStateSchema,
    },
    ({ establishmentId, params }) => ifoodOrderState(app.db, establishmentId, params.id),
  );

  routes.post(
    `${url}/confirm`,
    {
      summary: '"Confirmar": iFood\'s confirm, once however often clicked, within the 8 minutes',
      action: 'orders.advance',
      params,
      response: ifoodOrderStateSchema,
    },
    ({ establishmentId, params }) => confirmIfoodOrder(deps, establishmentId, params.id),
  );

  routes.get(
    `${url}/cancellation-reasons`,
    {
      summary: "iFood's cancellation reasons for this order now",
      action: 'orders.cancel',
      params,
      response: z.array(ifoodCancellationReasonViewSchema),
    },
    ({ establishmentId, params }) => ifoodCancellationReasons(deps, establishmentId, params.id),
  );

  routes.post(
    `${url}/cancellation`,
    {
      summary: "Asks iFood to cancel (requestCancellation); canceled here when iFood's CAN comes",
      action: 'orders.cancel',
      params,
      body: ifoodCancellationInputSchema,
      response: ifoodOrderStateSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      requestIfoodCancellation(
        deps,
        establishmentId,
        params.id,
        body,
        (await auditorOf(request)).email,
      ),
  );
};
