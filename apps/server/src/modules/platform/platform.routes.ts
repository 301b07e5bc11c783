import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformOverviewSchema } from '@comanda/shared';
import { countUsers } from '../auth/auth.service';
import { countEstablishments } from '../establishments/establishments.service';
import { confirmedOrderTotals } from '../orders/orders.service';

/** The super admin's view of the whole platform (SPEC §2 "Dashboard Global"). */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/overview',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Establishments, users, confirmed orders and revenue of the whole platform',
        response: { 200: platformOverviewSchema },
      },
    },
    async () => {
      const [establishments, users, orders] = await Promise.all([
        countEstablishments(app.db),
        countUsers(app.db),
        confirmedOrderTotals(app.db),
      ]);
      return { establishments, users, ...orders };
    },
  );
};
