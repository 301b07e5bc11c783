import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allDayItemSchema, kitchenViewQuerySchema } from '@comanda/shared';
import { kitchenDeviceOf } from './device-auth';
import { allDayCounts, kitchenQueueLines } from './kitchen-queue.service';

/**
 * The kitchen display's all-day counts (decision 076). The production by ingredient is the
 * stock module's (`/api/device/kitchen-production`): it reads the fichas técnicas.
 */
export const kitchenViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/device/kitchen-all-day',
    {
      schema: {
        tags: ['device'],
        summary: 'Kitchen: how many of each item the queue holds (waiting and in preparation)',
        querystring: kitchenViewQuerySchema,
        response: { 200: z.array(allDayItemSchema) },
      },
    },
    async (request, reply) => {
      const { establishmentId } = await kitchenDeviceOf(request);
      const { station, channel } = request.query;
      reply.header('cache-control', 'no-store');
      const lines = await kitchenQueueLines(app.db, establishmentId, {
        stations: station,
        channels: channel,
      });
      return allDayCounts(lines);
    },
  );
};
