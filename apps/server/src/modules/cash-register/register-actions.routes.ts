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
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** What the operator does with their register: open it, move cash in or out, close it. */
export const registerActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'cash-register'] });

  routes.post(
    '/api/admin/cash-registers',
    {
      summary: 'Open a register with its opening float (one open per operator and name)',
      body: openRegisterSchema,
      response: registerViewSchema,
      status: 201,
    },
    async ({ establishmentId, body, request }) => {
      const { operator } = await operatorOf(request);
      return openRegister(app.db, establishmentId, operator, body, app.clock.now());
    },
  );

  routes.post(
    '/api/admin/cash-registers/:id/movements',
    {
      summary:
        'Sangria (cash out) or suprimento (cash in), with a reason; a sangria above the ' +
        "shop's threshold needs another person's approval (a Gerente's or the admin's)",
      params,
      body: cashMovementSchema,
      response: registerViewSchema,
    },
    async ({ establishmentId, params, body, request }) => {
      const { operator } = await operatorOf(request);
      const deps = { db: app.db, ip: request.ip };
      const approver = await sangriaApprover(deps, establishmentId, operator, body);
      const now = app.clock.now();
      return recordCashMovement(app.db, establishmentId, params.id, operator, body, now, approver);
    },
  );

  routes.post(
    '/api/admin/cash-registers/:id/close',
    {
      summary:
        'Close with a blind count; prints the closing report. A difference above the ' +
        "shop's threshold needs another person's approval (a Gerente's or the admin's)",
      params,
      body: closeRegisterSchema,
      response: registerViewSchema,
    },
    async ({ establishmentId, params: { id }, body, request }) => {
      const { operator } = await operatorOf(request);
      const deps = { db: app.db, ip: request.ip };
      const approval = await closeApproval(deps, establishmentId, id, operator, body);
      const now = app.clock.now();
      return closeRegister(
        app.db,
        app.realtime,
        establishmentId,
        id,
        operator,
        body,
        now,
        approval,
      );
    },
  );
};
