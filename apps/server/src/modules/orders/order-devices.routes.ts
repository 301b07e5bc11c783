import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issuedOrderDeviceSchema,
  orderDeviceInputSchema,
  orderDeviceSchema,
} from '@comanda/shared';
import { issueOrderDevice, listOrderDevices, revokeOrderDevice } from './order-devices.service';

const tags = ['admin', 'orders'];

/** The admin pairs kitchen displays and status boards (device tokens) and revokes them. */
export const orderDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/order-devices',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Kitchen displays and status boards (never their tokens)',
        response: { 200: z.array(orderDeviceSchema) },
      },
    },
    async (request) => listOrderDevices(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/order-devices',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Pair a kitchen display or status board; its token is shown in this answer only',
        body: orderDeviceInputSchema,
        response: { 201: issuedOrderDeviceSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      return reply.code(201).send(await issueOrderDevice(app.db, establishmentId, request.body));
    },
  );

  app.delete(
    '/api/admin/order-devices/:id',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Revoke a device token: it stops working at once',
        params: z.object({ id: z.string() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeOrderDevice(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
