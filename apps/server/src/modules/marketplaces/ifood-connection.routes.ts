import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ifoodAutoAcceptInputSchema,
  ifoodConnectInputSchema,
  ifoodConnectionSchema,
  ifoodStoreStatusSchema,
} from '@comanda/shared';
import { auditorOf } from '../audit';
import {
  connectIfood,
  disconnectIfood,
  getIfoodConnection,
  ifoodStoreStatus,
  setIfoodAutoAccept,
  type IfoodClientSource,
} from './ifood-connection.service';

const tags = ['admin', 'marketplaces'];
const config = { action: 'integrations.manage' } as const;

/** /admin/integracoes → "iFood": the shop's own iFood store (issue 34, decision 052). */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const ifoodConnectionRoutes: FastifyPluginAsyncZod<{
  ifood: IfoodClientSource;
  /** A shop connected its store: its catalogue sync starts on this instance at once. */
  connected: (establishmentId: string) => void;
}> = async (app, { ifood, connected }) => {
  app.get(
    '/api/admin/integrations/ifood',
    {
      config,
      schema: {
        tags,
        summary: "The shop's iFood store: Merchant ID, connected, automatic acceptance",
        response: { 200: ifoodConnectionSchema },
      },
    },
    async (request) => getIfoodConnection(app.db, ifood, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/integrations/ifood/connect',
    {
      config,
      schema: {
        tags,
        summary: '"Conectar iFood": checks the merchant on iFood, then connects it',
        body: ifoodConnectInputSchema,
        response: { 200: ifoodConnectionSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const view = await connectIfood(
        app.db,
        ifood,
        establishmentId,
        await auditorOf(request),
        request.body.merchantId,
      );
      connected(establishmentId);
      return view;
    },
  );

  app.post(
    '/api/admin/integrations/ifood/disconnect',
    {
      config,
      schema: {
        tags,
        summary: 'Disconnect the iFood store (its Merchant ID is kept)',
        response: { 200: ifoodConnectionSchema },
      },
    },
    async (request) =>
      disconnectIfood(
        app.db,
        ifood,
        await request.adminEstablishmentId(),
        await auditorOf(request),
      ),
  );

  app.put(
    '/api/admin/integrations/ifood/auto-accept',
    {
      config,
      schema: {
        tags,
        summary: '"Aceitar pedidos iFood automaticamente"',
        body: ifoodAutoAcceptInputSchema,
        response: { 200: ifoodConnectionSchema },
      },
    },
    async (request) =>
      setIfoodAutoAccept(
        app.db,
        ifood,
        await request.adminEstablishmentId(),
        await auditorOf(request),
        request.body.autoAccept,
      ),
  );

  app.get(
    '/api/admin/integrations/ifood/status',
    {
      config,
      schema: {
        tags,
        summary: "The store's state on iFood (/merchant/v1.0/merchants/{id}/status)",
        response: { 200: ifoodStoreStatusSchema },
      },
    },
    async (request) => ifoodStoreStatus(app.db, ifood, await request.adminEstablishmentId()),
  );
};
