import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { appLoaderHash } from './first-screen';

/** The security headers of every answer: helmet's defaults, with the kiosk's images and http. */
export const securityHeadersOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      // /cardapio's loader of the app (decision 088), the one inline script, by its hash.
      'script-src': ["'self'", appLoaderHash],
      // Shops run the kiosk on plain http inside their network and on *.localhost in dev.
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * helmet's headers on every request, as @fastify/helmet sets them, made cheaper (issue 38):
 * @fastify/helmet builds a new helmet middleware (options checked, the CSP string written) in
 * each request's hook, and runs a second hook per request for the route options and nonces this
 * app does not use. Here the middleware is built once and run in one callback-style onRequest
 * hook (no promise), in the same place of the hook chain. security-headers.test.ts compares the
 * answers with @fastify/helmet's.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'comanda-security-headers' },
);
