import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issuedOrderDeviceSchema,
  orderDeviceInputSchema,
  orderDeviceSchema,
} from '@comanda/shared';
import { issueOrderDevice, listOrderDevices, revokeOrderDevice } from './order-devices.service';
import { adminRoutes } from '../../lib/admin-routes';

/** The admin pairs kitchen displays and status boards (device tokens) and revokes them. */
export const orderDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin', 'orders'] });

  routes.get(
    '/api/admin/order-devices',
    {
      summary: 'Kitchen displays and status boards (never their tokens)',
      response: z.array(orderDeviceSchema),
    },
    ({ establishmentId }) => listOrderDevices(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/order-devices',
    {
      summary: 'Pair a kitchen display or status board; its token is shown in this answer only',
      body: orderDeviceInputSchema,
      response: issuedOrderDeviceSchema,
      status: 201,
    },
    ({ establishmentId, body }) => issueOrderDevice(app.db, establishmentId, body),
  );

  routes.delete(
    '/api/admin/order-devices/:id',
    {
      summary: 'Revoke a device token: it stops working at once',
      params: z.object({ id: z.string() }),
    },
    ({ establishmentId, params }) => revokeOrderDevice(app.db, establishmentId, params.id),
  );
};
