import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  integrationsInputSchema,
  integrationsSchema,
  mercadoPagoConnectionSchema,
} from '@comanda/shared';
import { auditorOf } from '../audit';
import { getIntegrations, saveIntegrations } from '../establishments';
import { testMercadoPagoConnection } from './integrations.service';
import { notificationUrlOf } from './payments.service';

const tags = ['admin', 'payments'];

/** /admin/integracoes: the shop's own Mercado Pago account and Pix key (the admin's shop). */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  const withWebhookUrl = <View extends object>(establishmentId: string, view: View) => ({
    ...view,
    webhookUrl: notificationUrlOf(ctx, establishmentId),
  });

  app.get(
    '/api/admin/integrations',
    {
      config: { action: 'integrations.manage' },
      schema: {
        tags,
        summary: "The shop's payment integrations (secrets as hints only)",
        response: { 200: integrationsSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return withWebhookUrl(
        establishmentId,
        await getIntegrations(app.db, app.secretBox, establishmentId),
      );
    },
  );

  app.put(
    '/api/admin/integrations',
    {
      config: { action: 'integrations.manage' },
      schema: {
        tags,
        summary: 'Save the Pix key and Mercado Pago account; secrets sealed, kept unless replaced',
        body: integrationsInputSchema,
        response: { 200: integrationsSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const view = await saveIntegrations(
        app.db,
        app.secretBox,
        establishmentId,
        await auditorOf(request),
        request.body,
      );
      return withWebhookUrl(establishmentId, view);
    },
  );

  app.post(
    '/api/admin/integrations/mercadopago/test',
    {
      config: { action: 'integrations.manage' },
      schema: {
        tags,
        summary: 'Call Mercado Pago with the stored token: whose account it opens',
        response: { 200: mercadoPagoConnectionSchema },
      },
    },
    async (request) => testMercadoPagoConnection(ctx, await request.adminEstablishmentId()),
  );
};
