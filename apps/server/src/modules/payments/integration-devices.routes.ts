import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { integrationDevicesSchema, pointTerminalSchema } from '@comanda/shared';
import { listOrderDevices } from '../orders';
import { listAgentTokens } from '../printing';
import { listPointTerminals } from './integrations.service';

const tags = ['admin', 'payments'];

/** /admin/integracoes: the shop's devices and its Mercado Pago Point terminals. */
export const integrationDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.get(
    '/api/admin/integrations/devices',
    {
      config: { action: 'integrations.manage' },
      schema: {
        tags,
        summary: "The shop's print agents and order devices (kitchen, board), with last seen",
        response: { 200: integrationDevicesSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return {
        printAgents: await listAgentTokens(app.db, establishmentId),
        orderDevices: await listOrderDevices(app.db, establishmentId),
      };
    },
  );

  app.get(
    '/api/admin/integrations/mercadopago/terminals',
    {
      config: { action: 'integrations.manage' },
      schema: {
        tags,
        summary: "The Mercado Pago account's Point terminals",
        response: { 200: z.array(pointTerminalSchema) },
      },
    },
    async (request) => listPointTerminals(ctx, await request.adminEstablishmentId()),
  );
};
