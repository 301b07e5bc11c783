import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disableNumbersInputSchema,
  fiscalDisablementSchema,
  fiscalDisablementsSchema,
} from '@comanda/shared';
import { auditorOf } from '../audit';
import { disableNumbers, listDisablements, numberGaps } from './disablement.service';

const tags = ['admin', 'fiscal'];

/** Inutilização of NFC-e numbers (decision 033), from /admin/pedidos. */
export const disablementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/fiscal/disablements',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: 'Numbers still to inutilizar per series, and the inutilizações asked',
        response: { 200: fiscalDisablementsSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const [gaps, disablements] = await Promise.all([
        numberGaps(app.fiscalEmission, establishmentId),
        listDisablements(app.fiscalEmission, establishmentId),
      ]);
      return { gaps, disablements };
    },
  );

  app.post(
    '/api/admin/fiscal/disablements',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: 'Ask the SEFAZ to inutilizar a range of a series (kept with its answer)',
        body: disableNumbersInputSchema,
        response: { 200: fiscalDisablementSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return disableNumbers(
        app.fiscalEmission,
        establishmentId,
        request.body,
        await auditorOf(request),
      );
    },
  );
};
