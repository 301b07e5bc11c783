import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disableNumbersInputSchema,
  fiscalDisablementSchema,
  fiscalDisablementsSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { disableNumbers, listDisablements, numberGaps } from './disablement.service';

/** Inutilização of NFC-e numbers (decision 033), from /admin/pedidos. */
export const disablementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'fiscal.manage', tags: ['admin', 'fiscal'] });

  routes.get(
    '/api/admin/fiscal/disablements',
    {
      summary: 'Numbers still to inutilizar per series, and the inutilizações asked',
      response: fiscalDisablementsSchema,
    },
    async ({ establishmentId }) => {
      const [gaps, disablements] = await Promise.all([
        numberGaps(app.fiscalEmission, establishmentId),
        listDisablements(app.fiscalEmission, establishmentId),
      ]);
      return { gaps, disablements };
    },
  );

  routes.post(
    '/api/admin/fiscal/disablements',
    {
      summary: 'Ask the SEFAZ to inutilizar a range of a series (kept with its answer)',
      body: disableNumbersInputSchema,
      response: fiscalDisablementSchema,
    },
    async ({ establishmentId, body, request }) =>
      disableNumbers(app.fiscalEmission, establishmentId, body, await auditorOf(request)),
  );
};
