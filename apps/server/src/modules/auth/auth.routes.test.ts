import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  cookiesFrom,
  get,
  mainHost,
  mainOrigin,
  post,
  signIn,
  signUp,
  totp,
  uniqueEmail,
} from '../../test/auth-helpers';
import { testPasswordCost } from '../../test/setup';
import { accounts, users } from './auth.tables';
import { loginThrottle } from './login-throttle';
import { owaspCost, setPasswordHashCost } from './password';

const superAdminEmail = 'dono@comanda.example';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: superAdminEmail });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs up an admin waiting to be linked, with an httpOnly session cookie', async () => {
    const email = uniqueEmail();
    const res = await post(t.app, '/api/auth/sign-up/email', {
      name: 'Ana',
      email,
      password: 'segredo1',
    });
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/comanda\.session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Domain=/i);

    const me = await get(t.app, '/api/me', cookiesFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, name: 'Ana', roles: ['admin'], establishment: null });
  });

  it('makes the configured SUPER_ADMIN_EMAIL a super admin', async () => {
    const { cookie } = await signUp(t.app, { email: superAdminEmail });
    expect((await get(t.app, '/api/me', cookie)).json()).toMatchObject({ roles: ['super_admin'] });
  });

  it('answers /api/me with 401 without a session', async () => {
    const res = await get(t.app, '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a short password and a duplicate email in Portuguese', async () => {
    const short = await post(t.app, '/api/auth/sign-up/email', {
      name: 'A',
      email: uniqueEmail(),
      password: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ detail: 'A senha deve ter pelo menos 6 caracteres' });

    const { email } = await signUp(t.app);
    const duplicate = await post(t.app, '/api/auth/sign-up/email', {
      name: 'B',
      email,
      password: 'segredo1',
    });
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'Este email já está cadastrado',
    });
  });

  it('stores passwords as scrypt hashes at OWASP cost', async () => {
    // The other tests hash at a lower cost (src/test/setup.ts); this one at production's.
    setPasswordHashCost(owaspCost);
    try {
      const { email } = await signUp(t.app, { password: 'minha-senha-1' });
      const user = await t.app.db.query.users.findFirst({ where: eq(users.email, email) });
      const rows = await t.app.db.query.accounts.findMany({
        where: eq(accounts.userId, user!.id),
      });
      expect(rows.map((row) => row.password?.split('$').slice(0, 4).join('$'))).toEqual([
        'scrypt$131072$8$1',
      ]);
      expect(JSON.stringify(rows)).not.toContain('minha-senha-1');
      expect((await signIn(t.app, email, 'minha-senha-1')).res.statusCode).toBe(200);
    } finally {
      setPasswordHashCost(testPasswordCost);
    }
  });

  it('signs in, and signs out revoking the session', async () => {
    const { email, password } = await signUp(t.app);
    const { res, cookie } = await signIn(t.app, email, password);
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(200);

    const out = await post(t.app, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    // The old cookie value, replayed, no longer opens a session.
    expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(401);
  });

  it('answers a wrong password with 401 in Portuguese', async () => {
    const { email } = await signUp(t.app);
    const { res } = await signIn(t.app, email, 'errada-123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Email ou senha inválidos',
    });
  });

  it('throttles the 11th wrong password in a row, and lets the right one in after the window', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 1; attempt <= loginThrottle.maxPerAccount; attempt += 1) {
      expect((await signIn(t.app, email, `errada-${attempt}`)).res.statusCode).toBe(401);
    }
    const blocked = (await signIn(t.app, email, 'errada-11')).res;
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().detail).toMatch(/Muitas tentativas/);
    // Even the right password waits for the window to pass.
    expect((await signIn(t.app, email, password)).res.statusCode).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + loginThrottle.windowMs + 1000 });
    expect((await signIn(t.app, email, password)).res.statusCode).toBe(200);
  });

  it('throttles unknown emails exactly like real accounts', async () => {
    const email = uniqueEmail('ninguem');
    for (let attempt = 1; attempt <= loginThrottle.maxPerAccount; attempt += 1) {
      expect((await signIn(t.app, email, 'qualquer-1')).res.statusCode).toBe(401);
    }
    expect((await signIn(t.app, email, 'qualquer-1')).res.statusCode).toBe(429);
  });

  it('refuses state-changing requests from another origin', async () => {
    const { email, password } = await signUp(t.app);
    for (const origin of ['http://evil.example', 'http://demo.localhost:3000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
        headers: { host: mainHost, origin },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses auth on a tenant subdomain', async () => {
    const { email, password } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      headers: { host: 'demo.localhost:3000', origin: 'http://demo.localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('requires the TOTP code at login once two-factor is enabled', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const enable = await post(t.app, '/api/auth/two-factor/enable', { password }, cookie);
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json();
    expect(backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const confirm = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret) },
      cookie,
    );
    expect(confirm.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', cookiesFrom(confirm, cookie))).json()).toMatchObject({
      twoFactorEnabled: true,
    });

    const first = await signIn(t.app, email, password);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await get(t.app, '/api/me', first.cookie)).statusCode).toBe(401);

    const wrong = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: '000000' },
      first.cookie,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ detail: 'Código inválido' });

    const verified = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret) },
      first.cookie,
    );
    expect(verified.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', cookiesFrom(verified, first.cookie))).statusCode).toBe(200);

    const second = await signIn(t.app, email, password);
    const backup = await post(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      second.cookie,
    );
    expect(backup.statusCode).toBe(200);
  });

  it('changes the password', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const res = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'nova-senha-9', revokeOtherSessions: true },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, email, password)).res.statusCode).toBe(401);
    expect((await signIn(t.app, email, 'nova-senha-9')).res.statusCode).toBe(200);
  });

  it('resets a forgotten password through the emailed link', async () => {
    const { email } = await signUp(t.app);
    const request = await post(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/redefinir-senha',
    });
    expect(request.statusCode).toBe(200);
    const mail = t.mails.findLast((m) => m.to === email)!;
    expect(mail.subject).toMatch(/redefinição de senha/);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const token = new URL(link).pathname.split('/').pop()!;

    const reset = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'recuperada-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'recuperada-1')).res.statusCode).toBe(200);

    const reused = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'outra-1234',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toMatch(/Link inválido ou expirado/);
  });

  it('never emails a reset link that leads to a host outside the platform (issue 31, item 11)', async () => {
    const { email } = await signUp(t.app);
    const before = t.mails.length;
    const foreign = 'https://evil.example/roubar-token';
    // The original request: Host and Origin both the attacker's, so the same-host origin check
    // passes, and any host that is not a tenant subdomain used to count as "the main domain".
    const spellings = [
      { host: 'evil.example', origin: 'https://evil.example' },
      { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
      { host: mainHost, origin: mainOrigin },
      { host: 'evil.example' },
    ];
    for (const headers of spellings) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers,
        payload: { email, redirectTo: foreign },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().detail).toBe('Endereço de retorno não permitido');
    }
    expect(t.mails.slice(before).map((mail) => mail.text)).toEqual([]);

    // The platform's own pages still get their link.
    const own = await post(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: `${mainOrigin}/redefinir-senha`,
    });
    expect(own.statusCode).toBe(200);
    expect(t.mails.at(-1)!.text).toContain(
      `callbackURL=${encodeURIComponent(`${mainOrigin}/redefinir-senha`)}`,
    );
  });

  it('answers a reset request for an unknown email the same way, sending nothing', async () => {
    const before = t.mails.length;
    const res = await post(t.app, '/api/auth/request-password-reset', {
      email: uniqueEmail('ninguem'),
      redirectTo: '/redefinir-senha',
    });
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });
});
