import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { AuditEntry } from '@comanda/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments, profiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, send, signIn, signUp, uniqueEmail } from '../../test/auth-helpers';
import { insertEstablishment } from '../../test/factories';
import { bluePng, uploadPng } from '../../test/uploads';
import { recordUploads, storeImage } from '../uploads';

const superEmail = 'super@comanda.example';
const token = 'APP_USR-1234567890-secret-access-token-abcd';

describe('super admin: establishments', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });
  const create = (payload: object) => call('POST', '/api/superadmin/establishments', payload);
  const rawRow = async (id: string) =>
    (await t.app.db.select().from(establishments).where(eq(establishments.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail });
    cookie = (await signUp(t.app, { email: superEmail, name: 'Dono' })).cookie;
  });
  afterAll(() => t.close());

  describe('validation (SPEC §5): 400 with the message under its field', () => {
    const base = { name: 'Loja Válida' };
    it.each([
      [{ name: '   ' }, 'name', 'Nome é obrigatório'],
      [{ name: undefined }, 'name', 'Nome é obrigatório'],
      [{ subdomain: 'ab' }, 'subdomain', 'Subdomínio deve ter no mínimo 3 caracteres'],
      [{ subdomain: 'a'.repeat(51) }, 'subdomain', 'Subdomínio deve ter no máximo 50 caracteres'],
      [
        { subdomain: 'loja_legal' },
        'subdomain',
        'Subdomínio deve conter apenas letras minúsculas, números e hífens',
      ],
      [
        { subdomain: 'açaí' },
        'subdomain',
        'Subdomínio deve conter apenas letras minúsculas, números e hífens',
      ],
      [{ subdomain: 'www' }, 'subdomain', 'Este subdomínio é reservado pela plataforma'],
      [{ subdomain: 'admin' }, 'subdomain', 'Este subdomínio é reservado pela plataforma'],
      [{ subdomain: 'api' }, 'subdomain', 'Este subdomínio é reservado pela plataforma'],
      [{ theme: 'rosa' }, 'theme', 'Tema inválido'],
      [{ adminEmail: 'nao-e-email', adminPassword: '123456' }, 'adminEmail', 'Email inválido'],
      [
        { adminEmail: 'ok@example.com', adminPassword: '12345' },
        'adminPassword',
        'Senha deve ter no mínimo 6 caracteres',
      ],
      [{ pixKeyType: 'chave' }, 'pixKeyType', 'Tipo de chave Pix inválido'],
      [{ cardFeePercent: 101 }, 'cardFeePercent', 'Taxa do cartão deve estar entre 0 e 100'],
      [
        { cardFeePercent: 2.555 },
        'cardFeePercent',
        'Taxa do cartão deve ter no máximo 2 casas decimais',
      ],
      [
        { cardTerminalIp: '999.1.1.1' },
        'cardTerminalIp',
        'IP da maquininha inválido (ex.: 192.168.0.50)',
      ],
    ])('%j → %s: %s', async (fields, path, message) => {
      const res = await create({ ...base, ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    });

    it('refuses the same rules on edit', async () => {
      const shop = await insertEstablishment(t.app.db);
      const res = await call('PUT', `/api/superadmin/establishments/${shop.id}`, {
        name: '',
        subdomain: 'x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Nome é obrigatório' },
          { path: 'subdomain', message: 'Subdomínio deve ter no mínimo 3 caracteres' },
        ]),
      );
    });
  });

  it('stores a trimmed, lower-cased subdomain, empty optionals as null, and starts active', async () => {
    const res = await create({
      name: '  Açaí da Praia ',
      subdomain: '  Acai-Praia ',
      phone: '',
      city: '  ',
      pixKey: '',
      mercadopagoPublicKey: '',
      cardTerminalIp: '',
      paymentNotes: '',
      adminEmail: '',
      adminPassword: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rawRow(res.json().id);
    expect(row).toMatchObject({
      name: 'Açaí da Praia',
      subdomain: 'acai-praia',
      phone: null,
      city: null,
      pixKey: null,
      pixKeyType: 'aleatorio',
      theme: 'default',
      mercadopagoPublicKey: null,
      mercadopagoAccessToken: null,
      cardTerminalIp: null,
      cardFeePercent: null,
      paymentNotes: null,
      active: true,
    });
  });

  it('refuses a subdomain already in use with 409 on the field', async () => {
    await insertEstablishment(t.app.db, { subdomain: 'ja-existe' });
    const res = await create({ name: 'Outra', subdomain: 'JA-EXISTE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { path: 'subdomain', message: 'Subdomínio já está em uso' },
    ]);
    const other = await insertEstablishment(t.app.db);
    const edit = await call('PUT', `/api/superadmin/establishments/${other.id}`, {
      name: 'Outra',
      subdomain: 'ja-existe',
    });
    expect(edit.statusCode).toBe(409);
  });

  describe('payment methods derived on save (SPEC §4)', () => {
    it.each([
      [{ pixKey: 'pix@loja.com', pixKeyType: 'email' }, ['pix', 'cartao']],
      [{ pixKey: 'pix@loja.com', mercadopagoAccessToken: token }, ['pix', 'cartao']],
      [{ mercadopagoAccessToken: token }, ['cartao']],
      [{}, ['pix']],
    ])('%j → %j', async (fields, methods) => {
      const res = await create({ name: 'Pagamentos', ...fields });
      expect(res.statusCode, res.body).toBe(201);
      expect((await rawRow(res.json().id)).paymentMethods).toEqual(methods);
      expect(res.json().paymentMethods).toEqual(methods);
    });

    it('derives again on edit, from the kept token', async () => {
      const created = (
        await create({ name: 'Edita Pagamento', mercadopagoAccessToken: token })
      ).json();
      const res = await call('PUT', `/api/superadmin/establishments/${created.id}`, {
        name: 'Edita Pagamento',
        pixKey: '12345678901',
        pixKeyType: 'cpf',
      });
      expect(res.json().paymentMethods).toEqual(['pix', 'cartao']);
      const cleared = await call('PUT', `/api/superadmin/establishments/${created.id}`, {
        name: 'Edita Pagamento',
        mercadopagoAccessToken: null,
      });
      expect(cleared.json().paymentMethods).toEqual(['pix']);
    });
  });

  describe('secrets', () => {
    it('seals the token at rest, shows only a hint, keeps it unless replaced, and clears it', async () => {
      const res = await create({
        name: 'Segredos',
        mercadopagoAccessToken: token,
        mercadopagoWebhookSecret: 'whsec-webhook-9876',
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      expect(res.body).not.toContain(token);
      const raw = await rawRow(id);
      expect(raw.mercadopagoAccessToken).not.toContain(token);
      expect(raw.mercadopagoAccessToken).toMatch(/^v1:/);
      expect(t.app.secretBox.decrypt(raw.mercadopagoAccessToken!)).toBe(token);

      const read = await call('GET', `/api/superadmin/establishments/${id}`);
      expect(read.json()).toMatchObject({
        mercadopagoAccessTokenHint: '••••abcd',
        mercadopagoWebhookSecretHint: '••••9876',
      });
      expect(read.body).not.toContain(token);

      const kept = await call('PUT', `/api/superadmin/establishments/${id}`, {
        name: 'Segredos',
        mercadopagoAccessToken: '',
      });
      expect(kept.json().mercadopagoAccessTokenHint).toBe('••••abcd');
      expect(kept.json().mercadopagoWebhookSecretHint).toBe('••••9876');

      const replaced = await call('PUT', `/api/superadmin/establishments/${id}`, {
        name: 'Segredos',
        mercadopagoAccessToken: 'APP_USR-novo-token-wxyz',
      });
      expect(replaced.json().mercadopagoAccessTokenHint).toBe('••••wxyz');

      const cleared = await call('PUT', `/api/superadmin/establishments/${id}`, {
        name: 'Segredos',
        mercadopagoAccessToken: null,
        mercadopagoWebhookSecret: null,
      });
      expect(cleared.json()).toMatchObject({
        mercadopagoAccessTokenHint: null,
        mercadopagoWebhookSecretHint: null,
      });
      expect((await rawRow(id)).mercadopagoAccessToken).toBeNull();

      // Issue 32: the edits are in the shop's audit log, saying a secret changed, never its value.
      const log = await call('GET', `/api/superadmin/establishments/${id}/audit`);
      // After the creation's line (its own test below), the edits.
      const edits = log.json<AuditEntry[]>().filter((e) => e.kind !== 'shop.create');
      const lines = edits.map((e) => ({
        kind: e.kind,
        before: JSON.parse(e.before!) as Record<string, unknown>,
        after: JSON.parse(e.after!) as Record<string, unknown>,
      }));
      expect(lines.every((line) => line.kind === 'settings.change')).toBe(true);
      expect(lines).toContainEqual(
        expect.objectContaining({
          before: expect.objectContaining({ mercadopagoAccessToken: 'definido' }),
          after: expect.objectContaining({ mercadopagoAccessToken: 'alterado' }),
        }),
      );
      expect(lines).toContainEqual(
        expect.objectContaining({
          before: expect.objectContaining({ mercadopagoWebhookSecret: 'definido' }),
          after: expect.objectContaining({ mercadopagoWebhookSecret: null }),
        }),
      );
      for (const secret of [token, 'APP_USR-novo-token-wxyz', 'whsec-webhook-9876', 'v1:'])
        expect(log.body).not.toContain(secret);
    });
  });

  describe('creation with admin credentials (SPEC §6)', () => {
    it('creates the admin, who logs in, lands on /admin and sees only that shop', async () => {
      const adminEmail = uniqueEmail('admin');
      await insertEstablishment(t.app.db, { name: 'Outra Loja' });
      const res = await create({
        name: 'Lanchonete do Zé',
        subdomain: 'lanchonete-ze',
        adminEmail: adminEmail.toUpperCase(),
        adminPassword: 'senha-do-ze',
      });
      expect(res.statusCode, res.body).toBe(201);
      const shopId = res.json().id;

      const { res: login, cookie: adminCookie } = await signIn(t.app, adminEmail, 'senha-do-ze');
      expect(login.statusCode).toBe(200);
      const me = (await get(t.app, '/api/me', adminCookie)).json();
      expect(me).toMatchObject({
        email: adminEmail,
        name: 'Admin Lanchonete do Zé',
        roles: ['admin'],
        establishment: { id: shopId, name: 'Lanchonete do Zé' },
      });
      const own = await get(t.app, '/api/admin/establishment', adminCookie);
      expect(own.json()).toMatchObject({ id: shopId });
      expect((await get(t.app, '/api/superadmin/establishments', adminCookie)).statusCode).toBe(
        403,
      );

      const list = (await call('GET', '/api/superadmin/establishments')).json();
      expect(list.find((row: { id: string }) => row.id === shopId).admin).toMatchObject({
        name: 'Admin Lanchonete do Zé',
        email: adminEmail,
      });
    });

    it('rolls everything back when the admin email is taken', async () => {
      const { email } = await signUp(t.app);
      const before = (await call('GET', '/api/superadmin/establishments')).json().length;
      const res = await create({
        name: 'Não Deve Existir',
        subdomain: 'nao-deve-existir',
        adminEmail: email,
        adminPassword: 'senha-123',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        { path: 'adminEmail', message: 'Este email já está cadastrado' },
      ]);
      const after = (await call('GET', '/api/superadmin/establishments')).json();
      expect(after).toHaveLength(before);
      expect(after.some((row: { name: string }) => row.name === 'Não Deve Existir')).toBe(false);
      // The subdomain is still free: nothing was left behind.
      expect((await create({ name: 'Agora Sim', subdomain: 'nao-deve-existir' })).statusCode).toBe(
        201,
      );
    });
  });

  describe('automatic admin linking (SPEC §4)', () => {
    it('links the oldest admin without establishment, then the next one, then nobody', async () => {
      // Accounts from other tests are not verified: none of them is waiting for a shop.
      await t.app.db.update(users).set({ emailVerified: false });
      // An account whose email nobody verified is never handed a shop (issue 31, 1).
      const unverified = await signUp(t.app, { name: 'Não Verificada' });
      const first = await signUp(t.app, { name: 'Primeira' });
      const second = await signUp(t.app, { name: 'Segunda' });
      await t.app.db
        .update(users)
        .set({ emailVerified: true })
        .where(inArray(users.email, [first.email, second.email]));

      const shopA = (await create({ name: 'Loja A' })).json();
      const shopB = (await create({ name: 'Loja B' })).json();
      const shopC = await create({ name: 'Loja C' });
      expect(shopC.statusCode).toBe(201);

      const byEmail = async (email: string) =>
        (await t.app.db.select().from(profiles).where(eq(profiles.email, email)))[0]!;
      expect((await byEmail(first.email)).establishmentId).toBe(shopA.id);
      expect((await byEmail(second.email)).establishmentId).toBe(shopB.id);
      const list = (await call('GET', '/api/superadmin/establishments')).json();
      expect(list.find((row: { id: string }) => row.id === shopC.json().id).admin).toBeNull();
      expect((await byEmail(unverified.email)).establishmentId).toBeNull();
      // The super admin is never linked automatically.
      expect((await byEmail(superEmail)).establishmentId).toBeNull();
    });
  });

  describe('list, read and status', () => {
    it('lists newest first with the linked admin or null', async () => {
      const older = await insertEstablishment(t.app.db, {
        name: 'Antiga',
        createdAt: new Date('2020-01-01T12:00:00Z'),
      });
      const res = await call('GET', '/api/superadmin/establishments');
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(rows.at(-1)).toMatchObject({
        id: older.id,
        name: 'Antiga',
        admin: null,
        active: true,
      });
      const dates = rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-id']) {
        expect((await call('GET', `/api/superadmin/establishments/${id}`)).statusCode).toBe(404);
        expect(
          (await call('PATCH', `/api/superadmin/establishments/${id}/status`, { active: false }))
            .statusCode,
        ).toBe(404);
      }
    });

    it('toggles the status; an inactive shop is not found on its subdomain', async () => {
      const shop = await insertEstablishment(t.app.db, { subdomain: 'liga-desliga' });
      const tenant = () => get(t.app, '/api/public/establishment', '', 'liga-desliga.localhost');
      expect((await tenant()).statusCode).toBe(200);
      const off = await call('PATCH', `/api/superadmin/establishments/${shop.id}/status`, {
        active: false,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: shop.id, active: false });
      expect((await tenant()).statusCode).toBe(404);
      await call('PATCH', `/api/superadmin/establishments/${shop.id}/status`, { active: true });
      expect((await tenant()).statusCode).toBe(200);
    });

    it("writes the shop's creation and each turn on or off in its audit log, by the super admin (issue 32)", async () => {
      const created = await create({
        name: 'Loja Auditada',
        subdomain: 'loja-auditada',
        adminEmail: uniqueEmail('dono'),
        adminPassword: 'senha-do-dono',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const status = (active: boolean) =>
        call('PATCH', `/api/superadmin/establishments/${id}/status`, { active });
      expect((await status(false)).statusCode).toBe(200);
      // The same again changes nothing: no line.
      expect((await status(false)).statusCode).toBe(200);
      expect((await status(true)).statusCode).toBe(200);
      const log = (await call('GET', `/api/superadmin/establishments/${id}/audit`)).json<
        AuditEntry[]
      >();
      expect(log.map((e) => [e.kind, e.actor, e.before, e.after])).toEqual([
        ['shop.status', superEmail, '{"situação":"inativa"}', '{"situação":"ativa"}'],
        ['shop.status', superEmail, '{"situação":"ativa"}', '{"situação":"inativa"}'],
        ['shop.create', superEmail, null, expect.stringContaining('"subdomínio":"loja-auditada"')],
      ]);
      expect(log.at(-1)!.after).not.toContain('senha-do-dono');
    });

    it('is for super admins only', async () => {
      const admin = await signUp(t.app);
      expect((await get(t.app, '/api/superadmin/establishments', admin.cookie)).statusCode).toBe(
        403,
      );
      expect((await get(t.app, '/api/superadmin/establishments')).statusCode).toBe(401);
    });
  });

  describe('logo', () => {
    it('uploads as super admin, deletes the old file on replace and on remove', async () => {
      const png = await bluePng(20, 20);
      const firstLogo = await uploadPng(t.app, cookie, png, '/api/superadmin/uploads/images');
      const fileOf = (url: string) => join(t.config.DATA_DIR, url);
      expect(existsSync(fileOf(firstLogo))).toBe(true);

      const shop = (await create({ name: 'Com Logo', logoUrl: firstLogo })).json();
      expect(shop.logoUrl).toBe(firstLogo);
      const secondLogo = await storeImage(t.app.storage.uploads, png);
      await recordUploads(t.app.db, null, [secondLogo]);
      await call('PUT', `/api/superadmin/establishments/${shop.id}`, {
        name: 'Com Logo',
        logoUrl: secondLogo,
      });
      expect(existsSync(fileOf(firstLogo))).toBe(false);
      expect(existsSync(fileOf(secondLogo))).toBe(true);
      const removed = await call('PUT', `/api/superadmin/establishments/${shop.id}`, {
        name: 'Com Logo',
        logoUrl: null,
      });
      expect(removed.json().logoUrl).toBeNull();
      expect(existsSync(fileOf(secondLogo))).toBe(false);
    });

    it('refuses a logo path that is not one of our uploads', async () => {
      const res = await create({ name: 'Logo Estranho', logoUrl: 'https://evil.example/x.png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'logoUrl', message: 'Imagem inválida' });
    });
  });
});
