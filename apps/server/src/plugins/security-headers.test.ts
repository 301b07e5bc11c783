import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { securityHeadersOptions } from './security-headers';

/*
 * The security headers as @fastify/helmet set them with the same options (what the app
 * registered before issue 38): same names, same values, on an answer, a 404 and an error.
 */
const securityHeaderNames = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        ![
          'date',
          'connection',
          'keep-alive',
          'content-type',
          'content-length',
          'etag',
          'cache-control',
          'vary',
        ].includes(name),
    ),
  );

describe('security headers', () => {
  let t: TestApp;
  const reference = Fastify();

  beforeAll(async () => {
    t = await createTestApp();
    // The same options; helmet's types come from its ESM and CommonJS builds, one each.
    await reference.register(fastifyHelmet, securityHeadersOptions as never);
    reference.get('/api/health', async () => ({ ok: true }));
    await reference.ready();
  });
  afterAll(async () => {
    await t?.close();
    await reference.close();
  });

  it("are @fastify/helmet's, on every kind of answer", async () => {
    const expected = securityHeaderNames(
      (await reference.inject({ method: 'GET', url: '/api/health' })).headers,
    );
    expect(expected['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(expected['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(expected['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/health', '/api/nada', '/api/public/menu']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'x.localhost' } });
      expect(securityHeaderNames(res.headers), url).toEqual(expected);
    }
  });
});
