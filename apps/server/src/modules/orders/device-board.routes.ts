import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceBoardSchema, orderKitchenEvent, orderStageEvent } from '@comanda/shared';
import { productCategoryNames } from '../catalog';
import { findShopSettings } from '../establishments';
import { deviceOf } from './device-auth';

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
      const found = await deviceOf(request);
      // The card colours are the shop's own (/admin/configuracoes): yellow, then red.
      const settings = await findShopSettings(app.db, found.establishmentId);
      const categories = await productCategoryNames(app.db, found.establishmentId);
      return {
        shopName: settings.name,
        kind: found.kind,
        warnAfterMinutes: settings.kdsWarningMinutes,
        lateAfterMinutes: settings.kdsLateMinutes,
        canceledShownMinutes: settings.kdsCanceledMinutes,
        stations: [...new Set(categories.values())].sort((a, b) => a.localeCompare(b, 'pt-BR')),
        logoUrl: settings.logoUrl,
        theme: settings.theme,
        expo: settings.kdsExpo,
      };
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
      const found = await deviceOf(request);
      const events = app.realtime.openStream(request, reply, {
        heartbeatMs: deviceHeartbeatMs,
        // A revoked token loses its open stream too, not only its next request.
        onHeartbeat: () => {
          deviceOf(request).catch(() => events.close());
        },
      });
      const unsubscribe = app.realtime.subscribe(
        `establishment:${found.establishmentId}`,
        (event) => {
          // A card's change without a stage change (expo part, hold) refreshes kitchens too.
          if (event.type === orderStageEvent || event.type === orderKitchenEvent) {
            events.send(event);
          }
        },
      );
      events.onClose(unsubscribe);
    },
  );
};
