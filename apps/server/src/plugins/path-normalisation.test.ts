import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { mainHost, mainOrigin, signUp, uniqueEmail } from '../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../test/factories';
import { loginThrottle } from '../modules/auth/login-throttle';
import { platformSettings } from '../modules/platform/platform.tables';
import { canonicalPath, invalidPathMessage } from './path-normalisation';

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/**
 * A real HTTP request with the path sent byte for byte (fetch and inject would normalise
 * `/./` and `//` before the server sees them, hiding the very trick under test).
 */
function send(
  port: number,
  method: string,
  path: string,
  options: { body?: object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        // A fresh connection each time: a refused request's unread body ends its connection.
        agent: false,
        method,
        path,
        headers: {
          host: mainHost,
          ...(payload
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const setCookie = res.headers['set-cookie'] ?? [];
        // An event stream never ends by itself: its status and headers are the answer.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          resolve({ status: res.statusCode ?? 0, body: '', setCookie });
          req.destroy();
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            setCookie,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('canonicalPath', () => {
  it('decodes unreserved escapes and removes dot and empty segments', () => {
    expect(canonicalPath('/%61pi/auth/./sign-in//email')).toBe('/api/auth/sign-in/email');
    expect(canonicalPath('//api/admin/%2e%2e/me')).toBe('/api/me');
    expect(canonicalPath('/api/me/')).toBe('/api/me');
  });
});

describe('API paths spelled differently', () => {
  let t: TestApp;
  let port: number;
  const json = { origin: mainOrigin };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cannot skip the login throttle through /api/auth/./sign-in/email', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 1; attempt <= loginThrottle.maxPerAccount; attempt += 1) {
      const res = await send(port, 'POST', '/api/auth/sign-in/email', {
        body: { email, password: `errada-${attempt}` },
        headers: json,
      });
      expect(res.status).toBe(401);
    }
    // Locked. The same request through a dot segment, with the right password:
    for (const path of [
      '/api/auth/./sign-in/email',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/%65mail',
    ]) {
      const res = await send(port, 'POST', path, { body: { email, password }, headers: json });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ detail: invalidPathMessage });
      expect(res.setCookie).toEqual([]);
    }
    const plain = await send(port, 'POST', '/api/auth/sign-in/email', {
      body: { email, password },
      headers: json,
    });
    expect(plain.status).toBe(429);
  });

  it('cannot sign up through /api/auth/./sign-up/email while public sign-up is closed', async () => {
    await t.app.db
      .insert(platformSettings)
      .values({ id: 1, signupOpen: false })
      .onConflictDoUpdate({ target: platformSettings.id, set: { signupOpen: false } });
    await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: {
        name: 'Dona',
        email: uniqueEmail('dona'),
        password: 'segredo-forte',
        confirmPassword: 'segredo-forte',
      },
      headers: { host: mainHost, origin: mainOrigin },
    });
    const email = uniqueEmail('intruso');
    const body = { name: 'Intruso', email, password: 'senha-segura-123' };
    const sneaky = await send(port, 'POST', '/api/auth/./sign-up/email', { body, headers: json });
    expect(sneaky.status).toBe(400);
    const plain = await send(port, 'POST', '/api/auth/sign-up/email', { body, headers: json });
    expect(plain.status).toBe(403);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    await t.app.db.update(platformSettings).set({ signupOpen: true });
  });

  it('refuses a target with a fragment or in absolute form before any policy (issue 31, 1)', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 1; attempt <= loginThrottle.maxPerAccount; attempt += 1) {
      await send(port, 'POST', '/api/auth/sign-in/email', {
        body: { email, password: `errada-${attempt}` },
        headers: json,
      });
    }
    // The account is locked; these spellings reached better-auth and got a session.
    for (const path of [
      '/api/auth/sign-in/email#x',
      `${mainOrigin}/api/auth/sign-in/email`,
      'http://127.0.0.1/api/auth/sign-in/email',
    ]) {
      const res = await send(port, 'POST', path, { body: { email, password }, headers: json });
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toMatchObject({ detail: invalidPathMessage });
      expect(res.setCookie, path).toEqual([]);
    }
    await t.app.db
      .insert(platformSettings)
      .values({ id: 1, signupOpen: false })
      .onConflictDoUpdate({ target: platformSettings.id, set: { signupOpen: false } });
    try {
      for (const path of ['/api/auth/sign-up/email#x', `${mainOrigin}/api/auth/sign-up/email`]) {
        const newcomer = uniqueEmail('fragmento');
        const body = { name: 'Intruso', email: newcomer, password: 'senha-segura-123' };
        const res = await send(port, 'POST', path, { body, headers: json });
        expect(res.status, path).toBe(400);
        expect(await t.app.db.select().from(users).where(eq(users.email, newcomer))).toEqual([]);
      }
    } finally {
      await t.app.db.update(platformSettings).set({ signupOpen: true });
    }
  });

  it("cannot pass the Origin check through /%61pi/admin/... from a sibling shop's page", async () => {
    const shop = await insertEstablishment(t.app.db);
    const cookie = await signUpAdminOf(t.app, shop.id);
    const attack = await send(port, 'POST', '/%61pi/admin/categories', {
      body: { name: 'Invadida' },
      headers: { cookie, origin: 'http://outra-loja.localhost:3000' },
    });
    expect(attack.status).toBe(400);
    const rows = await t.app.db
      .select()
      .from(categories)
      .where(eq(categories.establishmentId, shop.id));
    expect(rows).toEqual([]);
  });

  it('walks every registered route: no other spelling of its path gets past where the plain path stops', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const concrete = (url: string) =>
      url
        .replace(/:[A-Za-z]+/g, id)
        .replace(/\*$/, url.startsWith('/api/auth/') ? 'sign-in/email' : 'x');
    // The last segment in capitals: the routers are case-sensitive, so this is another route
    // (with its own guard) or none.
    const capitalised = (path: string) =>
      path.replace(/\/([a-z-]+)$/, (segment) => segment.toUpperCase());
    const variants = (path: string) => {
      const [, first, ...rest] = path.split('/');
      const tail = rest.length ? `/${rest.join('/')}` : '';
      const encodedFirst = `%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}`;
      return [
        `/${first}/.${tail}`,
        `/${first}/./${rest.join('/')}`.replace(/\/$/, ''),
        `//${first}${tail}`,
        `/${first}/${tail}`,
        `/${encodedFirst}${tail}`,
        `/${first}${tail.replace(/\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`)}`,
        `${path}/`,
        `/${first}/x/..${tail}`,
        `/${first}/x/%2e%2e${tail}`,
        `/${first!.toUpperCase()}${tail}`,
        capitalised(path),
        // Issue 31: a fragment, an absolute-form request line, characters after the path.
        `${path}#x`,
        `${mainOrigin}${path}`,
        `${path};x`,
        `${path}%20`,
        `${path}.`,
      ].filter((variant) => variant !== path);
    };
    const routes = t.app.routeList.filter(({ method }) => method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    let checked = 0;
    const walk = async (route: { method: string; url: string }, index: number) => {
      const path = concrete(route.url);
      const options = {
        ...(route.method === 'GET' ? {} : { body: {} }),
        headers: { origin: mainOrigin },
      };
      const plain = await send(port, route.method, path, options);
      // Every spelling on every auth route; elsewhere each spelling on every other route, so
      // each kind still meets every area and the walk stays within seconds on two cores.
      const sample = variants(path).filter(
        (_, i) => path.startsWith('/api/auth/') || (i + index) % 2 === 0,
      );
      const answers = await Promise.all(
        sample.map((variant) =>
          send(port, route.method, variant, options)
            .then((answer) => ({ variant, answer }))
            .catch((error: Error) => {
              throw new Error(`${route.method} ${variant}: ${error.message}`);
            }),
        ),
      );
      for (const { variant, answer } of answers) {
        const where = `${route.method} ${variant} (plain ${path}: ${plain.status})`;
        const refused =
          answer.status === 400 && JSON.parse(answer.body).detail === invalidPathMessage;
        if (
          /^\/api(\/|$)/.test(path) &&
          variant !== capitalised(path) &&
          !/[.%]$|;x$/.test(variant)
        ) {
          expect(refused, `${where}: ${answer.status}`).toBe(true);
        } else {
          // Refused at the edge, no such route, or the plain path's own answer: never one that
          // got further than the plain path.
          expect([plain.status, 400, 403, 404], where).toContain(answer.status);
          if (answer.status < 400) expect(answer.status, where).toBe(plain.status);
        }
        expect(answer.setCookie, where).toEqual([]);
        checked += 1;
      }
    };
    for (let start = 0; start < routes.length; start += 4) {
      await Promise.all(routes.slice(start, start + 4).map((route, i) => walk(route, start + i)));
    }
    expect(checked).toBeGreaterThan(routes.length * 5);
  }, 60_000);
});
