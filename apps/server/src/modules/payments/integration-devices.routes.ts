import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { integrationDevicesSchema, pointTerminalSchema } from '@comanda/shared';
import { listOrderDevices } from '../orders';
import { listAgentTokens } from '../printing';
import { listPointTerminals } from './integrations.service';
import { adminRoutes } from '../../lib/admin-routes';

/** /admin/integracoes: the shop's devices and its Mercado Pago Point terminals. */
export const integrationDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'integrations.manage', tags: ['admin', 'payments'] });

  routes.get(
    '/api/admin/integrations/devices',
    {
      summary: "The shop's print agents and order devices (kitchen, board), with last seen",
      response: integrationDevicesSchema,
    },
    async ({ establishmentId }) => ({
      printAgents: await listAgentTokens(app.db, establishmentId),
      orderDevices: await listOrderDevices(app.db, establishmentId),
    }),
  );

  routes.get(
    '/api/admin/integrations/mercadopago/terminals',
    {
      summary: "The Mercado Pago account's Point terminals",
      response: z.array(pointTerminalSchema),
    },
    ({ establishmentId }) => listPointTerminals(app.payments, establishmentId),
  );
};
