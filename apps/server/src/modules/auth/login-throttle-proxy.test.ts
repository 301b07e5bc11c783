import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mainHost, mainOrigin, uniqueEmail } from '../../test/auth-helpers';
import { loginThrottle } from './login-throttle';

describe('the per-address login throttle behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  const maxPerIp = loginThrottle.maxPerIp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    loginThrottle.maxPerIp = 3;
  });
  afterAll(async () => {
    loginThrottle.maxPerIp = maxPerIp;
    await t.close();
  });

  it('counts the address the proxy saw, whatever X-Forwarded-For the client forged', async () => {
    // The proxy appends the address it saw; everything before it is the client's own text.
    const attempt = (forged: string, seenByProxy = '198.51.100.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: uniqueEmail('chute'), password: 'errada-123' },
        headers: {
          host: mainHost,
          origin: mainOrigin,
          'x-forwarded-for': `${forged}, ${seenByProxy}`,
        },
      });
    for (let i = 1; i <= 3; i += 1) {
      expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Muitas tentativas/);
    // Another client behind the same proxy is counted on its own.
    expect((await attempt('10.0.0.1', '198.51.100.10')).statusCode).toBe(401);
  });
});
