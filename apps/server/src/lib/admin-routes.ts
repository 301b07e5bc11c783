import type { FastifyReply, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { StaffAction } from '@comanda/shared';
import type { Database } from '../db/client';

/*
 * The two shapes every admin read repeats (issue 29, item 4): "GET a list or a page of the
 * signed-in admin's shop, filtered by a querystring", and "hand the same rows out as a file".
 * One way to write each, so a new screen does not copy twenty lines of route options.
 */

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const csvContentType = 'text/csv; charset=utf-8';
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface AdminQueryRoute<Q extends z.ZodType, R extends z.ZodType> {
  /** What the route needs in the staff matrix (decision 051). */
  action: StaffAction;
  tags: string[];
  summary: string;
  querystring: Q;
  /** The 200 answer's schema. */
  response: R;
}

/**
 * GET `url`: `load(db, the admin's establishment, the parsed querystring)`. The establishment
 * is the signed-in admin's (403 while the account is not linked), never one the client names.
 */
export function adminQueryRoute<Q extends z.ZodType, R extends z.ZodType>(
  app: ZodApp,
  url: string,
  { action, tags, summary, querystring, response }: AdminQueryRoute<Q, R>,
  load: (db: Database, establishmentId: string, query: z.output<Q>) => Promise<z.input<R>>,
): void {
  // Typed as a plain schema: the caller's `load` already ties the query and answer types.
  const schema: FastifySchema = { tags, summary, querystring, response: { 200: response } };
  app.get(url, { config: { action }, schema }, async (request) =>
    load(app.db, await request.adminEstablishmentId(), request.query as z.output<Q>),
  );
}

/** Answers with `body` as a file the browser downloads under `fileName`. */
export function sendDownload(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  body: string | Buffer | Uint8Array,
): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
