import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('origin check on state-changing API requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setup = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: {},
      headers: { host: 'localhost:3000', ...headers },
    });

  it('accepts a same-origin browser request (it reaches validation)', async () => {
    expect((await setup({ origin: 'http://localhost:3000' })).statusCode).toBe(400);
  });

  it('refuses a cross-origin request', async () => {
    const res = await setup({ origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a cookie-carrying request without Origin', async () => {
    expect((await setup({ cookie: 'comanda.session_token=abc' })).statusCode).toBe(403);
  });

  it('accepts a server-to-server request without Origin or cookies', async () => {
    expect((await setup({})).statusCode).toBe(400);
  });
});
