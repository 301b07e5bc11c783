import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashMovementSchema,
  closeRegisterSchema,
  openRegisterSchema,
  registerViewSchema,
} from '@comanda/shared';
import { operatorOf } from './operator';
import { closeApproval, sangriaApprover } from './register-approvals.service';
import { closeRegister, openRegister, recordCashMovement } from './registers.service';

const tags = ['admin', 'cash-register'];
const params = z.object({ id: z.string() });

/** What the operator does with their register: open it, move cash in or out, close it. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const registerActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/cash-registers',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: 'Open a register with its opening float (one open per operator and name)',
        body: openRegisterSchema,
        response: { 201: registerViewSchema },
      },
    },
    async (request, reply) => {
      const { establishmentId, operator } = await operatorOf(request);
      const view = await openRegister(
        app.db,
        establishmentId,
        operator,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send(view);
    },
  );

  app.post(
    '/api/admin/cash-registers/:id/movements',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary:
          'Sangria (cash out) or suprimento (cash in), with a reason; a sangria above the ' +
          "shop's threshold needs another person's approval (a Gerente's or the admin's)",
        params,
        body: cashMovementSchema,
        response: { 200: registerViewSchema },
      },
    },
    async (request) => {
      const { establishmentId, operator } = await operatorOf(request);
      const deps = { db: app.db, ip: request.ip };
      const approver = await sangriaApprover(deps, establishmentId, operator, request.body);
      return recordCashMovement(
        app.db,
        establishmentId,
        request.params.id,
        operator,
        request.body,
        app.clock.now(),
        approver,
      );
    },
  );

  app.post(
    '/api/admin/cash-registers/:id/close',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary:
          'Close with a blind count; prints the closing report. A difference above the ' +
          "shop's threshold needs another person's approval (a Gerente's or the admin's)",
        params,
        body: closeRegisterSchema,
        response: { 200: registerViewSchema },
      },
    },
    async (request) => {
      const { establishmentId, operator } = await operatorOf(request);
      const { id } = request.params;
      const deps = { db: app.db, ip: request.ip };
      const approval = await closeApproval(deps, establishmentId, id, operator, request.body);
      return closeRegister(
        app.db,
        app.realtime,
        establishmentId,
        id,
        operator,
        request.body,
        app.clock.now(),
        approval,
      );
    },
  );
};
