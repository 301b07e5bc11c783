import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseHost, type HostConfig, type HostInfo } from '@comanda/shared';
import type { TenantCache } from '../tenancy';
import type { CachedMenu } from './menu-cache';
import { encodedBody, matchesEtag } from './menu-answer';

/**
 * The kiosk's menu read without the framework (issue 38, decision 081). Most of the
 * platform's requests are the kiosks' `GET /api/public/menu` and its 304s, answered from
 * memory: the menu cache holds the body, its compressions and its ETag, the tenant cache the
 * shop. Fastify's routing, request and reply objects, child logger and hook chain cost several
 * times what answering does, so a request that is exactly that read is answered here, in front
 * of Fastify, with the same checks and the same bytes:
 *
 * - the same tenant resolution (the Host parsed as the tenancy plugin does, the same tenant
 *   cache); an unknown or inactive shop, or any failure, goes to Fastify, which answers it;
 * - the same headers: the fast path answers only after Fastify has answered the menu once
 *   (a 200, and a 304 for 304s), and then sends the headers Fastify sent (helmet's security
 *   headers, cache-control, vary, content-type) with the ETag, coding and length of this answer;
 * - anything else goes to Fastify untouched: another path or spelling (a query string, a
 *   trailing slash, percent-escapes), another method (HEAD), a body, a forwarded host, a closing
 *   server, and every request while debug logging is on (Fastify logs each one then).
 *
 * `app.inject` does not go through the HTTP server, so tests that inject exercise Fastify's route.
 */
export interface MenuFastPath {
  /** The menu route's answer, whose headers the fast path sends from then on. */
  learn(reply: FastifyReply): void;
  /** Menu reads answered here since start (tests check that the fast path answered). */
  readonly served: number;
}

export const menuPath = '/api/public/menu';

/** Written by Node for each answer, or different for each menu and coding. */
const perAnswer = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'content-length',
  'content-encoding',
]);

declare module 'fastify' {
  interface FastifyInstance {
    menuFastPath: MenuFastPath;
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Answer {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/** The headers of the route's answer, but those Node writes or that differ by menu and coding. */
function headersToReplay(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!perAnswer.has(name.toLowerCase()) && value !== undefined) {
      headers[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
    }
  }
  return headers;
}

/**
 * `make(key)` kept for the next call with the same key: a kiosk fleet sends a handful of Host
 * and Accept-Encoding values. Bounded: past `limit` distinct keys it starts over.
 */
function memo<V>(make: (key: string) => V, limit = 1000): (key: string) => V {
  const made = new Map<string, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      if (made.size >= limit) made.clear();
      made.set(key, (value = make(key)));
    }
    return value;
  };
}

/**
 * The answers to one menu version, made once: the header objects for each coding and the 304,
 * from the templates Fastify's answers left (`stamp` says which ones).
 */
interface MenuAnswers {
  stamp: number;
  byCoding: Map<string, Answer>;
  byAcceptEncoding: Map<string, Answer>;
  notModified: Answer | null;
}

function answersOf(menu: CachedMenu, templates: Map<number, OutgoingHttpHeaders>, stamp: number) {
  const notModified = templates.get(304);
  return {
    stamp,
    byCoding: new Map<string, Answer>(),
    byAcceptEncoding: new Map<string, Answer>(),
    notModified: notModified
      ? { statusCode: 304, headers: { ...notModified, etag: menu.etag } }
      : null,
  } satisfies MenuAnswers;
}

/** Distinct Accept-Encoding values remembered per menu version; others are chosen each time. */
const acceptEncodingsKept = 100;

/**
 * The 200 in the coding the client takes (as the route chooses it): made once per menu and
 * coding, and found by the client's Accept-Encoding after the first time.
 */
function bodyAnswer(
  menu: CachedMenu,
  answers: MenuAnswers,
  template: OutgoingHttpHeaders,
  acceptEncoding: string,
): Answer {
  const known = answers.byAcceptEncoding.get(acceptEncoding);
  if (known) return known;
  const { coding, body } = encodedBody(menu, acceptEncoding || undefined);
  const key = coding ?? '';
  let answer = answers.byCoding.get(key);
  if (!answer) {
    const headers: OutgoingHttpHeaders = {
      ...template,
      etag: menu.etag,
      'content-length': body.length,
    };
    if (coding) headers['content-encoding'] = coding;
    answers.byCoding.set(key, (answer = { statusCode: 200, headers, body }));
  }
  if (answers.byAcceptEncoding.size < acceptEncodingsKept) {
    answers.byAcceptEncoding.set(acceptEncoding, answer);
  }
  return answer;
}

/** `answer`, counted as served. */
function answer(given: Answer, state: { served: number }) {
  state.served++;
  return given;
}

function sendAnswer(answer: Answer, res: ServerResponse) {
  res.writeHead(answer.statusCode, answer.headers);
  res.end(answer.body);
}

/** Whether `req` is exactly the read the fast path answers the way Fastify would. */
function isMenuRead(
  req: IncomingMessage,
  state: { closing: boolean; debugLogging: boolean; templates: Map<number, unknown> },
) {
  return (
    req.url === menuPath &&
    req.method === 'GET' &&
    !state.closing &&
    !state.debugLogging &&
    state.templates.has(200) &&
    req.headers['x-forwarded-host'] === undefined &&
    req.headers['content-length'] === undefined &&
    req.headers['transfer-encoding'] === undefined &&
    typeof req.headers.host === 'string'
  );
}

/**
 * Puts the fast path in front of Fastify's request handler on `app.server`. `tenants` is the
 * tenancy plugin's cache (the one `request.cachedTenant()` reads).
 */
export function installMenuFastPath(
  app: FastifyInstance,
  options: { hostConfig: HostConfig; tenants: TenantCache },
): MenuFastPath {
  const { tenants } = options;
  const templates = new Map<number, OutgoingHttpHeaders>();
  let stamp = 0;
  const made = new WeakMap<CachedMenu, MenuAnswers>();
  const hostOf = memo((host: string) => parseHost(host, options.hostConfig));
  const state = {
    closing: false,
    // QuietSuccessLog logs each answer at debug: with that on, every request goes to Fastify.
    debugLogging: app.log.level === 'debug' || app.log.level === 'trace',
    templates,
    served: 0,
  };
  app.addHook('preClose', async () => {
    state.closing = true;
  });

  /** The answer to `req` from `menu`; null leaves it to Fastify (no 304 answered there yet). */
  function answerFrom(menu: CachedMenu, req: IncomingMessage): Answer | null {
    let answers = made.get(menu);
    if (!answers || answers.stamp !== stamp)
      made.set(menu, (answers = answersOf(menu, templates, stamp)));
    const ifNoneMatch = req.headers['if-none-match'];
    if (
      ifNoneMatch !== undefined &&
      (ifNoneMatch === menu.etag || matchesEtag(ifNoneMatch, menu.etag))
    ) {
      return answers.notModified;
    }
    return bodyAnswer(menu, answers, templates.get(200)!, req.headers['accept-encoding'] ?? '');
  }

  /** Without a promise when the shop and its menu are in memory, as they are nearly always. */
  function answerNow(host: HostInfo, req: IncomingMessage): Answer | null | undefined {
    const establishment = tenants.peek(host);
    const menu = establishment && app.menuCache.peek(establishment);
    return menu && answerFrom(menu, req);
  }

  /** Reads what is not in memory; null for Fastify (an unknown shop, a database error). */
  async function answerLater(host: HostInfo, req: IncomingMessage): Promise<Answer | null> {
    try {
      return answerFrom(await app.menuCache.get(await tenants.get(host)), req);
    } catch {
      return null;
    }
  }

  const server = app.server;
  const [fastify] = server.listeners('request') as Handler[];
  if (!fastify) throw new Error('menu fast path: the server has no request handler');
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!isMenuRead(req, state)) return fastify(req, res);
    const host = hostOf(req.headers.host!);
    const now = answerNow(host, req);
    if (now) return sendAnswer(answer(now, state), res);
    if (now === null) return fastify(req, res);
    void answerLater(host, req).then((later) =>
      later ? sendAnswer(answer(later, state), res) : fastify(req, res),
    );
  });

  return {
    learn(reply) {
      if (reply.statusCode === 200 || reply.statusCode === 304) {
        templates.set(reply.statusCode, headersToReplay(reply));
        stamp++;
      }
    },
    get served() {
      return state.served;
    },
  };
}
