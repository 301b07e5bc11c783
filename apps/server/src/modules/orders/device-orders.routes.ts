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
      return kitchenOrders(app.db, found.establishmentId, await canceledWindow(found));
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
        summary: 'Kitchen: move an order one stage on',
        body: bumpOrderSchema,
        response: { 200: z.object({ stage: z.enum(orderStages) }) },
      },
    },
    async (request) => {
      const found = await kitchenDeviceOf(request);
      const { establishmentId, name } = found;
      const stage = await bumpOrder(app.db, sinks, establishmentId, request.body.orderId, name);
      return { stage };
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
