import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicEstablishmentSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { findEstablishmentById, toPublicEstablishment } from './establishments.service';
import type { FiscalStatusPort } from './fiscal-status';

export const establishmentsRoutes: FastifyPluginAsyncZod<FiscalStatusPort> = async (
  app,
  fiscal,
) => {
  app.get(
    '/api/admin/establishment',
    {
      config: { action: 'shop.view' },
      schema: {
        tags: ['admin'],
        summary: "The signed-in admin's establishment",
        response: { 200: publicEstablishmentSchema },
      },
    },
    async (request) => {
      const establishment = await findEstablishmentById(
        app.db,
        await request.adminEstablishmentId(),
      );
      if (!establishment) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado');
      const enabled = await fiscal.isFiscalEnabled(app.db, establishment.id);
      return toPublicEstablishment(establishment, { enabled });
    },
  );
};
