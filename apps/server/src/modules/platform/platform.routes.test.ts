import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf } from '@comanda/shared';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, post, send, signUp } from '../../test/auth-helpers';
import { insertEstablishment } from '../../test/factories';
import { ifoodAppCredentials } from './platform-settings.service';

const superEmail = 'super@comanda.example';
let orderNumber = 0;

describe('super admin: dashboard, reports and settings', () => {
  let t: TestApp;
  let cookie: string;
  const today = businessDateOf(new Date());

  const insertOrder = (
    establishmentId: string,
    totalCents: number,
    businessDate: string,
    paymentStatus: 'paid' | 'pending' | 'canceled' = 'paid',
  ) =>
    t.app.db.insert(orders).values({
      establishmentId,
      totalCents,
      businessDate,
      paymentStatus,
      orderNumber: ++orderNumber,
      publicToken: randomUUID(),
    });

  let burger: { id: string; subdomain: string | null };
  let pizza: { id: string; subdomain: string | null };

  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail });
    cookie = (await signUp(t.app, { email: superEmail })).cookie;
    burger = await insertEstablishment(t.app.db, { name: 'Burger' });
    pizza = await insertEstablishment(t.app.db, { name: 'Pizza', active: false });
    await insertEstablishment(t.app.db, { name: 'Sem Vendas' });
    await insertOrder(burger.id, 2990, today);
    await insertOrder(burger.id, 1010, today);
    await insertOrder(burger.id, 5000, today, 'pending');
    await insertOrder(pizza.id, 4500, addDays(today, -3));
    await insertOrder(pizza.id, 12345, addDays(today, -40));
    await insertOrder(pizza.id, 700, addDays(today, -3), 'canceled');
  });
  afterAll(() => t.close());

  it('dashboard: the four cards count only paid orders', async () => {
    const res = await get(t.app, '/api/superadmin/dashboard', cookie);
    expect(res.statusCode).toBe(200);
    const { overview, last30Days, topEstablishments } = res.json();
    expect(overview).toEqual({
      establishments: 3,
      users: 1,
      confirmedOrders: 4,
      revenueCents: 2990 + 1010 + 4500 + 12345,
    });
    expect(last30Days).toHaveLength(30);
    expect(last30Days.at(-1)).toEqual({ date: today, confirmedOrders: 2, revenueCents: 4000 });
    expect(last30Days.at(-4)).toEqual({
      date: addDays(today, -3),
      confirmedOrders: 1,
      revenueCents: 4500,
    });
    expect(last30Days[0].date).toBe(addDays(today, -29));
    expect(topEstablishments).toEqual([
      {
        id: pizza.id,
        name: 'Pizza',
        subdomain: pizza.subdomain,
        active: false,
        confirmedOrders: 2,
        revenueCents: 16845,
      },
      {
        id: burger.id,
        name: 'Burger',
        subdomain: burger.subdomain,
        active: true,
        confirmedOrders: 2,
        revenueCents: 4000,
      },
    ]);
  });

  it('report: every establishment over the chosen period, best first, with totals', async () => {
    const res = await get(
      t.app,
      `/api/superadmin/reports?from=${addDays(today, -7)}&to=${today}`,
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rows: [
        // Two shops may share a name (a restored copy, a chain): the subdomain tells them apart.
        { name: 'Pizza', subdomain: pizza.subdomain, confirmedOrders: 1, revenueCents: 4500 },
        { name: 'Burger', subdomain: burger.subdomain, confirmedOrders: 2, revenueCents: 4000 },
        { name: 'Sem Vendas', confirmedOrders: 0, revenueCents: 0 },
      ],
      totals: { confirmedOrders: 3, revenueCents: 8500 },
    });
  });

  it('report: refuses a reversed or too long period', async () => {
    const reversed = await get(
      t.app,
      `/api/superadmin/reports?from=${today}&to=2020-01-01`,
      cookie,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toContainEqual({
      path: 'to',
      message: 'A data final deve ser igual ou posterior à inicial',
    });
    const long = await get(t.app, '/api/superadmin/reports?from=2020-01-01&to=2022-01-01', cookie);
    expect(long.statusCode).toBe(400);
    expect(
      (await get(t.app, '/api/superadmin/reports?from=ontem&to=hoje', cookie)).statusCode,
    ).toBe(400);
  });

  it('report CSV: semicolons, decimal commas, BOM, totals, and formulas kept as text', async () => {
    await insertEstablishment(t.app.db, { name: '=HYPERLINK("x")' });
    const res = await get(
      t.app,
      `/api/superadmin/reports.csv?from=${addDays(today, -7)}&to=${today}`,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-${addDays(today, -7)}-a-${today}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Estabelecimento;Status;Pedidos confirmados;Receita (R$)',
      'Pizza;Inativo;1;45,00',
      'Burger;Ativo;2;40,00',
      '"\'=HYPERLINK(""x"")";Ativo;0;0,00',
      'Sem Vendas;Ativo;0;0,00',
      'Total;;3;85,00',
    ]);
  });

  it('is for super admins only', async () => {
    const admin = await signUp(t.app);
    for (const url of ['/api/superadmin/dashboard', '/api/superadmin/settings']) {
      expect((await get(t.app, url, admin.cookie)).statusCode).toBe(403);
    }
  });

  it('settings: APP_DOMAIN by default, SMTP status, and sign-up closed blocks the public form', async () => {
    const initial = await get(t.app, '/api/superadmin/settings', cookie);
    expect(initial.json()).toEqual({
      signupOpen: true,
      platformDomain: 'localhost',
      platformDomainIsDefault: true,
      smtpConfigured: false,
      mailFrom: 'Comanda <nao-responda@comanda.app>',
      // Without PUBLIC_URL Mercado Pago cannot notify; the super admin sees it here.
      publicUrl: null,
      ifood: { clientId: null, secretSet: false },
    });

    const closed = await send(t.app, 'PUT', '/api/superadmin/settings', {
      cookie,
      payload: { signupOpen: false, platformDomain: ' Comanda.App ' },
    });
    expect(closed.json()).toMatchObject({
      signupOpen: false,
      platformDomain: 'comanda.app',
      platformDomainIsDefault: false,
    });
    expect((await get(t.app, '/api/public/platform')).json()).toEqual({
      signupOpen: false,
      platformDomain: 'comanda.app',
    });
    const refused = await post(t.app, '/api/auth/sign-up/email', {
      name: 'Curioso',
      email: 'curioso@example.com',
      password: 'senha-123',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'O cadastro de novas contas está fechado. Peça acesso ao administrador da plataforma.',
    );
    // The super admin still creates shops with their admins.
    const shop = await send(t.app, 'POST', '/api/superadmin/establishments', {
      cookie,
      payload: { name: 'Com Admin', adminEmail: 'dono@example.com', adminPassword: 'senha-123' },
    });
    expect(shop.statusCode).toBe(201);

    const invalid = await send(t.app, 'PUT', '/api/superadmin/settings', {
      cookie,
      payload: { signupOpen: true, platformDomain: 'não é domínio' },
    });
    expect(invalid.statusCode).toBe(400);
    const reopened = await send(t.app, 'PUT', '/api/superadmin/settings', {
      cookie,
      payload: { signupOpen: true, platformDomain: '' },
    });
    expect(reopened.json()).toMatchObject({ platformDomain: 'localhost', signupOpen: true });
    expect((await signUp(t.app)).cookie).toBeTruthy();
  });

  it("Configurações → iFood: the platform's application, its secret sealed and kept when left blank", async () => {
    const put = (payload: object, as = cookie) =>
      send(t.app, 'PUT', '/api/superadmin/settings/ifood', { cookie: as, payload });
    const missing = await put({ clientId: 'comanda-app', clientSecret: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Informe o client secret do aplicativo iFood');

    const saved = await put({ clientId: 'comanda-app', clientSecret: 'segredo-1' });
    expect(saved.json().ifood).toEqual({ clientId: 'comanda-app', secretSet: true });
    expect(await ifoodAppCredentials(t.app.db, t.app.secretBox)).toEqual({
      clientId: 'comanda-app',
      clientSecret: 'segredo-1',
    });
    // A new client id with the secret left blank keeps the stored secret.
    await put({ clientId: 'comanda-app-2', clientSecret: '' });
    expect(await ifoodAppCredentials(t.app.db, t.app.secretBox)).toEqual({
      clientId: 'comanda-app-2',
      clientSecret: 'segredo-1',
    });
    // Another setting saved meanwhile leaves the application alone.
    await send(t.app, 'PUT', '/api/superadmin/settings', {
      cookie,
      payload: { signupOpen: true, platformDomain: '' },
    });
    expect((await get(t.app, '/api/superadmin/settings', cookie)).json().ifood).toEqual({
      clientId: 'comanda-app-2',
      secretSet: true,
    });
    // Only the super admin; a blank client id forgets both.
    const admin = await signUp(t.app);
    expect((await put({ clientId: '', clientSecret: '' }, admin.cookie)).statusCode).toBe(403);
    const cleared = await put({ clientId: '', clientSecret: '' });
    expect(cleared.json().ifood).toEqual({ clientId: null, secretSet: false });
    expect(await ifoodAppCredentials(t.app.db, t.app.secretBox)).toBeNull();
  });
});

describe('closed sign-up on a fresh installation', () => {
  it('still lets the first super admin sign up', async () => {
    const t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail });
    try {
      await t.app.db.execute(
        // Closed before anyone exists, e.g. by a restored settings row.
        sql`insert into platform_settings (id, signup_open) values (1, false)`,
      );
      const { cookie } = await signUp(t.app, { email: superEmail });
      expect((await get(t.app, '/api/me', cookie)).json().roles).toEqual(['super_admin']);
      const refused = await post(t.app, '/api/auth/sign-up/email', {
        name: 'Outro',
        email: 'outro@example.com',
        password: 'senha-123',
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
