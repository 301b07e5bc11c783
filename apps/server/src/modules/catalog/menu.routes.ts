import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kioskMenuSchema } from '@comanda/shared';
import type { CachedMenu } from './menu-cache';
import { acceptsEncoding } from '../../lib/http';
import { limitKiosk } from '../../lib/rate-limits';

/** RFC 9110 §13.1.2: If-None-Match compares weakly and may list several tags, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The cached body the client can take: brotli, else gzip, else plain JSON. */
function encodedBody(menu: CachedMenu, acceptEncoding: string | undefined) {
  if (menu.br && acceptsEncoding(acceptEncoding, 'br')) return { coding: 'br', body: menu.br };
  if (menu.gzip && acceptsEncoding(acceptEncoding, 'gzip')) {
    return { coding: 'gzip', body: menu.gzip };
  }
  return { coding: undefined, body: menu.json };
}

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
