import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentRegisterSchema, registerListSchema, registerViewSchema } from '@comanda/shared';
import { historyScopeOf, operatorOf } from './operator';
import { currentRegister, listRegisters, registerView } from './registers.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** The cash register (caixa) of the signed-in operator, and the shop's closing reports. */
export const registersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'cash-register'] });

  routes.get(
    '/api/admin/cash-registers/current',
    { summary: "The signed-in operator's open register, or null", response: currentRegisterSchema },
    async ({ establishmentId, request }) => {
      const { operator } = await operatorOf(request);
      return { register: await currentRegister(app.db, establishmentId, operator) };
    },
  );

  routes.get(
    '/api/admin/cash-registers',
    { summary: "The shop's registers, newest first", response: registerListSchema },
    async ({ establishmentId, request }) => {
      const { onlyOperatorId } = await historyScopeOf(request);
      return { registers: await listRegisters(app.db, establishmentId, onlyOperatorId) };
    },
  );

  routes.get(
    '/api/admin/cash-registers/:id',
    {
      summary: 'A register with its ledger and, once closed, its closing report',
      params,
      response: registerViewSchema,
    },
    async ({ establishmentId, params, request }) => {
      const { onlyOperatorId } = await historyScopeOf(request);
      return registerView(app.db, establishmentId, params.id, onlyOperatorId);
    },
  );
};
