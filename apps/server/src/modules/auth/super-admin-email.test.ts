import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, post, signUp } from '../../test/auth-helpers';

const superAdminEmail = 'dono@comanda.example';

describe('SUPER_ADMIN_EMAIL once a super admin exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: superAdminEmail });
  });
  afterAll(() => t.close());

  it('makes a later sign-up with that address an ordinary admin, not a second super admin', async () => {
    const setup = await post(t.app, '/api/setup', {
      name: 'Primeira Dona',
      email: 'primeira@comanda.example',
      password: 'senha-segura-123',
      confirmPassword: 'senha-segura-123',
    });
    expect(setup.statusCode).toBe(201);
    // Public sign-up is open; someone signs up with the configured address.
    const { cookie } = await signUp(t.app, { email: superAdminEmail });
    const me = await get(t.app, '/api/me', cookie);
    expect(me.json()).toMatchObject({ email: superAdminEmail, roles: ['admin'] });
    const platform = await get(t.app, '/api/superadmin/establishments', cookie);
    expect(platform.statusCode).toBe(403);
  });
});
