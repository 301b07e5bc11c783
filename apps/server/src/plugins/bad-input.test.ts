import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { mainHost, signUp } from '../test/auth-helpers';
import { signUpAdminOf } from '../test/factories';
import { insertKioskShop } from '../test/kiosk-orders';
import { brokenCharacterMessage, controlCharacterMessage, nestingMessage } from './input-guard';

/*
 * One walk over every JSON route with bad bodies (issue 30 item 8, issue 31 item 9): wrong
 * types, nulls, numbers too big, missing fields, lone surrogates, nesting 10,000 deep. Each
 * body spoils every field at once (one answer names them all), so the walk stays a few
 * seconds: five requests a route, one shop.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** A body shaped like the schema asks, to be spoilt one field at a time. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'texto';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  const type = [schema.type].flat()[0];
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
    );
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `fuzz-${randomUUID()}@example.com`;
  return 'texto válido de exemplo'.padEnd(schema.minLength ?? 0, '.');
}

type Path = (string | number)[];

/** Every path to a leaf of a sample body. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function replaced(body: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

const missing = Symbol('missing');

/** `body` with each leaf replaced by what `spoil` makes of it, in turn (`missing` drops it). */
function spoilt(body: unknown, spoil: (leaf: unknown, turn: number) => unknown): unknown {
  let turn = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk).filter((item) => item !== missing);
    if (node && typeof node === 'object') {
      const entries = Object.entries(node).map(([key, value]) => [key, walk(value)] as const);
      return Object.fromEntries(entries.filter(([, value]) => value !== missing));
    }
    return spoil(node, turn++);
  };
  return walk(body);
}

const depth = 10_000;
const deepArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const loneSurrogate = 'texto \ud800 quebrado';
/** Every other field null, the others missing. */
const absent = (_leaf: unknown, turn: number) => (turn % 2 ? missing : null);
/** Every other field of the wrong type, the others too big for any column. */
const wrong = (leaf: unknown, turn: number) => {
  if (typeof leaf === 'string') return turn % 2 ? 'x'.repeat(20_000) : 12345;
  if (typeof leaf === 'number') return turn % 2 ? 2 ** 53 : 'texto';
  return typeof leaf === 'boolean' ? 'sim' : [];
};
const surrogates = (leaf: unknown) => (typeof leaf === 'string' ? loneSurrogate : leaf);

/** better-auth's endpoints behind its one wildcard route, with a body each accepts. */
const authBodies: Record<string, Record<string, unknown>> = {
  'sign-up/email': { email: 'fuzz@example.com', password: 'senha-segura-123', name: 'Fuzz' },
  'sign-in/email': { email: 'fuzz@example.com', password: 'senha-segura-123' },
  'update-user': { name: 'Novo Nome', image: 'https://example.com/a.png' },
  'change-password': { currentPassword: 'errada-123456', newPassword: 'outra-senha-123' },
  'request-password-reset': { email: 'fuzz@example.com', redirectTo: '/auth/redefinir' },
  'two-factor/enable': { password: 'errada-123456' },
};

interface Target {
  method: string;
  url: string;
  valid: unknown;
  host: string;
  cookie: string;
}

/**
 * The bodies sent to one route, each spoiling all its fields at once (one answer names them
 * all): fields null or missing, of the wrong type or too big, every text with a lone
 * surrogate; then one field null in turn with the rest valid; and a nesting 10,000 deep.
 */
function badBodies(valid: unknown, turn: number): string[] {
  const paths = leaves(valid);
  const bodies = [
    spoilt(valid, absent),
    spoilt(valid, wrong),
    spoilt(valid, surrogates),
    replaced(valid, paths[turn % paths.length]!, null),
  ];
  return [...bodies.map((body) => JSON.stringify(body) ?? '{}'), turn % 2 ? deepObject : deepArray];
}

interface Answer {
  request: string;
  deep: boolean;
  status: number;
  body: { detail?: string; title?: string; errors?: { path: string; message: string }[] };
}

describe('bad input on every JSON route', () => {
  let t: TestApp;
  const answers: Answer[] = [];
  let routeCount = 0;
  let adminCookie = '';
  let shopHost = '';

  async function targets(): Promise<Target[]> {
    const shop = await insertKioskShop(t.app);
    shopHost = shop.host;
    adminCookie = await signUpAdminOf(t.app, shop.shop.id);
    const superCookie = (await signUp(t.app, { email: 'super@comanda.example' })).cookie;
    const spec = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    const routes = t.app.routeList.filter(
      ({ method, url }) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) &&
        url.startsWith('/api/') &&
        // Takes no body, and turns the admin's session into a locked terminal that answers 423
        // to every later target (decision 056); terminal.routes.test.ts covers it.
        !(method === 'POST' && url === '/api/admin/terminal'),
    );
    routeCount = routes.length;
    return routes.flatMap((route): Target[] => {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      if (url === '/api/auth/*') {
        return Object.entries(authBodies).map(([endpoint, valid]) => ({
          method: route.method,
          url: `/api/auth/${endpoint}`,
          valid,
          host: mainHost,
          cookie: adminCookie,
        }));
      }
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const schema =
        spec.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.[
          'application/json'
        ]?.schema;
      const admin = url.startsWith('/api/admin/');
      const platform = url.startsWith('/api/superadmin/');
      return [
        {
          method: route.method,
          url,
          valid: sample(schema),
          host: admin || platform ? mainHost : shop.host,
          cookie: platform ? superCookie : admin ? adminCookie : '',
        },
      ];
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: 'super@comanda.example' });
    for (const [turn, target] of (await targets()).entries()) {
      for (const payload of badBodies(target.valid, turn)) {
        const res = await t.app.inject({
          method: target.method as 'POST',
          url: target.url,
          payload,
          headers: {
            host: target.host,
            origin: `http://${target.host}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            ...(target.cookie ? { cookie: target.cookie } : {}),
          },
        });
        answers.push({
          request: `${target.method} ${target.url} ${payload.slice(0, 100)}`,
          deep: payload === deepArray || payload === deepObject,
          status: res.statusCode,
          body: String(res.headers['content-type']).includes('json') ? res.json() : {},
        });
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  it('answers no bad body with a 5xx', () => {
    expect(routeCount).toBeGreaterThan(30);
    expect(answers.length).toBeGreaterThan(routeCount * 4);
    const failures = answers
      .filter((answer) => answer.status >= 500)
      .map((answer) => `${answer.request}: ${answer.status} ${JSON.stringify(answer.body)}`);
    expect(failures).toEqual([]);
  });

  it('answers a body nested 10,000 deep with 400 naming the field', () => {
    const deep = answers.filter((answer) => answer.deep);
    expect(deep.length).toBeGreaterThan(routeCount);
    for (const answer of deep) {
      expect(answer.status, answer.request).toBe(400);
      expect(answer.body.errors, answer.request).toEqual([
        { path: expect.any(String), message: nestingMessage },
      ]);
    }
  });

  it('answers a NUL byte in a text field with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: { items: [{ productId: randomUUID(), quantity: 1, notes: 'sem\u0000cebola' }] },
      headers: { host: shopHost, origin: `http://${shopHost}`, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: controlCharacterMessage,
      errors: [{ path: 'items.0.notes', message: controlCharacterMessage }],
    });
  });

  it('answers a lone surrogate bound for a jsonb column with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Sobremesas da casa', translations: { en: { name: 'Desserts \ud800' } } },
      headers: { host: mainHost, origin: `http://${mainHost}`, cookie: adminCookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: brokenCharacterMessage,
      errors: [{ path: 'translations.en.name', message: brokenCharacterMessage }],
    });
  });

  it('words every refusal in plain Portuguese, the field apart from the message', () => {
    // Webhooks answer payment providers, not people.
    const refusals = answers.filter(
      ({ status, request }) => status >= 400 && status < 500 && !request.includes('/api/webhooks/'),
    );
    expect(refusals.filter(({ status }) => status === 400).length).toBeGreaterThan(routeCount * 2);
    const failures: string[] = [];
    for (const { request, body } of refusals) {
      const messages = [body.title, body.detail, ...(body.errors ?? []).map((e) => e.message)];
      const fields = (body.errors ?? []).map((issue) => issue.path).filter(Boolean);
      for (const message of messages) {
        const fault = faultOf(message, fields);
        if (fault) failures.push(`${request}: ${fault} in "${message}"`);
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  });
});

/** Words of validator jargon or English that a person must never read. */
const jargon =
  /Entrada inválida|esperava|recebeu|Grande demais|Pequeno demais|[<>]=?\s*\d|\b(invalid|expected|received|required|must|should|input|string|number|array|object|undefined|null|NaN|body|the|is|of|and|to|too|not|cannot|unexpected|request|error)\b|\[object/i;

function faultOf(message: string | undefined, fields: string[]): string | null {
  if (!message?.trim()) return 'an empty message';
  const prefix = /^\s*([A-Za-z_][\w.[\]]*)\s*:/.exec(message)?.[1];
  if (prefix && (fields.includes(prefix) || prefix.includes('.') || /^[a-z]/.test(prefix)))
    return `the field "${prefix}"`;
  if (fields.some((field) => field.includes('.') && message.includes(field))) return 'a field path';
  const word = jargon.exec(message)?.[0];
  return word ? `"${word}"` : null;
}
