import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, RegisterView } from '@comanda/shared';
import { establishments } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A sangria and a close above the shop's thresholds need a Gerente's or the admin's approval
 * on the spot, never the operator's own (issue 32 item 4); the log names both people.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUpStaffOf>>;

/** A shop asking for an approval above R$ 100,00 of sangria and R$ 5,00 of difference. */
async function shopWithThresholds() {
  const shop = await insertEstablishment(t.app.db, {
    sangriaApprovalCents: 10_000,
    closeDifferenceApprovalCents: 500,
  });
  const person = (role: 'admin' | 'manager' | 'cashier') => signUpStaffOf(t.app, shop.id, role);
  return {
    shop,
    cashier: await person('cashier'),
    otherCashier: await person('cashier'),
    manager: await person('manager'),
    owner: await person('admin'),
  };
}

async function openRegister(person: Person, openingFloatCents: number) {
  const res = await send(t.app, 'POST', '/api/admin/cash-registers', {
    cookie: person.cookie,
    payload: { name: 'Caixa 1', openingFloatCents },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RegisterView>();
}

const credential = (person: Person) => ({ email: person.email, password: person.password });

const sangria = (person: Person, registerId: string, amountCents: number, approver?: Person) =>
  send(t.app, 'POST', `/api/admin/cash-registers/${registerId}/movements`, {
    cookie: person.cookie,
    payload: {
      kind: 'sangria',
      amountCents,
      reason: 'Depósito no cofre',
      ...(approver ? { authorization: credential(approver) } : {}),
    },
  });

/** Closes counting `cashCents` in one "outros" amount, card and Pix at zero. */
const close = (person: Person, registerId: string, cashCents: number, approver?: Person) =>
  send(t.app, 'POST', `/api/admin/cash-registers/${registerId}/close`, {
    cookie: person.cookie,
    payload: {
      cash: {},
      otherCents: cashCents,
      cardCents: 0,
      pixCents: 0,
      ...(approver ? { authorization: credential(approver) } : {}),
    },
  });

const logOf = async (owner: Person) =>
  (await send(t.app, 'GET', '/api/admin/audit', { cookie: owner.cookie })).json<AuditEntry[]>();

describe('approvals at the register (issue 32 item 4)', () => {
  it("a sangria above the shop's threshold needs a Gerente's approval, never the Caixa's own", async () => {
    const { cashier, otherCashier, manager, owner } = await shopWithThresholds();
    const register = await openRegister(cashier, 50_000);

    // Up to the threshold (R$ 100,00) nobody is asked.
    expect((await sangria(cashier, register.id, 10_000)).statusCode).toBe(200);

    const none = await sangria(cashier, register.id, 15_000);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      detail: 'Sangria acima de R$ 100,00: é preciso a aprovação de um Gerente ou administrador',
      errors: [{ path: 'authorization' }],
    });
    const own = await sangria(cashier, register.id, 15_000, cashier);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(
      'A sangria acima do limite precisa ser aprovada por outra pessoa, não pelo próprio operador',
    );
    // Another Caixa may not approve: they read as a wrong credential.
    const byCashier = await sangria(cashier, register.id, 15_000, otherCashier);
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().detail).toBe('E-mail ou senha de administrador inválidos');

    const approved = await sangria(cashier, register.id, 15_000, manager);
    expect(approved.statusCode, approved.body).toBe(200);
    // 500,00 - 100,00 - 150,00: only the approved sangria and the small one left the drawer.
    const cash = approved.json<RegisterView>().totals.find((m) => m.method === 'cash');
    expect(cash?.expectedCents).toBe(25_000);

    const lines = (await logOf(owner)).filter((line) => line.kind === 'cash.sangria');
    expect(lines.map((line) => [line.actor, line.approver, JSON.parse(line.after!).valor])).toEqual(
      [
        [cashier.email, manager.email, 'R$ 150,00'],
        [cashier.email, null, 'R$ 100,00'],
      ],
    );
  });

  it("a close with a difference above the shop's threshold needs the admin's or a Gerente's approval", async () => {
    const { shop, cashier, owner } = await shopWithThresholds();
    const short = await openRegister(cashier, 10_000);

    // R$ 10,00 short of R$ 100,00: above R$ 5,00.
    const none = await close(cashier, short.id, 9_000);
    expect(none.statusCode).toBe(403);
    expect(none.json().detail).toBe(
      'Diferença no fechamento acima de R$ 5,00: é preciso a aprovação de um Gerente ou administrador',
    );
    const own = await close(cashier, short.id, 9_000, cashier);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(
      'O fechamento com diferença acima do limite precisa ser aprovado por outra pessoa, não pelo próprio operador',
    );
    expect(
      (await send(t.app, 'GET', `/api/admin/cash-registers/${short.id}`, cashier)).json(),
    ).toMatchObject({ closedAt: null });

    const approved = await close(cashier, short.id, 9_000, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RegisterView>().closedAt).not.toBeNull();
    const [line] = (await logOf(owner)).filter(
      (entry) => entry.kind === 'register.close_difference',
    );
    expect(line).toMatchObject({ actor: cashier.email, approver: owner.email });

    // Within the threshold (R$ 3,00 over) the close needs nobody, and its line no approver.
    const over = await openRegister(cashier, 10_000);
    const small = await close(cashier, over.id, 10_300);
    expect(small.statusCode, small.body).toBe(200);
    const closes = (await logOf(owner)).filter(
      (entry) => entry.kind === 'register.close_difference',
    );
    expect(closes.map((entry) => entry.approver)).toEqual([null, owner.email]);

    // The admin who is the operator cannot approve their own close either.
    await t.app.db
      .update(establishments)
      .set({ closeDifferenceApprovalCents: 0 })
      .where(eq(establishments.id, shop.id));
    const ownRegister = await openRegister(owner, 1_000);
    expect((await close(owner, ownRegister.id, 900, owner)).statusCode).toBe(403);
    expect((await close(owner, ownRegister.id, 1_000)).statusCode).toBe(200);
  });
});
