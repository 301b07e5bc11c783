import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopDashboardSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { shopDashboard } from './shop-reports.service';

/** The admin's Dashboard: today's business day of the signed-in admin's shop. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'reports.view', tags: ['admin', 'reports'] });

  routes.get(
    '/api/admin/dashboard',
    {
      summary: "Today's revenue, paid orders, average ticket, hours, payment mix, top products",
      response: shopDashboardSchema,
    },
    async ({ establishmentId, request }) => {
      const viewer = await request.currentUser();
      return shopDashboard(app.db, establishmentId, viewer?.id ?? null);
    },
  );
};
