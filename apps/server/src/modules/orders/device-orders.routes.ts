import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardOrderSchema,
  bumpOrderSchema,
  kitchenOrderSchema,
  orderStages,
} from '@comanda/shared';
import { findShopSettings } from '../establishments';
import { deviceOf, kitchenDeviceOf } from './device-auth';
import { boardOrders, bumpOrder, kitchenOrders, recallLastBump } from './order-stages.service';

const tags = ['device'];
const tokenQuery = z.object({ token: z.string().optional() });
/** Where the order is after a tap; with the expo, the stations done. */
const bumpResult = z.object({
  stage: z.enum(orderStages),
  stationsDone: z.array(z.string()).optional(),
});

/**
 * A device's orders: the kitchen's queue and the status board's; on a kitchen display, bump
 * and recall.
 */
export const deviceOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A canceled order stays on the screens, struck through, for the shop's minutes.
  const canceledWindow = async ({ establishmentId }: { establishmentId: string }) => ({
    now: app.clock.now(),
    minutes: (await findShopSettings(app.db, establishmentId)).kdsCanceledMinutes,
  });
  const sinks = { realtime: app.realtime, events: app.domainEvents };

  app.get(
    '/api/device/kitchen-orders',
    {
      schema: {
        tags,
        summary: "The kitchen's queue: paid orders not yet delivered, oldest first",
        querystring: tokenQuery,
        response: { 200: z.array(kitchenOrderSchema) },
      },
    },
    async (request, reply) => {
      const found = await kitchenDeviceOf(request);
      reply.header('cache-control', 'no-store');
      const { establishmentId } = found;
      const { kdsExpo } = await findShopSettings(app.db, establishmentId);
      return kitchenOrders(app.db, establishmentId, await canceledWindow(found), kdsExpo);
    },
  );

  app.get(
    '/api/device/board-orders',
    {
      schema: {
        tags,
        summary: "The status board: numbers and first names 'Em preparo' and 'Pronto'",
        querystring: tokenQuery,
        response: { 200: z.array(boardOrderSchema) },
      },
    },
    async (request, reply) => {
      const found = await deviceOf(request);
      reply.header('cache-control', 'no-store');
      return boardOrders(app.db, found.establishmentId, await canceledWindow(found));
    },
  );

  app.post(
    '/api/device/bump',
    {
      schema: {
        tags,
        summary: "Kitchen: an order one stage on (with the expo, a station's part)",
        body: bumpOrderSchema,
        response: { 200: bumpResult },
      },
    },
    async (request) => {
      const { establishmentId, name } = await kitchenDeviceOf(request);
      const { orderId, ...input } = request.body;
      return bumpOrder(app.db, sinks, establishmentId, orderId, name, input);
    },
  );

  app.post(
    '/api/device/recall',
    {
      schema: {
        tags,
        summary: 'Kitchen: bring the order this display bumped last back one stage',
        response: { 200: z.object({ orderId: z.guid(), stage: z.enum(orderStages) }) },
      },
    },
    async (request) => {
      const found = await kitchenDeviceOf(request);
      return recallLastBump(app.db, sinks, found.establishmentId, found.name);
    },
  );
};
