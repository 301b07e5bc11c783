import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openDeliveryConnectInputSchema, openDeliveryConnectionSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import {
  connectOpenDelivery,
  disconnectOpenDelivery,
  getOpenDeliveryConnection,
  type OpenDeliveryConnectContext,
} from './open-delivery-connection.service';

/** /admin/integracoes → "Open Delivery": the shop's own merchant at an Ordering Application. */
export const openDeliveryConnectionRoutes: FastifyPluginAsyncZod<{
  context: OpenDeliveryConnectContext;
  /** A shop just connected: its catalogue's availability is sent now (decision 079). */
  connected?: (establishmentId: string) => void;
}> = async (app, { context, connected }) => {
  const routes = adminRoutes(app, {
    action: 'integrations.manage',
    tags: ['admin', 'marketplaces'],
  });

  routes.get(
    '/api/admin/integrations/open-delivery',
    {
      summary: "The shop's Open Delivery connection (the client secret as `secretSet` only)",
      response: openDeliveryConnectionSchema,
    },
    ({ establishmentId }) => getOpenDeliveryConnection(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/integrations/open-delivery/connect',
    {
      summary: '"Conectar Open Delivery": checks the credentials with a token, then connects',
      body: openDeliveryConnectInputSchema,
      response: openDeliveryConnectionSchema,
    },
    async ({ establishmentId, body, request }) => {
      const connection = await connectOpenDelivery(
        context,
        establishmentId,
        await auditorOf(request),
        body,
      );
      connected?.(establishmentId);
      return connection;
    },
  );

  routes.post(
    '/api/admin/integrations/open-delivery/disconnect',
    {
      summary: 'Disconnect Open Delivery (the credentials are kept, sealed)',
      response: openDeliveryConnectionSchema,
    },
    async ({ establishmentId, request }) =>
      disconnectOpenDelivery(app.db, establishmentId, await auditorOf(request)),
  );
};
