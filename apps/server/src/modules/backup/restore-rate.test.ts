import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { recordStatements, untilQuiet } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restoreRate, restoresTooFastMessage, sessionCookieOf } from './restore-rate';

const requestOf = (cookie: string | undefined, ip = '203.0.113.7') =>
  ({ headers: cookie ? { cookie } : {}, ip }) as unknown as FastifyRequest;

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
};

describe('restores a minute (issue 31, item 5)', () => {
  it('reads the session cookie, https prefix included, among other cookies', () => {
    expect(sessionCookieOf('a=1; comanda.session_token=abc.sig; b=2')).toBe('abc.sig');
    expect(sessionCookieOf('__Secure-comanda.session_token=xyz.sig')).toBe('xyz.sig');
    expect(sessionCookieOf('comanda.session_data=abc')).toBeNull();
    expect(sessionCookieOf(undefined)).toBeNull();
  });

  it('per session, then four times as many per address, in one-minute windows', () => {
    let now = 0;
    const rate = restoreRate(2, () => now);
    const ana = requestOf('comanda.session_token=ana.sig');
    rate.hit(ana);
    rate.hit(ana);
    expect(refusal(() => rate.hit(ana))).toEqual({
      code: 'RATE_LIMITED',
      message: restoresTooFastMessage,
    });
    // Another session from the same address still has its own, until the address's 8.
    const others = ['bia', 'caio', 'davi'].map((name) =>
      requestOf(`comanda.session_token=${name}.sig`),
    );
    for (const other of others) {
      rate.hit(other);
      rate.hit(other);
    }
    expect(refusal(() => rate.hit(requestOf('comanda.session_token=eva.sig')))).not.toBeNull();
    // Elsewhere, the same session is still over its own limit.
    expect(
      refusal(() => rate.hit(requestOf('comanda.session_token=ana.sig', '198.51.100.1'))),
    ).not.toBeNull();
    now += 60_000;
    expect(refusal(() => rate.hit(ana))).toBeNull();
  });

  it('a refused restore spends nothing: the address keeps its count for other sessions', () => {
    const rate = restoreRate(1, () => 0);
    const ana = requestOf('comanda.session_token=ana.sig');
    rate.hit(ana);
    for (let i = 0; i < 10; i++) expect(refusal(() => rate.hit(ana))).not.toBeNull();
    for (const name of ['bia', 'caio', 'davi']) {
      expect(refusal(() => rate.hit(requestOf(`comanda.session_token=${name}.sig`)))).toBeNull();
    }
  });

  it('0 turns it off', () => {
    const rate = restoreRate(0, () => 0);
    for (let i = 0; i < 100; i++) rate.hit(requestOf('comanda.session_token=ana.sig'));
  });
});

describe('restores past the limit are refused before the session is looked up', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ RESTORES_PER_MINUTE: '2' });
    const shop = await insertEstablishment(t.app.db);
    cookie = await signUpAdminOf(t.app, shop.id);
  });
  afterAll(() => t.close());

  const restore = (as: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/backup/restore?mode=dry-run',
      payload: Buffer.from('not a zip'),
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: as,
        'content-type': 'application/zip',
      },
    });

  it('answers 429 in Portuguese, with no statement sent to the database', async () => {
    // The clock stands still, so the three restores share one fixed window however long a
    // loaded machine takes over them (a minute's turn between them reset the count on CI).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 2; i++) {
        const checked = await restore(cookie);
        expect(checked.statusCode).toBe(400);
        expect(checked.json().detail).toContain('não é um backup do Comanda');
      }
      // The follow-ups of the checks above (their audit and session writes) end first.
      await untilQuiet(t.database);
      const log = recordStatements(t.database);
      const refused = await restore(cookie);
      log.stop();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        detail: restoresTooFastMessage,
      });
      expect(log.statements).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request without a session is still refused as unauthenticated, not counted against one', async () => {
    const res = await restore('');
    expect(res.statusCode).toBe(401);
  });
});
