import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicEstablishmentSchema } from '@comanda/shared';
import { publicEstablishment } from './tenancy.service';

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
    async (request) => publicEstablishment(app.db, await request.tenant()),
  );
};
