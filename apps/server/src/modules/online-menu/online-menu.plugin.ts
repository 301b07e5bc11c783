import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWaitEstimates } from '../orders';
import { onlineMenuAdminRoutes } from './online-menu.routes';
import { onlineOrdersRoutes, type OnlineOrdersOptions } from './online-orders.routes';
import { publicOnlineMenuRoutes } from './public-online-menu.routes';
import { adminTabRoutes, publicTabRoutes } from './tabs.routes';

export type OnlineMenuModuleOptions = OnlineOrdersOptions;

/**
 * The shop's own online menu (issue 35, decision 071): /admin/cardapio-digital's settings and
 * /cardapio's calls. Its wait estimate is its own instance of the kiosk's (same model and
 * queue, cached apart), so the orders module needs no handle to share.
 */
export const onlineMenuModule: FastifyPluginAsyncZod<OnlineMenuModuleOptions> = async (
  app,
  options,
) => {
  const estimates = createWaitEstimates(app.db, { clock: app.clock, realtime: app.realtime });
  app.addHook('onClose', async () => estimates.close());
  await app.register(onlineMenuAdminRoutes);
  await app.register(publicOnlineMenuRoutes, { estimates });
  await app.register(onlineOrdersRoutes, options);
  await app.register(publicTabRoutes);
  await app.register(adminTabRoutes);
};
