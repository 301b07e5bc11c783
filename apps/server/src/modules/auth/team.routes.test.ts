import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, TeamMember } from '@comanda/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, send, signIn, signUp } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';

describe('the team screen (/admin/equipe, issue 32)', () => {
  let t: TestApp;
  let shopId: string;
  let admin: Awaited<ReturnType<typeof signUpStaffOf>>;
  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: 'super@comanda.example' });
    shopId = (await insertEstablishment(t.app.db, { name: 'Lanchonete da Ana' })).id;
    admin = await signUpStaffOf(t.app, shopId, 'admin');
  });
  afterAll(() => t.close());

  const add = (payload: object) =>
    send(t.app, 'POST', '/api/admin/team', { cookie: admin.cookie, payload });
  const put = (url: string, payload: object, cookie = admin.cookie) =>
    send(t.app, 'PUT', url, { cookie, payload });

  it('creates a Caixa with a password, who signs in and may sell but not see the finance', async () => {
    const created = await add({
      name: 'Carla Caixa',
      email: 'carla@loja.example',
      role: 'cashier',
      password: 'senha-da-carla',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      invited: false,
      member: {
        name: 'Carla Caixa',
        email: 'carla@loja.example',
        role: 'cashier',
        disabled: false,
      },
    });

    const { res, cookie } = await signIn(t.app, 'carla@loja.example', 'senha-da-carla');
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/api/admin/pdv/menu', cookie)).statusCode).toBe(200);
    const finance = await get(t.app, '/api/admin/finance/payables', cookie);
    expect(finance.statusCode).toBe(403);
    expect(finance.json().detail).toBe(
      'Acesso negado: o perfil Caixa não pode ver e lançar o financeiro (contas a pagar e a receber)',
    );
    const team = await get(t.app, '/api/admin/team', cookie);
    expect(team.json().detail).toBe('Acesso negado: o perfil Caixa não pode gerenciar a equipe');
  });

  it('invites a Gerente by email: the email carries the link to choose a password', async () => {
    const before = t.mails.length;
    const created = await add({ name: 'Gil Gerente', email: 'gil@loja.example', role: 'manager' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ invited: true, member: { role: 'manager' } });
    const [mail] = t.mails.slice(before);
    expect(mail?.to).toBe('gil@loja.example');
    expect(mail?.text).toMatch(
      /\/api\/auth\/reset-password\/[\w-]+\?callbackURL=.*redefinir-senha/,
    );
  });

  it('lists the admin first, then the team; another shop sees none of them', async () => {
    const members = (await get(t.app, '/api/admin/team', admin.cookie)).json<TeamMember[]>();
    expect(members.map((m) => [m.email, m.role])).toEqual([
      [admin.email, 'admin'],
      ['carla@loja.example', 'cashier'],
      ['gil@loja.example', 'manager'],
    ]);
    const other = await signUpStaffOf(t.app, (await insertEstablishment(t.app.db)).id, 'admin');
    const theirs = (await get(t.app, '/api/admin/team', other.cookie)).json<TeamMember[]>();
    expect(theirs.map((m) => m.email)).toEqual([other.email]);
    const carla = members.find((m) => m.email === 'carla@loja.example')!;
    const foreign = await put(
      `/api/admin/team/${carla.id}/role`,
      { role: 'manager' },
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('changes a role and disables a person, whose session ends at once', async () => {
    const members = (await get(t.app, '/api/admin/team', admin.cookie)).json<TeamMember[]>();
    const carla = members.find((m) => m.email === 'carla@loja.example')!;
    const { cookie } = await signIn(t.app, 'carla@loja.example', 'senha-da-carla');

    const promoted = await put(`/api/admin/team/${carla.id}/role`, { role: 'manager' });
    expect(promoted.json()).toMatchObject({ role: 'manager' });
    expect((await get(t.app, '/api/admin/finance/payables', cookie)).statusCode).toBe(200);

    const disabled = await put(`/api/admin/team/${carla.id}/disabled`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await get(t.app, '/api/admin/pdv/menu', cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, 'carla@loja.example', 'senha-da-carla')).res.statusCode).toBe(403);
  });

  it('writes each team change to the audit log, exportable, and seen by the super admin', async () => {
    const log = (await get(t.app, '/api/admin/audit', admin.cookie)).json<AuditEntry[]>();
    const lines = log.map((e) => [e.kind, e.actor, e.subject, e.before, e.after]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['team.add', admin.email, 'Carla Caixa (carla@loja.example)', null, 'Caixa'],
        ['team.role', admin.email, 'Carla Caixa (carla@loja.example)', 'Caixa', 'Gerente'],
        ['team.access', admin.email, 'Carla Caixa (carla@loja.example)', 'Ativo', 'Desativado'],
      ]),
    );
    expect(log.every((e) => e.device?.includes('127.0.0.1'))).toBe(true);
    const byKind = await get(t.app, '/api/admin/audit?kind=team.role', admin.cookie);
    expect(byKind.json<AuditEntry[]>().map((e) => e.kind)).toEqual(['team.role']);

    const csv = await get(t.app, '/api/admin/audit.csv', admin.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Quem;Quem (nome);Aprovado por;Aprovado por (nome);');
    expect(csv.body).toContain('Papel na equipe;');
    expect(csv.body).toContain('Caixa;Gerente');
    const xlsx = await get(t.app, '/api/admin/audit.xlsx', admin.cookie);
    expect(xlsx.statusCode).toBe(200);

    await signUp(t.app, { email: 'super@comanda.example' });
    const superCookie = (await signIn(t.app, 'super@comanda.example', 'senha-segura-123')).cookie;
    const platform = await get(
      t.app,
      `/api/superadmin/establishments/${shopId}/audit`,
      superCookie,
    );
    expect(platform.json<AuditEntry[]>()).toHaveLength(log.length);
  });

  it("never changes the admin's own role or access, nor gives the admin role", async () => {
    const own = await put(`/api/admin/team/${admin.id}/role`, { role: 'cashier' });
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('Você não pode mudar o seu próprio acesso');
    const coAdmin = await signUpStaffOf(t.app, shopId, 'admin');
    const owner = await put(`/api/admin/team/${coAdmin.id}/disabled`, { disabled: true });
    expect(owner.json().detail).toBe(
      'O administrador da loja não muda de papel nem é desativado aqui',
    );
    const toAdmin = await add({ name: 'X', email: 'x@loja.example', role: 'admin' });
    expect(toAdmin.statusCode).toBe(400);
    const taken = await add({ name: 'Y', email: 'gil@loja.example', role: 'waiter' });
    expect(taken.statusCode).toBe(409);
  });
});
