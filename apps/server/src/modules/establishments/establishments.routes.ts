import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicEstablishmentSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { AppError } from '../../lib/app-error';
import { findEstablishmentById, toPublicEstablishment } from './establishments.service';
import type { FiscalStatusPort } from './fiscal-status';

export const establishmentsRoutes: FastifyPluginAsyncZod<FiscalStatusPort> = async (
  app,
  fiscal,
) => {
  const routes = adminRoutes(app, { action: 'shop.view', tags: ['admin'] });

  routes.get(
    '/api/admin/establishment',
    { summary: "The signed-in admin's establishment", response: publicEstablishmentSchema },
    async ({ establishmentId }) => {
      const establishment = await findEstablishmentById(app.db, establishmentId);
      if (!establishment) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado');
      const enabled = await fiscal.isFiscalEnabled(app.db, establishment.id);
      return toPublicEstablishment(establishment, { enabled });
    },
  );
};
