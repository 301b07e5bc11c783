import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, post, signIn } from '../../test/auth-helpers';

describe('first-time super-admin setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const form = {
    name: 'Administrador',
    email: 'admin@comanda.example',
    password: 'segredo-forte',
    confirmPassword: 'segredo-forte',
  };

  it('validates the form with the spec messages', async () => {
    const mismatch = await post(t.app, '/api/setup', { ...form, confirmPassword: 'outra-coisa' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toContainEqual({
      path: 'confirmPassword',
      message: 'As senhas não conferem',
    });
    const short = await post(t.app, '/api/setup', {
      ...form,
      password: '123',
      confirmPassword: '123',
    });
    expect(short.json().errors).toContainEqual({
      path: 'password',
      message: 'A senha deve ter pelo menos 6 caracteres',
    });
  });

  it('creates the first super admin once, who can then sign in', async () => {
    expect((await get(t.app, '/api/setup/status')).json()).toEqual({ configured: false });
    const created = await post(t.app, '/api/setup', form);
    expect(created.statusCode).toBe(201);
    expect((await get(t.app, '/api/setup/status')).json()).toEqual({ configured: true });

    const { res, cookie } = await signIn(t.app, form.email, form.password);
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', cookie)).json()).toMatchObject({
      roles: ['super_admin'],
      name: 'Administrador',
    });
  });

  it('refuses a second super admin through setup, even at the same time', async () => {
    const attempts = await Promise.all(
      ['a', 'b', 'c'].map((suffix) =>
        post(t.app, '/api/setup', { ...form, email: `outro-${suffix}@comanda.example` }),
      ),
    );
    for (const res of attempts) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: 'Super Admin já configurado' });
    }
  });
});
