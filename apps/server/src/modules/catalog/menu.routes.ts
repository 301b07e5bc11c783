import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kioskMenuSchema } from '@comanda/shared';
import { encodedBody, matchesEtag } from './menu-answer';
import { limitKiosk } from '../../lib/rate-limits';

export { matchesEtag } from './menu-answer';

/** The kiosk's one menu call: anonymous, the establishment comes from the host alone. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/menu',
    {
      schema: {
        tags: ['kiosk'],
        summary: "The host's menu: categories, products, add-ons, drinks and desserts",
        response: { 200: kioskMenuSchema, 304: z.void() },
      },
      // What was sent is what the fast path in front of Fastify sends (menu-fast-path.ts).
      onResponse: async (_request, reply) => app.menuFastPath?.learn(reply),
    },
    async (request, reply) => {
      // The tenant from memory: the kiosk's hottest call costs no database round trip.
      const establishment = await request.cachedTenant();
      const menu = await app.menuCache.get(establishment);
      // no-cache: revalidate every time (cheap with the ETag), so an admin's change shows on
      // the next read; the kiosk's query cache decides how often it reads.
      reply
        .header('etag', menu.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // No body and so no Content-Length: a 304 describes the representation it stands for.
      if (matchesEtag(request.headers['if-none-match'], menu.etag)) return reply.code(304).send();
      // Sent as made once per menu version: no validation, serialisation or compression here.
      const { coding, body } = encodedBody(menu, request.headers['accept-encoding']);
      if (coding) reply.header('content-encoding', coding);
      // The schema documents the body; the bytes are already the serialised menu.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/public/menu/events',
    {
      schema: {
        tags: ['kiosk'],
        summary: "Server-Sent Events: 'menu.changed' whenever the host's menu changes",
      },
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      await limitKiosk(request, 'streams', establishment.id);
      app.realtime.stream(request, reply, [`menu:${establishment.id}`]);
    },
  );
};
