import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holdOrderSchema } from '@comanda/shared';
import { kitchenDeviceOf } from './device-auth';
import { holdOrder } from './order-stages.service';

/** A kitchen display's 'Segurar' / 'Liberar' of a card (decision 075). */
export const deviceHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/device/hold',
    {
      schema: {
        tags: ['device'],
        summary: "Kitchen: 'Segurar' an order for a table's later course, or 'Liberar' it",
        body: holdOrderSchema,
        response: { 200: z.object({ heldAt: z.iso.datetime({ offset: true }).nullable() }) },
      },
    },
    async (request) => {
      const found = await kitchenDeviceOf(request);
      const { orderId, held } = request.body;
      return holdOrder(app.db, app.realtime, found.establishmentId, orderId, held, app.clock.now());
    },
  );
};
