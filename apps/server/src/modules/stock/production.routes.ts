import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kitchenProductionSchema, kitchenViewQuerySchema } from '@comanda/shared';
import { kitchenDeviceOf } from '../orders';
import { kitchenProduction } from './production.service';

/**
 * The kitchen display's production by ingredient (decision 076): a device route of stock's,
 * since the fichas técnicas are stock's and orders sits below it (decision 037).
 */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/device/kitchen-production',
    {
      schema: {
        tags: ['device'],
        summary: "Kitchen: the queue's ingredients, through the fichas técnicas",
        querystring: kitchenViewQuerySchema,
        response: { 200: kitchenProductionSchema },
      },
    },
    async (request, reply) => {
      const { establishmentId } = await kitchenDeviceOf(request);
      const { station, channel } = request.query;
      reply.header('cache-control', 'no-store');
      return kitchenProduction(app.db, establishmentId, { stations: station, channels: channel });
    },
  );
};
