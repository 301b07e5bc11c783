import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifoodPauseInputSchema, ifoodPauseSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import type { IfoodClientSource } from './ifood-connection.service';
import { ifoodPause, pauseIfood, resumeIfood } from './ifood-pause.service';

/** /admin/integracoes → "iFood" → "Pausar iFood" and "Retomar iFood" (issue 34). */
export const ifoodPauseRoutes: FastifyPluginAsyncZod<{ ifood: IfoodClientSource }> = async (
  app,
  { ifood },
) => {
  const routes = adminRoutes(app, {
    action: 'integrations.manage',
    tags: ['admin', 'marketplaces'],
  });
  const url = '/api/admin/integrations/ifood/pause';

  routes.get(
    url,
    { summary: 'The pause of the iFood store in force, if any', response: ifoodPauseSchema },
    ({ establishmentId }) => ifoodPause(app.db, ifood, establishmentId, app.clock.now()),
  );

  routes.post(
    url,
    {
      summary: '"Pausar iFood": an interruption of the store on iFood from now',
      body: ifoodPauseInputSchema,
      response: ifoodPauseSchema,
    },
    async ({ establishmentId, body, request }) =>
      pauseIfood(app.db, ifood, establishmentId, await auditorOf(request), body, app.clock.now()),
  );

  routes.delete(
    url,
    { summary: '"Retomar iFood": ends the pause in force', response: ifoodPauseSchema },
    async ({ establishmentId, request }) =>
      resumeIfood(app.db, ifood, establishmentId, await auditorOf(request), app.clock.now()),
  );
};
