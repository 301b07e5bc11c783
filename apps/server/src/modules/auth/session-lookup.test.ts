import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { recordStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions } from './auth.tables';
import { nextSessionsNotification } from '../../test/session-notifications';
import { sessionCookieOf } from './session-lookup';

const name = 'comanda.session_token';
const secret = 'a-secret-of-the-test-at-least-32-characters';
const signed = (token: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('the session cookie, checked before any lookup', () => {
  it('finds no session without its cookie', () => {
    expect(sessionCookieOf(undefined, name, secret)).toEqual({ kind: 'none' });
    expect(sessionCookieOf('theme=dark', name, secret)).toEqual({ kind: 'none' });
  });

  it('reads a token signed with the secret, URL-encoded as better-call writes it', () => {
    const cookie = `theme=dark; ${name}=${encodeURIComponent(signed('abc'))}`;
    expect(sessionCookieOf(cookie, name, secret)).toEqual({ kind: 'token', token: 'abc' });
  });

  it('reads the cookie as better-call does for better-auth: the first of its name, unquoted', () => {
    const twice = `${name}=${signed('abc')}; ${name}=${signed('xyz')}`;
    expect(sessionCookieOf(twice, name, secret)).toEqual({ kind: 'token', token: 'abc' });
    const quoted = `${name}="${encodeURIComponent(signed('abc'))}"`;
    expect(sessionCookieOf(quoted, name, secret)).toEqual({ kind: 'token', token: 'abc' });
  });

  it('leaves a cookie it cannot vouch for to better-auth', () => {
    const [token, signature] = signed('abc').split('.') as [string, string];
    const other = `${token}.${createHmac('sha256', 'another-secret').update(token).digest('base64')}`;
    for (const value of [`abd.${signature}`, other, 'abc', '.x', `${token}.${signature}x`]) {
      expect(sessionCookieOf(`${name}=${value}`, name, secret)).toEqual({ kind: 'unsure' });
    }
  });
});

describe('a signed-in request', () => {
  let t: TestApp;
  let shopId: string;
  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await insertEstablishment(t.app.db)).id;
  });
  afterAll(() => t.close());

  const tokenOf = (cookie: string) =>
    decodeURIComponent(/comanda\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
  const sessionOf = async (cookie: string) =>
    (
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(cookie)))
    )[0];
  const setExpiry = (cookie: string, expiresAt: Date) =>
    t.app.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.token, tokenOf(cookie)));
  const day = 24 * 60 * 60 * 1000;

  it('looks its session, user, roles and profile up in one statement', async () => {
    const cookie = await signUpAdminOf(t.app, shopId);
    const log = recordStatements(t.database);
    try {
      expect((await get(t.app, '/api/admin/establishment', cookie)).statusCode).toBe(200);
    } finally {
      log.stop();
    }
    // One statement reads all four; none reads any of them apart (the route reads its shop).
    const [lookup, ...others] = log.statements.filter(({ sql }) => sql.includes('"sessions"'));
    expect(others).toEqual([]);
    for (const table of ['users', 'user_roles', 'profiles', 'terminal_sessions']) {
      expect(lookup!.sql).toContain(`"${table}"`);
      const apart = log.statements.filter(
        ({ sql }) => sql !== lookup!.sql && sql.includes(`from "${table}"`),
      );
      expect(apart).toEqual([]);
    }
  });

  it('stops working on the next request once its session is deleted', async () => {
    const cookie = await signUpAdminOf(t.app, shopId);
    expect((await get(t.app, '/api/admin/establishment', cookie)).statusCode).toBe(200);
    // Deleted outside any request (as by another instance): the cache hears of it (ADR 087).
    const heard = nextSessionsNotification(t.app);
    await t.app.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    await heard;
    expect((await get(t.app, '/api/admin/establishment', cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session, which better-auth then deletes', async () => {
    const cookie = await signUpAdminOf(t.app, shopId);
    await setExpiry(cookie, new Date(Date.now() - 1000));
    expect((await get(t.app, '/api/admin/establishment', cookie)).statusCode).toBe(401);
    expect(await sessionOf(cookie)).toBeUndefined();
  });

  it('is extended by better-auth once a day old, as before', async () => {
    const cookie = await signUpAdminOf(t.app, shopId);
    await setExpiry(cookie, new Date(Date.now() + 5 * day));
    expect((await get(t.app, '/api/admin/establishment', cookie)).statusCode).toBe(200);
    const extended = (await sessionOf(cookie))!.expiresAt.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 6.5 * day);
  });

  it('refuses a cookie whose signature was altered', async () => {
    const cookie = await signUpAdminOf(t.app, shopId);
    const altered = cookie.replace(/(comanda\.session_token=[^.;]+\.)([^;])/, (_, head, first) => {
      return `${head}${first === 'A' ? 'B' : 'A'}`;
    });
    expect(altered).not.toBe(cookie);
    expect((await get(t.app, '/api/admin/establishment', altered)).statusCode).toBe(401);
  });
});
