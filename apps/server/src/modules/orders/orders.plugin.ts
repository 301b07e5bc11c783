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
import type { WaitEstimates } from './wait-estimate.service';
import { waitEstimateRoutes } from './wait-estimate.routes';

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
};
