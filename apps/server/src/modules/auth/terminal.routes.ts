import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pinPersonSchema, switchOperatorSchema, terminalStateSchema } from '@comanda/shared';
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

const tags = ['admin', 'terminal'];
const done = z.object({ ok: z.literal(true) });

/** The signed-in session and its shop, for the terminal's routes. */
async function sessionOf(request: FastifyRequest) {
  const establishmentId = await request.adminEstablishmentId();
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida');
  return { establishmentId, sessionId: user.sessionId };
}

/** This session as the shop's terminal, or a 409 when it is not one. */
async function terminalOf(request: FastifyRequest) {
  const { establishmentId, sessionId } = await sessionOf(request);
  const terminal = await terminalOfSession(request.server.db, establishmentId, sessionId);
  if (!terminal) throw new AppError('CONFLICT', 'Esta sessão não é o terminal da loja');
  return terminal;
}

/**
 * The PDV left signed in as the shop's terminal (issue 32 item 3, decision 056): the admin
 * turns it on and off; anyone with a PIN switches in ("Trocar operador"), or locks it.
 */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const terminalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/terminal',
    {
      config: { action: 'terminal.use' },
      schema: {
        tags,
        summary: 'Whether this session is the shop terminal, its operator and who may switch in',
        response: { 200: terminalStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { establishmentId, sessionId } = await sessionOf(request);
      const terminal = await terminalOfSession(app.db, establishmentId, sessionId);
      return {
        terminal: terminal !== null,
        operator: terminal ? await operatorOfTerminal(app.db, terminal) : null,
        idleMinutes: await terminalIdleMinutes(app.db, establishmentId),
        people: terminal ? await peopleWithPins(app.db, establishmentId) : [],
      };
    },
  );

  app.post(
    '/api/admin/terminal',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: "Leave this session signed in as the shop's terminal (locked until a PIN)",
        response: { 200: done },
      },
    },
    async (request) => {
      const { establishmentId, sessionId } = await sessionOf(request);
      await startTerminal(app.db, establishmentId, sessionId);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/admin/terminal',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'End the terminal mode (the admin, switched in by PIN)',
        response: { 200: done },
      },
    },
    async (request) => {
      const terminal = await terminalOf(request);
      await endTerminal(app.db, terminal.establishmentId, terminal.sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/terminal/operator',
    {
      config: { action: 'terminal.use' },
      schema: {
        tags,
        summary: 'Switch operators: choose a name and type their PIN (ten wrong lock it)',
        body: switchOperatorSchema,
        response: { 200: pinPersonSchema },
      },
    },
    async (request) => {
      const terminal = await terminalOf(request);
      return switchOperator(app.db, terminal, request.body, await auditorOf(request, 'Terminal'));
    },
  );

  app.get(
    '/api/admin/approvers',
    {
      config: { action: 'pdv.sell' },
      schema: {
        tags,
        summary: 'Who may approve by PIN at this screen (a Gerente or the admin with a PIN)',
        response: { 200: z.array(pinPersonSchema) },
      },
    },
    async (request) => approversWithPins(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/terminal/lock',
    {
      config: { action: 'terminal.use' },
      schema: {
        tags,
        summary: 'Lock the terminal ("Trocar operador", or idle): nobody operates it',
        response: { 200: done },
      },
    },
    async (request) => {
      await lockTerminal(app.db, await terminalOf(request));
      return { ok: true as const };
    },
  );
};
