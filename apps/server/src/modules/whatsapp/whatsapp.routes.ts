import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsappSettingsInputSchema, whatsappSettingsSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import {
  getWhatsappSettings,
  saveWhatsappSettings,
  type WhatsappContext,
} from './whatsapp.service';

/** /admin/integracoes → "WhatsApp": the shop's sender, its sealed token, the month's count. */
export const whatsappRoutes: FastifyPluginAsyncZod<{ ctx: WhatsappContext }> = async (
  app,
  { ctx },
) => {
  const routes = adminRoutes(app, { action: 'integrations.manage', tags: ['admin', 'whatsapp'] });

  routes.get(
    '/api/admin/integrations/whatsapp',
    {
      summary: "The shop's WhatsApp sender (the token as `tokenSet` only) and this month's sends",
      response: whatsappSettingsSchema,
    },
    ({ establishmentId }) => getWhatsappSettings(ctx, establishmentId),
  );

  routes.put(
    '/api/admin/integrations/whatsapp',
    {
      summary: 'Save the WhatsApp sender; a blank token keeps the stored one',
      body: whatsappSettingsInputSchema,
      response: whatsappSettingsSchema,
    },
    async ({ establishmentId, body, request }) =>
      saveWhatsappSettings(ctx, establishmentId, await auditorOf(request), body),
  );
};
