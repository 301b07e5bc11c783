import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { soldOutMarkSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { markSoldOut } from './availability.service';

const params = z.object({ id: z.string() });

/** 'Esgotado' by hand on a product's parts: an extra, a free-text option (decision 069). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'stock.soldOut', tags: ['admin', 'catalog'] });

  for (const [path, kind] of [
    ['extras', 'extra'],
    ['choice-options', 'option'],
  ] as const) {
    routes.put(
      `/api/admin/${path}/:id/sold-out`,
      {
        summary: `Mark ${kind === 'extra' ? 'an extra' : 'a free-text option'} 'Esgotado' (for a period) or back`,
        params,
        body: soldOutMarkSchema,
      },
      async ({ establishmentId, params, body, request }) =>
        markSoldOut(
          app.db,
          app.realtime,
          await auditorOf(request),
          establishmentId,
          { kind, id: params.id },
          body,
        ),
    );
  }
};
