import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOpenAt, publicOnlineMenuSchema, type PublicOnlineMenu } from '@comanda/shared';
import { busyModeOfShop } from '../establishments';
import type { WaitEstimates } from '../orders';
import { pixReadyAt } from './online-orders.service';
import { scheduleSlots, scheduleWindows, toScheduleWindow } from './schedule';
import { readOnlineMenu } from './settings.service';

const tags = ['cardapio', 'orders'];

/** What /cardapio reads before checkout: anonymous, the shop from the host (like the kiosk). */
export const publicOnlineMenuRoutes: FastifyPluginAsyncZod<{ estimates: WaitEstimates }> = async (
  app,
  { estimates },
) => {
  app.get(
    '/api/public/online-menu',
    {
      schema: {
        tags,
        summary:
          'What the online menu offers now: fulfilments, delivery zones, scheduling window, ' +
          'payments, the wait and busy mode (scheduled orders only). The catalogue is ' +
          "GET /api/public/menu; 'wait.changed' on its stream says ask again",
        response: { 200: publicOnlineMenuSchema },
      },
    },
    async (request, reply): Promise<PublicOnlineMenu> => {
      const establishment = await request.tenant();
      reply.header('cache-control', 'no-store');
      const now = app.clock.now();
      const config = await readOnlineMenu(app.db, establishment.id);
      const on = config.enabled;
      const hours = establishment.businessHours ?? null;
      const windows = config.fulfilments.agendar
        ? scheduleWindows(hours, now, config.schedule)
        : [];
      const { fulfilments, payments } = config;
      const busy = busyModeOfShop(establishment);
      return {
        enabled: on,
        openNow: isOpenAt(hours, now),
        fulfilments: {
          mesa: on && fulfilments.mesa,
          retirada: on && fulfilments.retirada,
          entrega: on && fulfilments.entrega && config.zones.length > 0,
          agendar: on && fulfilments.agendar && windows.length > 0,
        },
        zones: on && fulfilments.entrega ? config.zones : [],
        schedule: fulfilments.agendar
          ? { windows: windows.map(toScheduleWindow), slots: scheduleSlots(windows) }
          : null,
        payments: { ...payments, pix: payments.pix && pixReadyAt(establishment) },
        waitMinutes: await estimates.minutes(establishment.id),
        busy: busy.active,
        scheduledOnly: busy.scheduledOnly,
      };
    },
  );
};
