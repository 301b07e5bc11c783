import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopDashboardSchema } from '@comanda/shared';
import { shopDashboard } from './shop-reports.service';

/** The admin's Dashboard: today's business day of the signed-in admin's shop. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { action: 'reports.view' },
      schema: {
        tags: ['admin', 'reports'],
        summary: "Today's revenue, paid orders, average ticket, hours, payment mix, top products",
        response: { 200: shopDashboardSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const viewer = await request.currentUser();
      return shopDashboard(app.db, establishmentId, viewer?.id ?? null);
    },
  );
};
