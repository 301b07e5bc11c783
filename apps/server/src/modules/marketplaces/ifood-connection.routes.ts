import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ifoodAutoAcceptInputSchema,
  ifoodConnectInputSchema,
  ifoodConnectionSchema,
  ifoodStoreStatusSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import {
  connectIfood,
  disconnectIfood,
  getIfoodConnection,
  ifoodStoreStatus,
  setIfoodAutoAccept,
  type IfoodClientSource,
} from './ifood-connection.service';

interface ConnectionRoutesOptions {
  ifood: IfoodClientSource;
  /** A shop connected its store: its catalogue sync starts on this instance at once. */
  connected: (establishmentId: string) => void;
}

/** /admin/integracoes → "iFood": the shop's own iFood store (issue 34, decision 052). */
export const ifoodConnectionRoutes: FastifyPluginAsyncZod<ConnectionRoutesOptions> = async (
  app,
  { ifood, connected },
) => {
  const routes = adminRoutes(app, {
    action: 'integrations.manage',
    tags: ['admin', 'marketplaces'],
  });
  const url = '/api/admin/integrations/ifood';

  routes.get(
    url,
    {
      summary: "The shop's iFood store: Merchant ID, connected, automatic acceptance",
      response: ifoodConnectionSchema,
    },
    ({ establishmentId }) => getIfoodConnection(app.db, ifood, establishmentId),
  );

  routes.post(
    `${url}/connect`,
    {
      summary: '"Conectar iFood": checks the merchant on iFood, then connects it',
      body: ifoodConnectInputSchema,
      response: ifoodConnectionSchema,
    },
    async ({ establishmentId, body, request }) => {
      const auditor = await auditorOf(request);
      const view = await connectIfood(app.db, ifood, establishmentId, auditor, body.merchantId);
      connected(establishmentId);
      return view;
    },
  );

  routes.post(
    `${url}/disconnect`,
    {
      summary: 'Disconnect the iFood store (its Merchant ID is kept)',
      response: ifoodConnectionSchema,
    },
    async ({ establishmentId, request }) =>
      disconnectIfood(app.db, ifood, establishmentId, await auditorOf(request)),
  );

  routes.put(
    `${url}/auto-accept`,
    {
      summary: '"Aceitar pedidos iFood automaticamente"',
      body: ifoodAutoAcceptInputSchema,
      response: ifoodConnectionSchema,
    },
    async ({ establishmentId, body, request }) =>
      setIfoodAutoAccept(app.db, ifood, establishmentId, await auditorOf(request), body.autoAccept),
  );

  routes.get(
    `${url}/status`,
    {
      summary: "The store's state on iFood (/merchant/v1.0/merchants/{id}/status)",
      response: ifoodStoreStatusSchema,
    },
    ({ establishmentId }) => ifoodStoreStatus(app.db, ifood, establishmentId),
  );
};
