import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, RegisterView, TeamMember, TerminalState } from '@comanda/shared';
import { establishments, profiles, staffPins, terminalSessions } from '../../db/schema';
import { get, send, signIn } from '../../test/auth-helpers';
import { signUpStaffOf } from '../../test/factories';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * PINs and the shop's terminal (issue 32 items 1 and 3, decision 056): the admin gives PINs on
 * the team screen; the PDV left as the terminal is switched between operators by PIN, and the
 * operator's role, not the signed-in account's, decides what it may do.
 */
describe('PINs and the terminal (issue 32)', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof insertKioskShop>>;
  type Person = Awaited<ReturnType<typeof signUpStaffOf>>;
  let admin: Person;
  let cashier: Person;
  let manager: Person;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await insertKioskShop(t.app);
    admin = await named(await signUpStaffOf(t.app, shop.shop.id, 'admin'), 'Ana Dona');
    cashier = await named(await signUpStaffOf(t.app, shop.shop.id, 'cashier'), 'Carla Caixa');
    manager = await named(await signUpStaffOf(t.app, shop.shop.id, 'manager'), 'Gil Gerente');
    for (const [person, pin] of [
      [admin, '9999'],
      [cashier, '1234'],
      [manager, '567890'],
    ] as const) {
      const res = await setPin(person.id, pin);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  async function named(person: Person, name: string) {
    await t.app.db.update(profiles).set({ name }).where(eq(profiles.id, person.id));
    return person;
  }
  const setPin = (userId: string, pin: string) =>
    send(t.app, 'PUT', `/api/admin/team/${userId}/pin`, {
      cookie: admin.cookie,
      payload: { pin },
    });
  const terminal = (cookie: string) => get(t.app, '/api/admin/terminal', cookie);
  const switchIn = (cookie: string, userId: string, pin: string) =>
    send(t.app, 'POST', '/api/admin/terminal/operator', { cookie, payload: { userId, pin } });
  // The admin's own desk (another session): the terminal's session is the operator's.
  const auditOf = async (kind: string) => {
    const desk = await signIn(t.app, admin.email, admin.password);
    return (await get(t.app, `/api/admin/audit?kind=${kind}`, desk.cookie)).json<AuditEntry[]>();
  };

  it('stores a PIN hashed, unique in the shop, and the team shows who has one', async () => {
    const [row] = await t.app.db
      .select()
      .from(staffPins)
      .where(and(eq(staffPins.establishmentId, shop.shop.id), eq(staffPins.userId, cashier.id)));
    expect(row!.pinHash).toMatch(/^scrypt\$/);
    expect(row!.pinHash).not.toContain('1234');
    expect(row!.pinLookup).not.toContain('1234');

    const taken = await setPin(manager.id, '1234');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Este PIN já é de outra pessoa da loja. Escolha outro.');
    expect((await setPin(cashier.id, '1234')).statusCode).toBe(200);
    expect((await setPin(cashier.id, '12a4')).statusCode).toBe(400);
    expect((await setPin(cashier.id, '123')).json().detail).toMatch(/de 4 a 6 dígitos/);

    // Another shop's person may have the same PIN: the lookup is keyed by the shop.
    const other = await insertKioskShop(t.app);
    const otherAdmin = await signUpStaffOf(t.app, other.shop.id, 'admin');
    const elsewhere = await send(t.app, 'PUT', `/api/admin/team/${otherAdmin.id}/pin`, {
      cookie: otherAdmin.cookie,
      payload: { pin: '1234' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    // ...and no admin sets a PIN for another shop's person.
    const foreign = await send(t.app, 'PUT', `/api/admin/team/${cashier.id}/pin`, {
      cookie: otherAdmin.cookie,
      payload: { pin: '4444' },
    });
    expect(foreign.statusCode).toBe(404);

    const team = (await get(t.app, '/api/admin/team', admin.cookie)).json<TeamMember[]>();
    expect(team.filter((member) => member.hasPin).map((member) => member.id)).toHaveLength(3);
  });

  it('a terminal is locked until a PIN; the operator’s role decides; sales are theirs', async () => {
    const start = await send(t.app, 'POST', '/api/admin/terminal', { cookie: admin.cookie });
    expect(start.statusCode, start.body).toBe(200);
    const locked = await get(t.app, '/api/admin/pdv/menu', admin.cookie);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().detail).toBe('Terminal bloqueado: escolha seu nome e digite seu PIN');
    const state = (await terminal(admin.cookie)).json<TerminalState>();
    expect(state).toMatchObject({ terminal: true, operator: null, idleMinutes: 5 });
    expect(state.people.map((person) => person.name)).toEqual([
      'Ana Dona',
      'Carla Caixa',
      'Gil Gerente',
    ]);
    expect((await get(t.app, '/api/me', admin.cookie)).json().terminal).toEqual({ locked: true });

    const wrong = await switchIn(admin.cookie, cashier.id, '0000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('PIN incorreto');
    const switched = await switchIn(admin.cookie, cashier.id, '1234');
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ name: 'Carla Caixa', role: 'cashier' });

    // Signed in as the admin, operated by the Caixa: the Caixa's matrix answers.
    const me = (await get(t.app, '/api/me', admin.cookie)).json();
    expect(me).toMatchObject({ id: cashier.id, roles: ['cashier'], terminal: { locked: false } });
    const finance = await get(t.app, '/api/admin/finance/payables', admin.cookie);
    expect(finance.statusCode).toBe(403);
    expect(finance.json().detail).toMatch(/^Acesso negado: o perfil Caixa não pode/);
    expect((await get(t.app, '/api/admin/settings', admin.cookie)).statusCode).toBe(403);
    const end = await send(t.app, 'DELETE', '/api/admin/terminal', { cookie: admin.cookie });
    expect(end.statusCode).toBe(403);

    // The register and the sale are the Caixa's, in the register and in the log.
    const opened = await send(t.app, 'POST', '/api/admin/cash-registers', {
      cookie: admin.cookie,
      payload: { name: 'Balcão', openingFloatCents: 5000 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const register = opened.json<RegisterView>();
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pdv/sales',
      payload: {
        registerId: register.id,
        items: [{ productId: shop.productId, quantity: 1 }],
        tenders: [{ method: 'cash', amountCents: 2000 }],
        expectedTotalCents: 2000,
        expectedChangeCents: 0,
      },
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: admin.cookie,
        'idempotency-key': `pdv-${randomUUID()}`,
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);

    // "Trocar operador": locked again; the Gerente switches in and sees all registers.
    expect(
      (await send(t.app, 'POST', '/api/admin/terminal/lock', { cookie: admin.cookie })).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/api/admin/cash-registers', admin.cookie)).statusCode).toBe(423);
    expect((await switchIn(admin.cookie, manager.id, '567890')).statusCode).toBe(200);
    const registers = await get(t.app, '/api/admin/cash-registers', admin.cookie);
    expect(registers.json().registers[0]).toMatchObject({ id: register.id });

    // The admin switches in by PIN and ends the terminal: the session is the admin's again.
    expect((await switchIn(admin.cookie, admin.id, '9999')).statusCode).toBe(200);
    expect(
      (await send(t.app, 'DELETE', '/api/admin/terminal', { cookie: admin.cookie })).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/api/me', admin.cookie)).json()).toMatchObject({
      id: admin.id,
      terminal: null,
    });
    const sales = await auditOf('sale');
    expect(sales.map((line) => [line.actor, line.device?.split(' · ')[0]])).toEqual([
      [cashier.email, 'Balcão'],
    ]);
  });

  it('locks after the shop’s idle minutes: the server asks for a PIN again', async () => {
    await send(t.app, 'POST', '/api/admin/terminal', { cookie: admin.cookie });
    expect((await switchIn(admin.cookie, cashier.id, '1234')).statusCode).toBe(200);
    expect((await get(t.app, '/api/admin/pdv/menu', admin.cookie)).statusCode).toBe(200);
    await t.app.db
      .update(establishments)
      .set({ terminalIdleMinutes: 2 })
      .where(eq(establishments.id, shop.shop.id));
    await t.app.db
      .update(terminalSessions)
      .set({ operatorSeenAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(terminalSessions.establishmentId, shop.shop.id));
    expect((await get(t.app, '/api/admin/pdv/menu', admin.cookie)).statusCode).toBe(423);
    expect((await terminal(admin.cookie)).json()).toMatchObject({ operator: null, idleMinutes: 2 });
  });

  it('ten wrong PINs lock that PIN for the shop’s minutes, each one in the audit log', async () => {
    await t.app.db
      .update(establishments)
      .set({ pinLockMinutes: 30 })
      .where(eq(establishments.id, shop.shop.id));
    const before = (await auditOf('pin.failed')).length;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await switchIn(admin.cookie, manager.id, String(100000 + attempt));
      expect(res.statusCode, `attempt ${attempt}`).toBe(attempt < 10 ? 403 : 429);
    }
    // Locked: even the right PIN is refused, for 30 minutes; the Caixa's PIN still works.
    const right = await switchIn(admin.cookie, manager.id, '567890');
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toBe(
      'PIN bloqueado após 10 tentativas erradas. Tente de novo em 30 minutos ou peça ao administrador um novo PIN.',
    );
    expect((await switchIn(admin.cookie, cashier.id, '1234')).statusCode).toBe(200);

    const failed = await auditOf('pin.failed');
    expect(failed.length - before).toBe(11);
    const mine = failed.filter((line) => line.subject === 'PIN de Gil Gerente');
    expect(mine).toHaveLength(11);
    expect(mine.every((line) => line.actor === admin.email || line.actor === cashier.email)).toBe(
      true,
    );
    expect(mine.map((line) => JSON.parse(line.after!).tentativa)).toContain('10 de 10');
    expect(mine.map((line) => JSON.parse(line.after!).tentativa)).toContain('com o PIN bloqueado');

    // When the lock's time has passed, the right PIN opens again.
    await t.app.db
      .update(staffPins)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(staffPins.establishmentId, shop.shop.id), eq(staffPins.userId, manager.id)));
    expect((await switchIn(admin.cookie, manager.id, '567890')).statusCode).toBe(200);
  });
});
