import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mainOrigin, signUp, uniqueEmail } from '../../test/auth-helpers';
import { rememberClientAddress } from './auth-policy';
import { loginThrottle } from './login-throttle';

/**
 * The policies hold inside better-auth itself, whatever URL reaches its handler: these requests
 * skip Fastify (and its edge check of the request target) and go straight to `auth.handler`.
 */
describe('auth policies decided on the endpoint better-auth runs (issue 31, 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const spellings = (endpoint: string) => [
    `${mainOrigin}/api/auth/${endpoint}`,
    `${mainOrigin}/api/auth/${endpoint}#x`,
    `${mainOrigin}/api/auth/./${endpoint}`,
    `${mainOrigin}/api/auth/x/../${endpoint}`,
    `${mainOrigin}/api/auth/${endpoint}?x=1`,
  ];
  const call = (url: string, body: object) =>
    t.app.auth.handler(
      rememberClientAddress(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: mainOrigin },
          body: JSON.stringify(body),
        }),
        '198.51.100.20',
      ),
    );

  it('a locked account gets no session through any URL that reaches sign-in', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < loginThrottle.maxPerAccount; i += 1) {
      expect(
        (await call(spellings('sign-in/email')[0]!, { email, password: 'errada' })).status,
      ).toBe(401);
    }
    for (const url of spellings('sign-in/email')) {
      const response = await call(url, { email, password });
      expect(response.status, url).toBe(429);
      expect(response.headers.getSetCookie(), url).toEqual([]);
    }
  });

  it('no account is created through any URL that reaches sign-up while sign-up is closed', async () => {
    // The platform's setting, written as its own module would (its tables are its own).
    await t.app.db.execute(
      sql`insert into platform_settings (id, signup_open) values (1, false)
          on conflict (id) do update set signup_open = false`,
    );
    // With sign-up closed the gate holds only once a super admin exists.
    const [anyone] = await t.app.db.select().from(users).limit(1);
    await t.app.db.insert(userRoles).values({ userId: anyone!.id, role: 'super_admin' });
    for (const url of spellings('sign-up/email')) {
      const email = uniqueEmail('gate');
      const response = await call(url, { name: 'Intruso', email, password: 'senha-segura-123' });
      expect(response.status, url).toBe(403);
      expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });
});
