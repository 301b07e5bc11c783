import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mainHost, mainOrigin, signUp } from '../../test/auth-helpers';
import { loginThrottle } from './login-throttle';

describe('the login throttle under concurrent guesses (issue 31, 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  /** A sign-in from its own address, so the two tests do not share the per-address count. */
  const signIn = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
      headers: { host: mainHost, origin: mainOrigin },
    });

  it('checks at most maxPerAccount passwords when 60 wrong guesses arrive at once', async () => {
    const { email } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn('203.0.113.1', email, `errada-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // A 401 is a password that was checked; the rest must be refused before the check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      loginThrottle.maxPerAccount,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      60 - loginThrottle.maxPerAccount,
    );
  });

  it('a right password after a few wrong ones still signs in and clears the count', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn('203.0.113.2', email, 'x-errada')).statusCode).toBe(401);
    }
    expect((await signIn('203.0.113.2', email, password)).statusCode).toBe(200);
    for (let i = 0; i < loginThrottle.maxPerAccount; i += 1) {
      expect((await signIn('203.0.113.2', email, 'x-errada')).statusCode).toBe(401);
    }
    expect((await signIn('203.0.113.2', email, password)).statusCode).toBe(429);
  });
});
