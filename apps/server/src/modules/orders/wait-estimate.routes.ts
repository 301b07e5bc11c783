import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitEstimateQuerySchema, waitEstimateSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { isId } from '../../lib/ids';
import { busyModeOf, busyModeOfShop } from '../establishments';
import type { WaitEstimates } from './wait-estimate.service';

/** The cart's product ids from `a,b,c` (anything not an id is left out). */
const productIdsOf = (products: string | undefined) =>
  (products ?? '')
    .split(',')
    .filter((id) => isId(id))
    .slice(0, 200);

/** "Pronto em cerca de N min": the kiosk's (anonymous, by host) and the PDV's. */
export const waitEstimateRoutes: FastifyPluginAsyncZod<{ estimates: WaitEstimates }> = async (
  app,
  { estimates },
) => {
  app.get(
    '/api/public/wait-estimate',
    {
      schema: {
        tags: ['kiosk', 'orders'],
        summary:
          'Minutes until a new order of these products (or a typical one) would be ready, ' +
          "from the kitchen's queue and history; 'wait.changed' on the menu stream says ask again",
        querystring: waitEstimateQuerySchema,
        response: { 200: waitEstimateSchema },
      },
    },
    async (request, reply) => {
      // From memory, like the menu: a kiosk asks on every summary and payment screen.
      const establishment = await request.cachedTenant();
      reply.header('cache-control', 'no-store');
      const minutes = await estimates.minutes(
        establishment.id,
        productIdsOf(request.query.products),
      );
      // Busy mode rides on the cached row (decision 070): the kiosk shows the wait large.
      return { minutes, busy: busyModeOfShop(establishment).active };
    },
  );

  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'pdv'] });
  routes.get(
    '/api/admin/pdv/wait-estimate',
    {
      summary: 'Minutes until a new counter order of these products would be ready',
      querystring: waitEstimateQuerySchema,
      response: waitEstimateSchema,
    },
    async ({ establishmentId, query }) => ({
      minutes: await estimates.minutes(establishmentId, productIdsOf(query.products)),
      busy: (await busyModeOf(app.db, establishmentId)).active,
    }),
  );
};
