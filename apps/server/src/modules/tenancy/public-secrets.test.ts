import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertEstablishment } from '../../test/factories';

const secrets = {
  mercadopagoAccessToken: 'APP_USR-secret-token-1234567890',
  mercadopagoWebhookSecret: 'whsec-very-secret-0987654321',
  cardTerminalIp: '10.9.8.7',
};

/**
 * Walks every GET route the app registers and calls it anonymously from the tenant's host:
 * no establishment secret may appear in any answer. New routes are covered automatically. The
 * kiosk's pages too: they carry the shop (plugins/web-app.ts).
 */
describe('anonymous responses never leak establishment secrets', () => {
  let t: TestApp;
  const routes: string[] = [];

  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'comanda-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<html><head></head><body></body></html>');
    t = await createTestApp({}, { webDistDir });
    await insertEstablishment(t.app.db, { name: 'Burger Demo', subdomain: 'demo', ...secrets });
    routes.push(...t.app.routeList.filter((r) => r.method === 'GET').map((r) => r.url));
    routes.push('/totem', '/totem/categorias');
  });
  afterAll(() => t.close());

  it('found the public routes to check', () => {
    expect(routes).toContain('/api/public/establishment');
  });

  it('no GET answer contains a secret', async () => {
    // An open event stream never ends (inject would wait forever): the menu's carries no data.
    for (const route of routes.filter((url) => url !== '/api/public/menu/events')) {
      const url = route
        .replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000')
        .replace('*', 'x');
      for (const host of ['demo.localhost', 'localhost']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { host } });
        if (url === '/totem') expect(res.body).toContain('Burger Demo');
        for (const secret of Object.values(secrets)) {
          expect(res.body, `${url} on ${host}`).not.toContain(secret);
        }
      }
    }
  });
});
