import type { FastifyPluginAsync } from 'fastify';
import type { FiscalStatusPort } from '../establishments';
import { adminOrdersRoutes } from './admin-orders.routes';
import { kioskSalesRoutes } from './kiosk-sales.routes';
import { deviceBoardRoutes } from './device-board.routes';
import { deviceOrdersRoutes } from './device-orders.routes';
import { orderDevicesRoutes } from './order-devices.routes';
import { ordersRoutes } from './orders.routes';
import { orderTrackingRoutes } from './order-tracking.routes';
import { createWaitEstimates } from './wait-estimate.service';
import { waitEstimateRoutes } from './wait-estimate.routes';

/**
 * Orders: the kiosk's, the admin's list and Vendas Totem, and kitchen/board devices. `fiscal`
 * comes from app.ts: fiscal sits above orders (decision 037).
 */
export const ordersModule: FastifyPluginAsync<FiscalStatusPort> = async (app, fiscal) => {
  await app.register(ordersRoutes, fiscal);
  await app.register(adminOrdersRoutes);
  await app.register(kioskSalesRoutes);
  await app.register(orderDevicesRoutes);
  await app.register(deviceBoardRoutes);
  await app.register(deviceOrdersRoutes);
  const estimates = createWaitEstimates(app.db, { clock: app.clock, realtime: app.realtime });
  app.addHook('onClose', async () => estimates.close());
  await app.register(waitEstimateRoutes, { estimates });
  await app.register(orderTrackingRoutes, { estimates });
};
