import type { FastifyPluginAsync } from 'fastify';
import type { FiscalStatusPort } from '../establishments';
import { adminOrdersRoutes } from './admin-orders.routes';
import { kioskSalesRoutes } from './kiosk-sales.routes';
import { kitchenViewsRoutes } from './kitchen-views.routes';
import { deviceBoardRoutes } from './device-board.routes';
import { deviceHoldRoutes } from './device-hold.routes';
import { deviceOrdersRoutes } from './device-orders.routes';
import { orderDevicesRoutes } from './order-devices.routes';
import { ordersRoutes } from './orders.routes';
import { orderTrackingRoutes } from './order-tracking.routes';
import type { PeriodicJob } from '../../lib/periodic-job';
import { createScheduledReleaseJob, type ScheduledReleaseReport } from './scheduled-release.job';
import type { WaitEstimates } from './wait-estimate.service';
import { waitEstimateRoutes } from './wait-estimate.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases scheduled orders held in the kitchen (every SCHEDULED_ORDERS_INTERVAL_MS). */
    scheduledReleaseJob: PeriodicJob<ScheduledReleaseReport>;
  }
}

/**
 * Orders: the kiosk's, the admin's list and Vendas Totem, and kitchen/board devices. `fiscal`
 * comes from app.ts: fiscal sits above orders (decision 037); so do the wait estimates, which
 * busy mode (marketplaces) reads too (decision 070).
 */
export const ordersModule: FastifyPluginAsync<
  FiscalStatusPort & { estimates: WaitEstimates }
> = async (app, { estimates, ...fiscal }) => {
  await app.register(ordersRoutes, fiscal);
  await app.register(adminOrdersRoutes);
  await app.register(kioskSalesRoutes);
  await app.register(orderDevicesRoutes);
  await app.register(deviceBoardRoutes);
  await app.register(deviceOrdersRoutes);
  await app.register(deviceHoldRoutes);
  await app.register(kitchenViewsRoutes);
  await app.register(waitEstimateRoutes, { estimates });
  await app.register(orderTrackingRoutes, { estimates });
  // Every instance runs it: each release locks its order, so one instance releases it.
  const job = createScheduledReleaseJob({
    db: app.db,
    realtime: app.realtime,
    waitMinutes: (establishmentId) => estimates.minutes(establishmentId),
    log: app.log.child({ module: 'scheduled-orders' }),
    now: () => app.clock.now(),
  });
  app.decorate('scheduledReleaseJob', job);
  app.addHook('onReady', async () => job.start(app.config.SCHEDULED_ORDERS_INTERVAL_MS));
  app.addHook('onClose', async () => job.stop());
};
