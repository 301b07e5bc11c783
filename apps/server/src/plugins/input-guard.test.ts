import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { mainHost, mainOrigin, signUp } from '../test/auth-helpers';
import { signUpAdminOf } from '../test/factories';
import { insertKioskShop } from '../test/kiosk-orders';
import { controlCharacterMessage } from './input-guard';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
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
  if (schema.format === 'email') return 'fuzz@example.com';
  return 'texto';
}

/** Every path to a leaf of a sample body. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function replaced(body: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

const nul = 'a\u0000b';
const overlong = 'x'.repeat(200_000);
const wrongTypes: unknown[] = [null, 1e20, -1, 1.5, true, [], {}, 'texto', nul];

describe('input guard', () => {
  let t: TestApp;
  let shopHost: string;
  let adminCookie: string;
  let superCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: 'super@comanda.example' });
    const shop = await insertKioskShop(t.app);
    shopHost = shop.host;
    adminCookie = await signUpAdminOf(t.app, shop.shop.id);
    superCookie = (await signUp(t.app, { email: 'super@comanda.example' })).cookie;
  });
  afterAll(() => t.close());

  it('answers a NUL byte in a text field with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: `Lanches${'\u0000'}` },
      headers: { host: mainHost, origin: mainOrigin, cookie: adminCookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: `name: ${controlCharacterMessage}`,
      errors: [{ path: 'name', message: controlCharacterMessage }],
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: { items: [{ productId: randomUUID(), quantity: 1, notes: 'sem\u0000cebola' }] },
      headers: { host: shopHost, origin: `http://${shopHost}`, 'idempotency-key': randomUUID() },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual([
      { path: 'items.0.notes', message: controlCharacterMessage },
    ]);
  });

  it('fuzzes every JSON route: malformed bodies never answer 5xx', async () => {
    const spec = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    const routes = t.app.routeList.filter(
      ({ method, url }) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && url.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const schema =
        spec.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.[
          'application/json'
        ]?.schema;
      const valid = route.url.startsWith('/api/auth/')
        ? { email: 'fuzz@example.com', password: 'senha-segura-123', name: 'Fuzz' }
        : sample(schema);
      const bodies: unknown[] = [...wrongTypes, { deep: [[[[[[[[{}]]]]]]]] }];
      for (const path of leaves(valid)) {
        bodies.push(replaced(valid, path, nul), replaced(valid, path, overlong));
        for (const wrong of [null, 2 ** 53, -(2 ** 31), 'texto', []])
          bodies.push(replaced(valid, path, wrong));
      }
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'sign-up/email');
      const identities = url.startsWith('/api/superadmin/')
        ? [{ host: mainHost, cookie: superCookie }]
        : url.startsWith('/api/admin/')
          ? [{ host: mainHost, cookie: adminCookie }]
          : [
              { host: shopHost, cookie: '' },
              { host: mainHost, cookie: '' },
            ];
      for (const identity of identities) {
        for (const body of [...bodies, '{"broken json', `"${nul}"`]) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            payload: typeof body === 'string' && body.startsWith('{') ? body : JSON.stringify(body),
            headers: {
              host: identity.host,
              origin: `http://${identity.host}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
              ...(identity.cookie ? { cookie: identity.cookie } : {}),
            },
          });
          requests += 1;
          if (res.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(routes.length * 10);
    expect(failures).toEqual([]);
  }, 240_000);
});
