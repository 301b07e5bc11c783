import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onlineMenuSettingsInputSchema,
  onlineMenuSettingsSchema,
  type OnlineMenuSettings,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { findEstablishmentById } from '../establishments';
import { pixReadyAt } from './online-orders.service';
import { readOnlineMenu, saveOnlineMenu, type OnlineMenuConfig } from './settings.service';

/** /admin/cardapio-digital: what the shop offers on its own online menu. */
export const onlineMenuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin', 'online-menu'] });

  const view = async (
    establishmentId: string,
    config: OnlineMenuConfig,
  ): Promise<OnlineMenuSettings> => {
    const establishment = await findEstablishmentById(app.db, establishmentId);
    return {
      ...config,
      pixReady: !!establishment && pixReadyAt(establishment),
    };
  };

  routes.get(
    '/api/admin/online-menu',
    {
      summary: "The online menu's settings and delivery zones",
      response: onlineMenuSettingsSchema,
    },
    async ({ establishmentId }) =>
      view(establishmentId, await readOnlineMenu(app.db, establishmentId)),
  );

  routes.put(
    '/api/admin/online-menu',
    {
      summary: 'Save the online menu: fulfilments, payments, scheduling and delivery zones',
      body: onlineMenuSettingsInputSchema,
      response: onlineMenuSettingsSchema,
    },
    async ({ establishmentId, body, request }) =>
      view(
        establishmentId,
        await saveOnlineMenu(app.db, establishmentId, await auditorOf(request), body),
      ),
  );
};
