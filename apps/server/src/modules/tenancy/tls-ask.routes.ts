import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeHost, parseHost } from '@comanda/shared';
import { findActiveBySubdomain } from '../establishments';

/** One DNS label: a shop's subdomain never holds a dot. */
const singleLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Caddy's `on_demand_tls` asks here before it obtains a certificate for a host it has not seen
 * (issue 37, compose.yaml): 200 for the main domain, `www.` and the subdomain of an active
 * shop; 404 for any other name, so nobody can make the proxy request certificates for names
 * that are not ours by pointing them at it.
 */
export const tlsAskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/tls-ask',
    {
      schema: {
        tags: ['platform'],
        summary: "Whether a host name is the platform's or an active shop's (Caddy on_demand_tls)",
        querystring: z.object({ domain: z.string().trim().min(1).max(253) }),
      },
    },
    async (request, reply) => {
      const host = normalizeHost(request.query.domain);
      const appDomain = normalizeHost(app.config.APP_DOMAIN);
      const info = parseHost(host, { appDomain });
      const ours =
        host === appDomain ||
        host === `www.${appDomain}` ||
        (info.kind === 'tenant' &&
          singleLabel.test(info.subdomain) &&
          !!(await findActiveBySubdomain(app.db, info.subdomain)));
      return reply
        .code(ours ? 200 : 404)
        .header('cache-control', 'no-store')
        .send({ ok: ours });
    },
  );
};
