import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  accountDisabledMessage,
  meSchema,
  setupRequestSchema,
  setupStatusSchema,
  signupClosedMessage,
} from '@comanda/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pathOf, sendProblem } from '../../lib/http';
import { authProblem } from './auth-errors';
import { isSignupOpen } from '../platform';
import { createFirstSuperAdmin, getMe, superAdminExists } from './auth.service';
import { isEmailDisabled } from './users.service';
import {
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
  throttledMessage,
} from './login-throttle';

const signInPath = '/api/auth/sign-in/email';
const signUpPath = '/api/auth/sign-up/email';

function toFetchRequest(request: FastifyRequest): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = request.body !== undefined && request.method !== 'GET';
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Relays better-auth's answer, turning its errors into our problem+json in Portuguese. */
async function relay(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!response.ok && response.status !== 302) {
    const body = text ? (JSON.parse(text) as { code?: string; message?: string }) : null;
    const problem = authProblem(response.status, body);
    return sendProblem(reply.status(response.status), problem.code, problem.message);
  }
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  return reply.status(response.status).send(text);
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Public sign-up follows the platform setting, except on a fresh installation: until a super
   * admin exists, signing up with SUPER_ADMIN_EMAIL is one of the ways to create the first one.
   */
  async function assertSignupAllowed(): Promise<void> {
    if ((await isSignupOpen(app.db)) || !(await superAdminExists(app.db))) return;
    throw new AppError('FORBIDDEN', signupClosedMessage);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.hostInfo.kind === 'tenant') {
        throw new AppError('FORBIDDEN', 'Entre pelo endereço principal da plataforma');
      }
      // The path is in its canonical spelling (plugins/path-normalisation.ts refuses others),
      // the same one better-auth routes on.
      const path = request.method === 'POST' ? pathOf(request) : null;
      if (path === signUpPath) await assertSignupAllowed();
      const email = path === signInPath ? emailOf(request.body) : null;
      if (email && (await isLoginThrottled(app.db, email, request.ip))) {
        throw new AppError('RATE_LIMITED', throttledMessage);
      }
      // Said before the password is checked: the super admin disabled it, guessing is moot.
      if (email && (await isEmailDisabled(app.db, email))) {
        throw new AppError('FORBIDDEN', accountDisabledMessage);
      }
      const response = await app.auth.handler(toFetchRequest(request));
      if (email) {
        if (response.status === 401) await recordLoginFailure(app.db, email, request.ip);
        else if (response.ok) await clearLoginFailures(app.db, email);
      }
      return relay(reply, response);
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
      return getMe(app.db, user.id);
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
