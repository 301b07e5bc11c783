import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, RegisterView } from '@comanda/shared';
import { orders } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpStaffOf } from '../../test/factories';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A paid sale canceled at the PDV (issue 32 item 4): a Caixa needs a Gerente's or the admin's
 * approval on the spot, never their own; a Gerente cancels on their own (orders.cancel).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUpStaffOf>>;

async function openRegister(person: Person, name = 'Caixa 1') {
  const res = await send(t.app, 'POST', '/api/admin/cash-registers', {
    cookie: person.cookie,
    payload: { name, openingFloatCents: 5_000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RegisterView>();
}

/** One Lanche (R$ 20,00) paid in cash at the person's register. */
async function sellLanche(person: Person, registerId: string, productId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/pdv/sales',
    payload: {
      registerId,
      items: [{ productId, quantity: 1 }],
      tenders: [{ method: 'cash', amountCents: 2_000 }],
      expectedTotalCents: 2_000,
      expectedChangeCents: 0,
    },
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: person.cookie,
      'idempotency-key': `pdv-${randomUUID()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string; orderNumber: number }>();
}

const cancel = (person: Person, orderId: string, approver?: Person) =>
  send(t.app, 'POST', `/api/admin/pdv/sales/${orderId}/cancel`, {
    cookie: person.cookie,
    payload: {
      reason: 'Cliente desistiu',
      ...(approver
        ? { authorization: { email: approver.email, password: approver.password } }
        : {}),
    },
  });

const statusOf = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;

describe('a sale canceled at the PDV (issue 32 item 4)', () => {
  it("a Caixa's cancel of a paid sale needs a Gerente's approval; both are in the log", async () => {
    const shop = await insertKioskShop(t.app);
    const person = (role: 'admin' | 'manager' | 'cashier') =>
      signUpStaffOf(t.app, shop.shop.id, role);
    const [cashier, otherCashier, manager, owner] = [
      await person('cashier'),
      await person('cashier'),
      await person('manager'),
      await person('admin'),
    ];
    const register = await openRegister(cashier);
    const sale = await sellLanche(cashier, register.id, shop.productId);

    const none = await cancel(cashier, sale.orderId);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      detail: 'Cancelar um pedido pago: é preciso a aprovação de um Gerente ou administrador',
      errors: [{ path: 'authorization' }],
    });
    const own = await cancel(cashier, sale.orderId, cashier);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(
      'O cancelamento de um pedido pago precisa ser aprovado por outra pessoa, não pelo próprio operador',
    );
    expect((await cancel(cashier, sale.orderId, otherCashier)).statusCode).toBe(403);
    // Another Caixa cannot cancel this Caixa's sale at all: it reads as missing.
    expect((await cancel(otherCashier, sale.orderId, manager)).statusCode).toBe(404);
    expect(await statusOf(sale.orderId)).toBe('paid');

    const approved = await cancel(cashier, sale.orderId, manager);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(sale.orderId)).toBe('canceled');
    // The cash went back out of the drawer (the register's refund row).
    const view = (
      await send(t.app, 'GET', `/api/admin/cash-registers/${register.id}`, cashier)
    ).json<RegisterView>();
    expect(view.movements.find((row) => row.kind === 'refund')).toMatchObject({
      amountCents: -2_000,
      orderId: sale.orderId,
    });

    const log = (await send(t.app, 'GET', '/api/admin/audit', owner)).json<AuditEntry[]>();
    const subject = `Pedido ${sale.orderNumber}`;
    expect(
      log
        .filter((line) => line.kind === 'order.cancel' || line.kind === 'order.refund')
        .map((line) => [line.kind, line.subject, line.actor, line.approver]),
    ).toEqual([
      ['order.refund', subject, cashier.email, manager.email],
      ['order.cancel', subject, cashier.email, manager.email],
    ]);

    // A Gerente selling at the PDV cancels their own paid sale without anyone else.
    const managerRegister = await openRegister(manager, 'Caixa 2');
    const managerSale = await sellLanche(manager, managerRegister.id, shop.productId);
    const byManager = await cancel(manager, managerSale.orderId);
    expect(byManager.statusCode, byManager.body).toBe(200);
    const [line] = (await send(t.app, 'GET', '/api/admin/audit', owner))
      .json<AuditEntry[]>()
      .filter((entry) => entry.kind === 'order.cancel');
    expect(line).toMatchObject({ actor: manager.email, approver: null });
  });
});
