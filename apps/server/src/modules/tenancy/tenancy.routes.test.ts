import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertEstablishment } from '../../test/factories';

const get = (t: TestApp, host: string) =>
  t.app.inject({ method: 'GET', url: '/api/public/establishment', headers: { host } });

describe('GET /api/public/establishment with APP_DOMAIN=localhost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertEstablishment(t.app.db, {
      name: 'Primeira',
      subdomain: 'primeira',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    await insertEstablishment(t.app.db, {
      name: 'Burger Demo',
      subdomain: 'demo',
      theme: 'vermelho',
      slogan: 'Slogan',
    });
    await insertEstablishment(t.app.db, { name: 'Fechada', subdomain: 'fechada', active: false });
    await insertEstablishment(t.app.db, {
      name: 'Sem Pressa',
      subdomain: 'calma',
      kioskIdleSeconds: 240,
    });
  });
  afterAll(() => t.close());

  it("answers the establishment's own kiosk idle timeout", async () => {
    expect((await get(t, 'calma.localhost:3000')).json()).toMatchObject({ kioskIdleSeconds: 240 });
  });

  it('answers the tenant of a subdomain with its public fields', async () => {
    const res = await get(t, 'demo.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Burger Demo',
      subdomain: 'demo',
      theme: 'vermelho',
      slogan: 'Slogan',
      kioskIdleSeconds: 90,
    });
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'askCpf',
        'askCustomerName',
        'askOrderType',
        'businessHours',
        'id',
        'kioskIdleSeconds',
        'logoUrl',
        'name',
        'paymentMethods',
        'slogan',
        'subdomain',
        'theme',
        'welcomeImageUrl',
      ].sort(),
    );
  });

  it.each([['unknown.localhost:3000'], ['fechada.localhost:3000'], ['FECHADA.localhost']])(
    'answers 404 TENANT_NOT_FOUND for %s',
    async (host) => {
      const res = await get(t, host);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
    },
  );

  it('falls back to the oldest active establishment on dev hosts', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const res = await get(t, host);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Primeira' });
    }
  });
});

describe('GET /api/public/establishment on a real domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APP_DOMAIN: 'comanda.example',
      DEV_HOST_PATTERNS: '*.preview.example',
    });
    await insertEstablishment(t.app.db, { name: 'Burger Demo', subdomain: 'demo' });
  });
  afterAll(() => t.close());

  it('has no tenant on the main domain, with or without www', async () => {
    for (const host of ['comanda.example', 'www.comanda.example']) {
      expect((await get(t, host)).statusCode).toBe(404);
    }
  });

  it('resolves tenant subdomains of the platform domain', async () => {
    expect((await get(t, 'demo.comanda.example')).json()).toMatchObject({ name: 'Burger Demo' });
  });

  it('treats configured preview hosts as dev hosts', async () => {
    expect((await get(t, 'pr-42.preview.example')).json()).toMatchObject({ name: 'Burger Demo' });
  });
});
