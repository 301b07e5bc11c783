import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kioskMenuSchema } from '@comanda/shared';
import { kioskMenu, menuEtag } from './menu.service';

/** RFC 9110 §13.1.2: If-None-Match compares weakly and may list several tags, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The kiosk's one menu call: anonymous, the establishment comes from the host alone. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/menu',
    {
      schema: {
        tags: ['kiosk'],
        summary: "The host's menu: categories, products, add-ons, drinks and desserts",
        response: { 200: kioskMenuSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      const menu = await kioskMenu(app.db, establishment.id);
      const etag = menuEtag(menu);
      // no-cache: revalidate every time (cheap with the ETag), so an admin's change shows on
      // the next read; the kiosk's query cache decides how often it reads.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return menu;
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
      app.realtime.stream(request, reply, [`menu:${establishment.id}`]);
    },
  );
};
