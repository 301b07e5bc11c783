import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing API request from a browser must come
 * from a page of the same host. Browsers always send Origin on such requests; a request
 * without Origin is accepted only when it carries no cookie (servers: webhooks, print agent).
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook (no promise per request); what it throws reaches Fastify as its error.
    app.addHook('onRequest', (request, _reply, done) => {
      checkOrigin(request);
      done();
    });
  },
  { name: 'comanda-origin-check' },
);

function checkOrigin(request: FastifyRequest): void {
  // Every state-changing request, whatever its path: keying on the URL's spelling let
  // `/%61pi/admin/...` (the same route to the router) skip the check.
  if (safeMethods.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) {
    if (request.headers.cookie) throw new AppError('FORBIDDEN', 'Origem da requisição ausente');
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN', 'Origem da requisição inválida');
  }
  if (originHost.toLowerCase() !== request.host.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'Origem da requisição não permitida');
  }
}
