import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kioskOrderStatusQuerySchema,
  orderStageEvent,
  orderTrackingEvent,
  orderTrackingSchema,
  waitChangedEvent,
} from '@comanda/shared';
import { limitKiosk } from '../../lib/rate-limits';
import type { RealtimeEvent } from '../../lib/realtime';
import { findKioskOrder } from './orders.service';
import { currentTracking, orderTracking, type TrackingContext } from './order-tracking.service';
import type { WaitEstimates } from './wait-estimate.service';

const tags = ['online-menu', 'orders'];
const params = z.object({ id: z.string() });

/**
 * The status page's reads (decision 072): anonymous, by the shop's host and the order's token.
 * Its stream sends the whole status again (`order.status`) whenever the order may have
 * changed: its payment (`order:{id}`), its stage (the shop's `order.stage` of this order only)
 * or the kitchen's queue ahead of it (`wait.changed`). No other order's event is forwarded.
 */
export const orderTrackingRoutes: FastifyPluginAsyncZod<{ estimates: WaitEstimates }> = async (
  app,
  { estimates },
) => {
  const ctx: TrackingContext = { db: app.db, estimates, now: () => app.clock.now() };

  app.get(
    '/api/public/orders/:id/status',
    {
      schema: {
        tags,
        summary: "The order's stage and estimated time, for whoever holds its token (404 else)",
        params,
        querystring: kioskOrderStatusQuerySchema,
        response: { 200: orderTrackingSchema },
      },
    },
    async (request, reply) => {
      const shop = await request.tenant();
      reply.header('cache-control', 'no-store');
      return orderTracking(ctx, shop, request.params.id, request.query.token);
    },
  );

  app.get(
    '/api/public/orders/:id/status/events',
    {
      schema: {
        tags,
        summary: "Server-Sent Events: `order.status` now and whenever the order's status moves",
        params,
        querystring: kioskOrderStatusQuerySchema,
      },
    },
    async (request, reply) => {
      const shop = await request.tenant();
      await limitKiosk(request, 'streams', shop.id);
      const order = await findKioskOrder(app.db, shop.id, request.params.id, request.query.token);
      const events = app.realtime.openStream(request, reply);
      // One read at a time; changes heard meanwhile make one more read, not one each.
      let reading: Promise<void> | null = null;
      let again = false;
      const refresh = (): void => {
        if (reading) {
          again = true;
          return;
        }
        reading = currentTracking(ctx, shop, order.id)
          .then((status) => {
            if (status) events.send({ type: orderTrackingEvent, data: status });
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'order status: read failed'))
          .finally(() => {
            reading = null;
            if (again && !events.closed) {
              again = false;
              refresh();
            }
          });
      };
      const ofThisOrder = (event: RealtimeEvent) =>
        event.type === orderStageEvent && event.data.orderId === order.id;
      const unsubscribes = [
        app.realtime.subscribe(`order:${order.id}`, refresh),
        app.realtime.subscribe(`establishment:${shop.id}`, (event) => {
          if (ofThisOrder(event)) refresh();
        }),
        app.realtime.subscribe(`menu:${shop.id}`, (event) => {
          if (event.type === waitChangedEvent) refresh();
        }),
      ];
      events.onClose(() => unsubscribes.forEach((unsubscribe) => unsubscribe()));
      // Read once subscribed: a change in between is not missed.
      refresh();
    },
  );
};
