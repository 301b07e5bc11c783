import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WaitEstimates } from '../orders';
import { onlineMenuAdminRoutes } from './online-menu.routes';
import { onlineOrdersRoutes, type OnlineOrdersOptions } from './online-orders.routes';
import { publicOnlineMenuRoutes } from './public-online-menu.routes';
import { adminTabRoutes, publicTabRoutes } from './tabs.routes';

export interface OnlineMenuModuleOptions extends OnlineOrdersOptions {
  /** The one wait-estimate cache app.ts builds (the kiosk's, the PDV's, busy mode's). */
  estimates: WaitEstimates;
}

/**
 * The shop's own online menu (issue 35, decisions 071 and 078): /admin/cardapio-digital's
 * settings and /cardapio's calls. Its wait is the kiosk's, from the same per-shop cache.
 */
export const onlineMenuModule: FastifyPluginAsyncZod<OnlineMenuModuleOptions> = async (
  app,
  options,
) => {
  const { estimates, ...orderOptions } = options;
  await app.register(onlineMenuAdminRoutes);
  await app.register(publicOnlineMenuRoutes, { estimates });
  await app.register(onlineOrdersRoutes, orderOptions);
  await app.register(publicTabRoutes);
  await app.register(adminTabRoutes);
};
