import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicEstablishmentSchema } from '@comanda/shared';
import type { FiscalStatusPort } from '../establishments';
import { publicEstablishment } from './tenancy.service';
import { tlsAskRoutes } from './tls-ask.routes';

/** The public establishment; `fiscal` comes from app.ts (decision 037). */
export const tenancyRoutes: FastifyPluginAsyncZod<FiscalStatusPort> = async (app, fiscal) => {
  await app.register(tlsAskRoutes);
  app.get(
    '/api/public/establishment',
    {
      schema: {
        tags: ['kiosk'],
        summary: "The current host's establishment (public fields only)",
        response: { 200: publicEstablishmentSchema },
      },
    },
    async (request) => publicEstablishment(app.db, fiscal, await request.tenant()),
  );
};
