import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  boardOrderSchema,
  bumpOrderSchema,
  deviceBoardSchema,
  kitchenOrderSchema,
  orderStageEvent,
  orderStages,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { productCategoryNames } from '../catalog';
import { findShopSettings } from '../establishments';
import { authenticateDevice, type AuthenticatedDevice } from './order-devices.service';
import { boardOrders, bumpOrder, kitchenOrders, recallLastBump } from './order-stages.service';

const tags = ['device'];
const tokenQuery = z.object({ token: z.string().optional() });
/** A revoked device's open stream ends within this long. */
const deviceHeartbeatMs = 10_000;

/**
 * What a kitchen display or status board may do with its device token (decision 017): read
 * its own shop's orders and, on a kitchen display, bump and recall. Nothing under /api/admin/
 * accepts a device token, and a revoked one is refused here at once.
 */
export const deviceBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const device = (request: FastifyRequest) =>
    authenticateDevice(
      app.db,
      request.headers.authorization,
      (request.query as { token?: string } | undefined)?.token,
    );
  const kitchen = async (request: FastifyRequest): Promise<AuthenticatedDevice> => {
    const found = await device(request);
    if (found.kind !== 'kitchen') {
      throw new AppError('FORBIDDEN', 'Só a tela da cozinha pode mudar a etapa de um pedido');
    }
    return found;
  };

  app.get(
    '/api/device/board',
    {
      schema: {
        tags,
        summary: "This device: the shop's name, its kind and the kitchen's age colours",
        querystring: tokenQuery,
        response: { 200: deviceBoardSchema },
      },
    },
    async (request) => {
      const found = await device(request);
      // The card colours are the shop's own (/admin/configuracoes): yellow, then red.
      const settings = await findShopSettings(app.db, found.establishmentId);
      const categories = await productCategoryNames(app.db, found.establishmentId);
      return {
        shopName: settings.name,
        kind: found.kind,
        warnAfterMinutes: settings.kdsWarningMinutes,
        lateAfterMinutes: settings.kdsLateMinutes,
        stations: [...new Set(categories.values())].sort((a, b) => a.localeCompare(b, 'pt-BR')),
        logoUrl: settings.logoUrl,
        theme: settings.theme,
      };
    },
  );

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
      const found = await kitchen(request);
      reply.header('cache-control', 'no-store');
      return kitchenOrders(app.db, found.establishmentId);
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
      const found = await device(request);
      reply.header('cache-control', 'no-store');
      return boardOrders(app.db, found.establishmentId);
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
      const found = await kitchen(request);
      const stage = await bumpOrder(
        app.db,
        app.realtime,
        found.establishmentId,
        request.body.orderId,
        found.name,
      );
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
      const found = await kitchen(request);
      return recallLastBump(app.db, app.realtime, found.establishmentId, found.name);
    },
  );

  app.get(
    '/api/device/events',
    {
      schema: {
        tags,
        summary: "Server-Sent Events: `order.stage` whenever one of the shop's orders moves",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const found = await device(request);
      const events = app.realtime.openStream(request, reply, {
        heartbeatMs: deviceHeartbeatMs,
        // A revoked token loses its open stream too, not only its next request.
        onHeartbeat: () => {
          device(request).catch(() => events.close());
        },
      });
      const unsubscribe = app.realtime.subscribe(
        `establishment:${found.establishmentId}`,
        (event) => {
          if (event.type === orderStageEvent) events.send(event);
        },
      );
      events.onClose(unsubscribe);
    },
  );
};
