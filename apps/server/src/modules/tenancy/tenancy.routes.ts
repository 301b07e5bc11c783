import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicEstablishmentSchema } from '@comanda/shared';
import { toPublicEstablishment } from '../establishments';
import { isFiscalEnabled } from '../fiscal';

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/establishment',
    {
      schema: {
        tags: ['kiosk'],
        summary: "The current host's establishment (public fields only)",
        response: { 200: publicEstablishmentSchema },
      },
    },
    async (request) => {
      const establishment = await request.tenant();
      const enabled = await isFiscalEnabled(app.db, establishment.id);
      return toPublicEstablishment(establishment, { enabled });
    },
  );
};
