import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { meSchema, setupRequestSchema, setupStatusSchema } from '@comanda/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sendProblem } from '../../lib/http';
import { authProblem, type AuthErrorBody } from './auth-errors';
import { rememberClientAddress } from './auth-policy';
import type { AuthPorts } from './auth-ports';
import { createFirstSuperAdmin, getMe, superAdminExists } from './auth.service';

function toFetchRequest(request: FastifyRequest): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = request.body !== undefined && request.method !== 'GET';
  const fetchRequest = new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
  // The throttle (auth-policy.ts) counts per address as Fastify's proxy rules read it.
  return rememberClientAddress(fetchRequest, request.ip);
}

/** Relays better-auth's answer, turning its errors into our problem+json in Portuguese. */
async function relay(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!response.ok && response.status !== 302) {
    const body = text ? (JSON.parse(text) as AuthErrorBody) : null;
    const problem = authProblem(response.status, body);
    return sendProblem(
      reply.status(response.status),
      problem.code,
      problem.message,
      problem.errors,
    );
  }
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  return reply.status(response.status).send(text);
}

export const authRoutes: FastifyPluginAsyncZod<AuthPorts> = async (app, ports) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.hostInfo.kind === 'tenant') {
        throw new AppError('FORBIDDEN', 'Entre pelo endereço principal da plataforma');
      }
      // The sign-up gate, the login throttle and disabled accounts are decided inside
      // better-auth on the endpoint it runs (auth-policy.ts), not on this request's URL.
      return relay(reply, await app.auth.handler(toFetchRequest(request)));
    },
  });

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with roles and establishment',
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user)
        throw new AppError(
          'UNAUTHENTICATED',
          'Você precisa estar autenticado para acessar esta área',
        );
      const me = await getMe(app.db, ports, user.id);
      return { ...me, terminal: user.terminal && { locked: user.terminal.locked } };
    },
  );

  app.get(
    '/api/setup/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the first super admin exists',
        response: { 200: setupStatusSchema },
      },
    },
    async () => ({ configured: await superAdminExists(app.db) }),
  );

  app.post(
    '/api/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create the first super admin (only while none exists)',
        body: setupRequestSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (request.hostInfo.kind === 'tenant') {
        throw new AppError('FORBIDDEN', 'Entre pelo endereço principal da plataforma');
      }
      const { name, email, password } = request.body;
      await createFirstSuperAdmin(app.db, { name, email, password });
      return reply.status(201).send({ ok: true as const });
    },
  );
};
