import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  integrationsInputSchema,
  integrationsSchema,
  mercadoPagoConnectionSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { getIntegrations, saveIntegrations } from '../establishments';
import { testMercadoPagoConnection } from './integrations.service';
import { notificationUrlOf } from './payments.service';

/** /admin/integracoes: the shop's own Mercado Pago account and Pix key (the admin's shop). */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  const routes = adminRoutes(app, { action: 'integrations.manage', tags: ['admin', 'payments'] });
  const withWebhookUrl = <View extends object>(establishmentId: string, view: View) => ({
    ...view,
    webhookUrl: notificationUrlOf(ctx, establishmentId),
  });

  routes.get(
    '/api/admin/integrations',
    {
      summary: "The shop's payment integrations (secrets as hints only)",
      response: integrationsSchema,
    },
    async ({ establishmentId }) =>
      withWebhookUrl(
        establishmentId,
        await getIntegrations(app.db, app.secretBox, establishmentId),
      ),
  );

  routes.put(
    '/api/admin/integrations',
    {
      summary: 'Save the Pix key and Mercado Pago account; secrets sealed, kept unless replaced',
      body: integrationsInputSchema,
      response: integrationsSchema,
    },
    async ({ establishmentId, body, request }) => {
      const auditor = await auditorOf(request);
      const view = await saveIntegrations(app.db, app.secretBox, establishmentId, auditor, body);
      return withWebhookUrl(establishmentId, view);
    },
  );

  routes.post(
    '/api/admin/integrations/mercadopago/test',
    {
      summary: 'Call Mercado Pago with the stored token: whose account it opens',
      response: mercadoPagoConnectionSchema,
    },
    ({ establishmentId }) => testMercadoPagoConnection(ctx, establishmentId),
  );
};
