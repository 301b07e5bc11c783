import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { busyModeInputSchema, busyModeSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { busyModeOf, setBusyReason } from '../establishments';
import { kitchenDeviceOf } from '../orders';
import { followBusyModeOnIfood } from './busy-mode.job';
import type { IfoodClientSource } from './ifood-connection.service';

/**
 * "Cozinha cheia" by hand (decision 070): the admin's switch and the kitchen display's. It holds
 * busy mode on until switched off, whatever the estimate says; iFood follows at once.
 */
export const busyModeRoutes: FastifyPluginAsyncZod<{ ifood: IfoodClientSource }> = async (
  app,
  { ifood },
) => {
  const follow = (establishmentId: string) =>
    followBusyModeOnIfood(
      { db: app.db, ifood, log: app.log, now: () => app.clock.now() },
      establishmentId,
    );
  const routes = adminRoutes(app, { action: 'orders.advance', tags: ['admin', 'kitchen'] });
  const url = '/api/admin/kitchen/busy-mode';

  routes.get(
    url,
    { summary: 'Busy mode ("Cozinha cheia") now, and why', response: busyModeSchema },
    ({ establishmentId }) => busyModeOf(app.db, establishmentId),
  );

  routes.put(
    url,
    {
      summary: '"Cozinha cheia" on or off by hand (audited)',
      body: busyModeInputSchema,
      response: busyModeSchema,
    },
    async ({ establishmentId, body, request }) => {
      await setBusyReason(app.db, app.realtime, establishmentId, {
        reason: 'manual',
        on: body.on,
        now: app.clock.now(),
        auditor: await auditorOf(request),
      });
      await follow(establishmentId);
      return busyModeOf(app.db, establishmentId);
    },
  );

  app.post(
    '/api/device/busy-mode',
    {
      schema: {
        tags: ['device'],
        summary: 'Kitchen display: "Cozinha cheia" on or off by hand (audited)',
        body: busyModeInputSchema,
        response: { 200: busyModeSchema },
      },
    },
    async (request) => {
      const device = await kitchenDeviceOf(request);
      await setBusyReason(app.db, app.realtime, device.establishmentId, {
        reason: 'manual',
        on: request.body.on,
        now: app.clock.now(),
        auditor: { id: null, email: null, name: device.name, device: 'Tela da cozinha' },
      });
      await follow(device.establishmentId);
      return busyModeOf(app.db, device.establishmentId);
    },
  );
};
