import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pinPersonSchema, switchOperatorSchema, terminalStateSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { AppError } from '../../lib/app-error';
import { auditorOf } from '../audit';
import { approversWithPins, peopleWithPins } from './pins.service';
import {
  endTerminal,
  lockTerminal,
  operatorOfTerminal,
  startTerminal,
  switchOperator,
  terminalIdleMinutes,
  terminalOfSession,
} from './terminal.service';

const done = z.object({ ok: z.literal(true) });

/** The signed-in session's id (the terminal is a session of the shop's admin). */
async function sessionIdOf(request: FastifyRequest) {
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida');
  return user.sessionId;
}

/** This session as the shop's terminal, or a 409 when it is not one. */
async function terminalOf(request: FastifyRequest, establishmentId: string) {
  const terminal = await terminalOfSession(
    request.server.db,
    establishmentId,
    await sessionIdOf(request),
  );
  if (!terminal) throw new AppError('CONFLICT', 'Esta sessão não é o terminal da loja');
  return terminal;
}

/** What the PDV shows: whether this session is the terminal, who operates it, who may switch in. */
async function terminalState(request: FastifyRequest, establishmentId: string) {
  const db = request.server.db;
  const terminal = await terminalOfSession(db, establishmentId, await sessionIdOf(request));
  return {
    terminal: terminal !== null,
    operator: terminal ? await operatorOfTerminal(db, terminal) : null,
    idleMinutes: await terminalIdleMinutes(db, establishmentId),
    people: terminal ? await peopleWithPins(db, establishmentId) : [],
  };
}

/**
 * The PDV left signed in as the shop's terminal (issue 32 item 3, decision 056): the admin
 * turns it on and off; anyone with a PIN switches in ("Trocar operador"), or locks it.
 */
export const terminalRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'terminal.use', tags: ['admin', 'terminal'] });

  routes.get(
    '/api/admin/terminal',
    {
      summary: 'Whether this session is the shop terminal, its operator and who may switch in',
      response: terminalStateSchema,
    },
    async ({ establishmentId, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return terminalState(request, establishmentId);
    },
  );

  routes.post(
    '/api/admin/terminal',
    {
      summary: "Leave this session signed in as the shop's terminal (locked until a PIN)",
      action: 'settings.manage',
      response: done,
    },
    async ({ establishmentId, request }) => {
      await startTerminal(app.db, establishmentId, await sessionIdOf(request));
      return { ok: true as const };
    },
  );

  routes.delete(
    '/api/admin/terminal',
    {
      summary: 'End the terminal mode (the admin, switched in by PIN)',
      action: 'settings.manage',
      response: done,
    },
    async ({ establishmentId, request }) => {
      const terminal = await terminalOf(request, establishmentId);
      await endTerminal(app.db, terminal.establishmentId, terminal.sessionId);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/admin/terminal/operator',
    {
      summary: 'Switch operators: choose a name and type their PIN (ten wrong lock it)',
      body: switchOperatorSchema,
      response: pinPersonSchema,
    },
    async ({ establishmentId, body, request }) => {
      const terminal = await terminalOf(request, establishmentId);
      return switchOperator(app.db, terminal, body, await auditorOf(request, 'Terminal'));
    },
  );

  routes.get(
    '/api/admin/approvers',
    {
      summary: 'Who may approve by PIN at this screen (a Gerente or the admin with a PIN)',
      action: 'pdv.sell',
      response: z.array(pinPersonSchema),
    },
    async ({ establishmentId }) => approversWithPins(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/terminal/lock',
    {
      summary: 'Lock the terminal ("Trocar operador", or idle): nobody operates it',
      response: done,
    },
    async ({ establishmentId, request }) => {
      await lockTerminal(app.db, await terminalOf(request, establishmentId));
      return { ok: true as const };
    },
  );
};
