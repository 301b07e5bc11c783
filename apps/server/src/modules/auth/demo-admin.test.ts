import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, mainHost, post, signIn } from '../../test/auth-helpers';
import { generateDemoAdmin, rememberDemoAdmin } from './demo-admin';

describe("the demo shop's admin", () => {
  let t: TestApp;
  const credentials = generateDemoAdmin();

  beforeAll(async () => {
    t = await createTestApp({ DEV_HOST_PATTERNS: '*.preview.example.com' });
    expect(
      await seedDemoData(t.app.db, { uploads: t.app.storage.uploads, demoAdmin: credentials }),
    ).toBe(true);
    await rememberDemoAdmin(t.app.db, t.config.DATA_DIR, credentials);
  });
  afterAll(() => t.close());

  const hint = (host: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/api/setup/demo-admin', headers: { host }, remoteAddress });

  it('gets a long random password, different on every installation', () => {
    expect(credentials.password).toMatch(/^[\w-]{16}$/);
    expect(generateDemoAdmin().password).not.toBe(credentials.password);
  });

  it('signs in and administers the demo shop at once', async () => {
    const { res, cookie } = await signIn(t.app, credentials.email, credentials.password);
    expect(res.statusCode).toBe(200);
    const me = (await get(t.app, '/api/me', cookie)).json();
    expect(me).toMatchObject({ roles: ['admin'], establishment: { name: 'Burger Demo' } });
    const products = await get(t.app, '/api/admin/products', cookie);
    expect(products.statusCode).toBe(200);
    expect(products.json().length).toBeGreaterThan(10);
  });

  it('is shown to a browser on the same machine', async () => {
    for (const host of [mainHost, '127.0.0.1:3000', '[::1]:3000']) {
      const res = await hint(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.json()).toEqual({ establishmentName: 'Burger Demo', ...credentials });
    }
    expect((await hint(mainHost, '::ffff:127.0.0.1')).statusCode).toBe(200);
    // The operator declared this preview host a demo.
    expect((await hint('pr-7.preview.example.com', '203.0.113.9')).statusCode).toBe(200);
  });

  it('is never shown from another machine, a tenant or a real domain, whatever the Host says', async () => {
    expect((await hint(mainHost, '192.168.0.20')).statusCode).toBe(404);
    expect((await hint(mainHost, '203.0.113.9')).statusCode).toBe(404);
    expect((await hint('demo.localhost:3000')).statusCode).toBe(404);
    expect((await hint('comanda.example.com')).statusCode).toBe(404);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/api/setup/demo-admin',
      headers: { host: mainHost, 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('is never shown through a reverse proxy on the same machine', async () => {
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host']) {
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/api/setup/demo-admin',
        headers: { host: mainHost, [header]: '203.0.113.9' },
        remoteAddress: '127.0.0.1',
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    // The same data behind TRUST_PROXY: only the configuration differs from the app above.
    const local = {
      method: 'GET' as const,
      url: '/api/setup/demo-admin',
      headers: { host: mainHost },
    };
    expect((await t.app.inject(local)).statusCode).toBe(200);
    const behindProxy = await buildApp({
      config: { ...t.config, TRUST_PROXY: 1 },
      database: t.database,
      webDistDir: null,
      logger: false,
    });
    try {
      expect((await behindProxy.inject(local)).statusCode).toBe(404);
    } finally {
      await behindProxy.close();
    }
  });

  it('disappears once the generated password is changed', async () => {
    const { cookie } = await signIn(t.app, credentials.email, credentials.password);
    const changed = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: credentials.password, newPassword: 'minha-senha-nova' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const res = await hint(mainHost);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(credentials.password);
  });
});
