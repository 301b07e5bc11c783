import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, mainHost, mainOrigin, post, signIn, signUp } from '../../test/auth-helpers';
import { insertEstablishment } from '../../test/factories';

describe('super admin: users', () => {
  let t: TestApp;
  let superCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: 'super@comanda.example' });
    superCookie = (await signUp(t.app, { email: 'super@comanda.example', name: 'Dono' })).cookie;
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { host: mainHost, origin: mainOrigin, cookie: superCookie },
    });

  it('lists every account with roles and establishment', async () => {
    const { email } = await signUp(t.app, { name: 'Ana Admin' });
    const res = await get(t.app, '/api/superadmin/users', superCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'super@comanda.example', roles: ['super_admin'] }),
        expect.objectContaining({
          email,
          name: 'Ana Admin',
          roles: ['admin'],
          establishment: null,
        }),
      ]),
    );
  });

  it('links an admin to an establishment, who then sees only that shop', async () => {
    const shop = await insertEstablishment(t.app.db, { name: 'Pastelaria Central' });
    const admin = await signUp(t.app);
    const users = (await get(t.app, '/api/superadmin/users', superCookie)).json();
    const { id } = users.find((user: { email: string }) => user.email === admin.email);

    const linked = await put(`/api/superadmin/users/${id}/establishment`, {
      establishmentId: shop.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().establishment).toEqual({ id: shop.id, name: 'Pastelaria Central' });
    const own = await get(t.app, '/api/admin/establishment', admin.cookie);
    expect(own.json()).toMatchObject({ id: shop.id, name: 'Pastelaria Central' });

    const unlinked = await put(`/api/superadmin/users/${id}/establishment`, {
      establishmentId: null,
    });
    expect(unlinked.json().establishment).toBeNull();
    expect((await get(t.app, '/api/admin/establishment', admin.cookie)).statusCode).toBe(403);
  });

  it('refuses an unknown establishment or user', async () => {
    const admin = await signUp(t.app);
    const users = (await get(t.app, '/api/superadmin/users', superCookie)).json();
    const { id } = users.find((user: { email: string }) => user.email === admin.email);
    const unknownShop = await put(`/api/superadmin/users/${id}/establishment`, {
      establishmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownShop.statusCode).toBe(400);
    expect(unknownShop.json().errors).toEqual([
      { path: 'establishmentId', message: 'Estabelecimento não encontrado' },
    ]);
    const unknownUser = await put(
      '/api/superadmin/users/00000000-0000-4000-8000-000000000000/admin-role',
      {
        granted: true,
      },
    );
    expect(unknownUser.statusCode).toBe(404);
  });

  it('grants and removes the admin role', async () => {
    const admin = await signUp(t.app);
    const users = (await get(t.app, '/api/superadmin/users', superCookie)).json();
    const { id } = users.find((user: { email: string }) => user.email === admin.email);
    expect(
      (await put(`/api/superadmin/users/${id}/admin-role`, { granted: false })).json().roles,
    ).toEqual([]);
    expect((await get(t.app, '/api/admin/establishment', admin.cookie)).statusCode).toBe(403);
    expect(
      (await put(`/api/superadmin/users/${id}/admin-role`, { granted: true })).json().roles,
    ).toEqual(['admin']);
  });

  const idOf = async (email: string) => {
    const users = (await get(t.app, '/api/superadmin/users', superCookie)).json();
    return users.find((user: { email: string }) => user.email === email).id as string;
  };

  it('disables an account: its open session ends at once and login is refused', async () => {
    const admin = await signUp(t.app);
    const id = await idOf(admin.email);
    expect((await get(t.app, '/api/me', admin.cookie)).statusCode).toBe(200);

    const disabled = await put(`/api/superadmin/users/${id}/disabled`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id, disabled: true });
    expect((await get(t.app, '/api/me', admin.cookie)).statusCode).toBe(401);

    const { res } = await signIn(t.app, admin.email, admin.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'Esta conta está desativada. Fale com o administrador da plataforma.',
    );

    await put(`/api/superadmin/users/${id}/disabled`, { disabled: false });
    expect((await signIn(t.app, admin.email, admin.password)).res.statusCode).toBe(200);
  });

  it('gives a disabled account no session by any path, not even better-auth called directly', async () => {
    const admin = await signUp(t.app);
    const id = await idOf(admin.email);
    await put(`/api/superadmin/users/${id}/disabled`, { disabled: true });
    await expect(
      t.app.auth.api.signInEmail({ body: { email: admin.email, password: admin.password } }),
    ).rejects.toThrow();
    await put(`/api/superadmin/users/${id}/disabled`, { disabled: false });
    const signedIn = await t.app.auth.api.signInEmail({
      body: { email: admin.email, password: admin.password },
    });
    expect(signedIn.token).toBeTruthy();
  });

  it('refuses to disable the signed-in super admin', async () => {
    const id = await idOf('super@comanda.example');
    const res = await put(`/api/superadmin/users/${id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(409);
    expect((await get(t.app, '/api/me', superCookie)).statusCode).toBe(200);
  });

  it('emails a password-reset link that works', async () => {
    const admin = await signUp(t.app);
    const id = await idOf(admin.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${id}/password-reset`,
      headers: { host: mainHost, origin: mainOrigin, cookie: superCookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = t.mails.findLast((m) => m.to === admin.email)!;
    expect(mail.subject).toMatch(/redefinição de senha/);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const token = new URL(link).pathname.split('/').pop()!;
    const reset = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'nova-senha-77',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, admin.email, 'nova-senha-77')).res.statusCode).toBe(200);
  });
});
