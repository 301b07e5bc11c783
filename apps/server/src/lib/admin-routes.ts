import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAction } from '@comanda/shared';

/*
 * One way to declare a back-office route (issue 29, item 4). Every /api/admin route repeats the
 * same frame: the staff action it needs (decision 051), its OpenAPI tags and summary, its zod
 * schemas, the signed-in admin's establishment, and the status it answers. `adminRoutes` holds
 * that frame once per file, so a route says only what is its own.
 */

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const csvContentType = 'text/csv; charset=utf-8';
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What every route of one file shares. */
export interface AdminRoutesFrame {
  /** What the routes need in the staff matrix (decision 051); a route may name another. */
  action: StaffAction;
  tags: string[];
}

/** One route: its summary, what it reads, and what it answers. */
export interface AdminRouteSpec<
  P extends z.ZodType,
  B extends z.ZodType,
  Q extends z.ZodType,
  R extends z.ZodType | undefined,
> {
  summary: string;
  action?: StaffAction;
  params?: P;
  body?: B;
  querystring?: Q;
  /** The answer's schema; without one the route answers 204 with no body. */
  response?: R;
  /** 201 for a route that creates; 200 otherwise. */
  status?: 200 | 201;
  /** The media types of a file's answer, for OpenAPI. */
  produces?: string[];
  /** Fastify's options the frame does not cover (a larger body limit). */
  options?: Pick<RouteShorthandOptions, 'bodyLimit'>;
}

/** What a route's handler receives: the parsed request, and the admin's establishment. */
export interface AdminRouteInput<P extends z.ZodType, B extends z.ZodType, Q extends z.ZodType> {
  /** The signed-in admin's shop (403 while the account is not linked), never one the client names. */
  establishmentId: string;
  params: z.output<P>;
  body: z.output<B>;
  query: z.output<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<R extends z.ZodType | undefined> = R extends z.ZodType ? z.input<R> : void;

type Declare = <
  P extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  R extends z.ZodType | undefined = undefined,
>(
  url: string,
  spec: AdminRouteSpec<P, B, Q, R>,
  handle: (input: AdminRouteInput<P, B, Q>) => Promise<Answer<R>> | Answer<R>,
) => void;

/** A file the browser downloads. */
export interface Download {
  contentType: string;
  fileName: string;
  body: string | Buffer | Uint8Array;
}

type DeclareDownload = <P extends z.ZodType = z.ZodNever, Q extends z.ZodType = z.ZodNever>(
  url: string,
  spec: Omit<AdminRouteSpec<P, z.ZodNever, Q, undefined>, 'body' | 'response' | 'status'>,
  handle: (input: AdminRouteInput<P, z.ZodNever, Q>) => Promise<Download>,
) => void;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The routes of one file: `routes.get(url, spec, handle)` and the same for each method, and
 * `routes.download(url, spec, handle)` for a GET that answers a file.
 */
export function adminRoutes(app: ZodApp, frame: AdminRoutesFrame) {
  type AnySpec = AdminRouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType | undefined>;
  const register = (
    method: Method,
    url: string,
    spec: AnySpec,
    response: Record<number, z.ZodType> | undefined,
    send: (input: AdminRouteInput<z.ZodType, z.ZodType, z.ZodType>) => Promise<unknown>,
  ) => {
    const { summary, params, body, querystring, produces } = spec;
    // Typed as a plain schema: the caller's handler already ties the input and answer types.
    const schema: FastifySchema = {
      tags: frame.tags,
      summary,
      ...(params && { params }),
      ...(body && { body }),
      ...(querystring && { querystring }),
      ...(produces && { produces }),
      ...(response && { response }),
    };
    app.route({
      method,
      url,
      ...spec.options,
      config: { action: spec.action ?? frame.action },
      schema,
      handler: async (request, reply) =>
        send({
          establishmentId: await request.adminEstablishmentId(),
          params: request.params,
          body: request.body,
          query: request.query,
          request,
          reply,
        }),
    });
  };

  const declare =
    (method: Method): Declare =>
    (url, spec, handle) => {
      // No answer's schema: 204 with no body.
      const status = spec.response ? (spec.status ?? 200) : 204;
      const response = { [status]: spec.response ?? z.null() };
      register(method, url, spec, response, async (input) => {
        const answer = await handle(input as AdminRouteInput<never, never, never>);
        return input.reply.code(status).send(spec.response ? answer : null);
      });
    };

  const download: DeclareDownload = (url, spec, handle) =>
    register('GET', url, spec, undefined, async (input) => {
      const { contentType, fileName, body } = await handle(
        input as AdminRouteInput<never, never, never>,
      );
      return sendDownload(input.reply, contentType, fileName, body);
    });

  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
    download,
  };
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
