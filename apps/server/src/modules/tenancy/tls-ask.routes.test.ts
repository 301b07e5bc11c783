import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Caddy's on_demand_tls `ask`: GET {ask}?domain={host}, a 2xx answer allows the certificate. */
describe('GET /api/public/tls-ask (Caddy on_demand_tls)', () => {
  let t: TestApp;
  const ask = (domain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/tls-ask?domain=${encodeURIComponent(domain)}`,
      // Caddy asks from inside the deployment, by the app's own address.
      headers: { host: 'app:3000' },
    });

  beforeAll(async () => {
    t = await createTestApp({ APP_DOMAIN: 'comanda.example' });
    await insertEstablishment(t.app.db, { subdomain: 'burger' });
    await insertEstablishment(t.app.db, { subdomain: 'fechada', active: false });
  });
  afterAll(() => t.close());

  it('allows the main domain, www and an active shop', async () => {
    for (const domain of ['comanda.example', 'www.comanda.example', 'burger.comanda.example']) {
      expect((await ask(domain)).statusCode, domain).toBe(200);
    }
    expect((await ask('BURGER.comanda.example.')).statusCode).toBe(200);
  });

  it('refuses an unknown or inactive shop, a deeper name and any other domain', async () => {
    for (const domain of [
      'nenhuma.comanda.example',
      'fechada.comanda.example',
      'a.burger.comanda.example',
      'burger.outro.example',
      'comanda.example.evil.example',
      'localhost',
    ]) {
      expect((await ask(domain)).statusCode, domain).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/public/tls-ask' })).statusCode).toBe(
      400,
    );
  });
});
