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
  openDeliveryCancellationReasonsOf,
  openDeliveryOrderState,
  requestOpenDeliveryCancellation,
  type OpenDeliveryOrderDeps,
} from './open-delivery-order-admin.service';

const params = z.object({ id: z.string() });

/**
 * An Open Delivery order on /admin/pedidos (decision 079): its state and the cancel through the
 * Ordering Application, in the same shapes as an iFood order's (decision 067).
 */
export const openDeliveryOrderAdminRoutes: FastifyPluginAsyncZod<{
  deps: Omit<OpenDeliveryOrderDeps, 'db' | 'now'>;
}> = async (app, { deps: given }) => {
  const deps: OpenDeliveryOrderDeps = { ...given, db: app.db, now: () => app.clock.now() };
  const routes = adminRoutes(app, { action: 'orders.view', tags: ['admin', 'marketplaces'] });
  const url = '/api/admin/orders/:id/open-delivery';

  routes.get(
    url,
    {
      summary:
        "An Open Delivery order's confirmation and cancellation, as the application has them",
      params,
      response: ifoodOrderStateSchema,
    },
    ({ establishmentId, params }) => openDeliveryOrderState(app.db, establishmentId, params.id),
  );

  routes.get(
    `${url}/cancellation-reasons`,
    {
      summary: "The Open Delivery standard's cancellation codes, in Portuguese",
      action: 'orders.cancel',
      params,
      response: z.array(ifoodCancellationReasonViewSchema),
    },
    ({ establishmentId, params }) =>
      openDeliveryCancellationReasonsOf(app.db, establishmentId, params.id),
  );

  routes.post(
    `${url}/cancellation`,
    {
      summary:
        'Asks the Ordering Application to cancel (requestCancellation, MANUAL); canceled here when its CANCELLED event comes',
      action: 'orders.cancel',
      params,
      body: ifoodCancellationInputSchema,
      response: ifoodOrderStateSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      requestOpenDeliveryCancellation(
        deps,
        establishmentId,
        params.id,
        body,
        (await auditorOf(request)).email,
      ),
  );
};
