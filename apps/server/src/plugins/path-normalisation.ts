import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { pathOf } from '../lib/http';

/*
 * The router decodes percent-escapes and better-auth has a router of its own, so one API
 * endpoint can be reached through many spellings: /api/auth/./sign-in/email, //api/..., /%61pi/...
 * A policy that compares the raw URL (a throttle, a gate, the origin check) could be walked
 * around by spelling the path differently. API paths must therefore arrive in their one
 * canonical spelling; anything else is refused before any other hook runs. This is the edge
 * only: the auth policies are decided on the endpoint better-auth runs (modules/auth/auth-policy.ts).
 */

const unreservedEscape = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/** RFC 3986 normalisation: unreserved escapes decoded, dot segments and empty segments removed. */
export function canonicalPath(path: string): string {
  const decoded = path.replace(unreservedEscape, (escape) =>
    String.fromCharCode(parseInt(escape.slice(1), 16)),
  );
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

const isApiPath = (path: string) => /^\/api(\/|$)/i.test(canonicalPath(path));

/** Characters with no use in an API path that routers read in different ways. */
const ambiguous = /[%;\\]/;

export const invalidPathMessage = 'Endereço da requisição inválido';

export const pathNormalisationPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook (no promise per request); what it throws reaches Fastify as its error.
    app.addHook('onRequest', (request, _reply, done) => {
      checkPath(request);
      done();
    });
  },
  { name: 'comanda-path-normalisation' },
);

function checkPath(request: FastifyRequest): void {
  // Only origin-form targets (`/path?query`): an absolute-form request line
  // (`POST http://host/api/...`) or a fragment (`/api/...#x`) is read one way by the router
  // and another by whatever compares the URL, whatever the path.
  const target = request.raw.url ?? '';
  if (!target.startsWith('/') || target.includes('#')) {
    throw new AppError('VALIDATION_FAILED', invalidPathMessage);
  }
  const path = pathOf(request);
  if (!isApiPath(path)) return;
  // A route registered with a trailing slash (the API docs' index) keeps it.
  const trailingSlash = path.length > 1 && path.endsWith('/');
  const expected =
    canonicalPath(path) + (trailingSlash && request.routeOptions.url?.endsWith('/') ? '/' : '');
  // `/API/...` is refused too: the router is case-sensitive, a policy might not be.
  if (path !== expected || ambiguous.test(path) || !path.startsWith('/api')) {
    throw new AppError('VALIDATION_FAILED', invalidPathMessage);
  }
}
