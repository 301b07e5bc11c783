import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentRegisterSchema, registerListSchema, registerViewSchema } from '@comanda/shared';
import { historyScopeOf, operatorOf } from './operator';
import { currentRegister, listRegisters, registerView } from './registers.service';

const tags = ['admin', 'cash-register'];
const params = z.object({ id: z.string() });

/** The cash register (caixa) of the signed-in operator, and the shop's closing reports. */
export const registersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/cash-registers/current',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: "The signed-in operator's open register, or null",
        response: { 200: currentRegisterSchema },
      },
    },
    async (request) => {
      const { establishmentId, operator } = await operatorOf(request);
      return { register: await currentRegister(app.db, establishmentId, operator) };
    },
  );

  app.get(
    '/api/admin/cash-registers',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: "The shop's registers, newest first",
        response: { 200: registerListSchema },
      },
    },
    async (request) => {
      const { establishmentId, onlyOperatorId } = await historyScopeOf(request);
      return { registers: await listRegisters(app.db, establishmentId, onlyOperatorId) };
    },
  );

  app.get(
    '/api/admin/cash-registers/:id',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: 'A register with its ledger and, once closed, its closing report',
        params,
        response: { 200: registerViewSchema },
      },
    },
    async (request) => {
      const { establishmentId, onlyOperatorId } = await historyScopeOf(request);
      return registerView(app.db, establishmentId, request.params.id, onlyOperatorId);
    },
  );
};
