import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsInputSchema, shopSettingsSchema } from '@comanda/shared';
import { auditorOf } from '../audit';
import type { ImageUsagePort } from '../uploads';
import { findShopSettings, saveShopSettings } from './shop-settings.service';

const tags = ['admin'];

/** /admin/configuracoes: the signed-in admin's own shop, never another's. */
export const shopSettingsRoutes: FastifyPluginAsyncZod<ImageUsagePort> = async (
  app,
  imageUsage,
) => {
  app.get(
    '/api/admin/settings',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: "The admin's shop settings",
        response: { 200: shopSettingsSchema },
      },
    },
    async (request) => findShopSettings(app.db, await request.adminEstablishmentId()),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: "Save the admin's shop settings",
        body: shopSettingsInputSchema,
        response: { 200: shopSettingsSchema },
      },
    },
    async (request) =>
      saveShopSettings(
        {
          db: app.db,
          uploads: app.storage.uploads,
          log: app.log,
          imageUsage,
        },
        await request.adminEstablishmentId(),
        await auditorOf(request),
        request.body,
      ),
  );
};
