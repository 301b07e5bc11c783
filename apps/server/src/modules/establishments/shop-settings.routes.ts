import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsInputSchema, shopSettingsSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import type { ImageUsagePort } from '../uploads';
import { findShopSettings, saveShopSettings } from './shop-settings.service';

/** /admin/configuracoes: the signed-in admin's own shop, never another's. */
export const shopSettingsRoutes: FastifyPluginAsyncZod<ImageUsagePort> = async (
  app,
  imageUsage,
) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin'] });
  const deps = () => ({ db: app.db, uploads: app.storage.uploads, log: app.log, imageUsage });

  routes.get(
    '/api/admin/settings',
    { summary: "The admin's shop settings", response: shopSettingsSchema },
    ({ establishmentId }) => findShopSettings(app.db, establishmentId),
  );

  routes.put(
    '/api/admin/settings',
    {
      summary: "Save the admin's shop settings",
      body: shopSettingsInputSchema,
      response: shopSettingsSchema,
    },
    async ({ establishmentId, body, request }) =>
      saveShopSettings(deps(), establishmentId, await auditorOf(request), body),
  );
};
