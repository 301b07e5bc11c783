import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('health routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/ready answers 200 when the database does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({ status: 'ready', database: expected });
  });

  it('GET /api/ready answers 503 problem+json when the database does not', async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      expect(res.body).not.toContain('connection refused');
    } finally {
      t.database.ping = original;
    }
  });
});

describe('the monitors behind /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health shows the monitors' view: a failing route counts against the system", async () => {
    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(await health()).toMatchObject({
      system: 'healthy',
      routes: { degraded: 0, failed: 0 },
      errors: { status: 'healthy', perMinute: 0 },
    });

    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/ready' });
    } finally {
      t.database.ping = original;
    }
    // Three 503s: the route failed (system degraded), and a 503 is a critical error.
    expect(await health()).toMatchObject({
      system: 'degraded',
      routes: { degraded: 0, failed: 1 },
      errors: { status: 'critical', perMinute: 3 },
    });
    expect(t.app.monitors.routes.status('GET /api/ready')).toBe('failed');
  });
});
