import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf, type PayablesPage } from '@comanda/shared';
import { payables } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Contas a pagar of a busy period: the list stops at 1,000 rows by due date, like Contas a
 * receber, while its totals sum every payable that matches, in SQL; each total equals a sum
 * computed here from the inserted rows.
 */

let t: TestApp;
let admin: string;
let establishmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  const shop = await insertEstablishment(t.app.db);
  establishmentId = shop.id;
  admin = await signUpAdminOf(t.app, shop.id);
});
afterAll(() => t.close());

const page = async (query: string): Promise<PayablesPage> => {
  const res = await send(t.app, 'GET', `/api/admin/finance/payables?${query}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Row = typeof payables.$inferInsert;
const statuses = ['open', 'paid', 'canceled'] as const;

describe('payables of a busy period', () => {
  it('lists the first 1,000 by due date and sums all of them, overdue ones included', async () => {
    const today = businessDateOf(new Date());
    const from = addDays(today, 40);
    const to = addDays(from, 29);
    const groupId = randomUUID();
    const row = (index: number, dueDate: string, status: Row['status']): Row => ({
      establishmentId,
      description: `Conta ${index}`,
      category: 'other',
      dueDate,
      amountCents: 10_000 + index,
      groupId,
      status,
      paidOn: status === 'paid' ? dueDate : null,
    });
    const inPeriod = Array.from({ length: 1_200 }, (_, index) =>
      row(index, addDays(from, index % 30), statuses[index % 3]!),
    );
    // Overdue (open, due before today) shows whatever the period; paid ones of then do not.
    const overdue = [
      row(5_001, addDays(today, -3), 'open'),
      row(5_002, addDays(today, -9), 'open'),
    ];
    const pastPaid = row(5_003, addDays(today, -3), 'paid');
    const later = row(5_004, addDays(to, 1), 'open');
    await t.app.db.insert(payables).values([...inPeriod, ...overdue, pastPaid, later]);
    const sum = (rows: Row[], status?: Row['status']) =>
      rows
        .filter((one) => status === undefined || one.status === status)
        .reduce((total, one) => total + one.amountCents, 0);

    const all = await page(`from=${from}&to=${to}`);
    const matching = [...inPeriod, ...overdue];
    expect(all.payables).toHaveLength(1_000);
    expect(all.more).toBe(true);
    expect(all.totals).toEqual({
      count: matching.length,
      openCents: sum(matching, 'open'),
      overdueCents: sum(overdue),
      paidCents: sum(matching, 'paid'),
    });
    // By due date: the overdue ones first, then the period's from its first day.
    expect(all.payables.slice(0, 2).map((one) => one.dueDate)).toEqual([
      addDays(today, -9),
      addDays(today, -3),
    ]);
    expect(all.payables.at(-1)!.dueDate <= to).toBe(true);

    const paid = await page(`from=${from}&to=${to}&status=paid`);
    const paidRows = inPeriod.filter((one) => one.status === 'paid');
    expect(paid.more).toBe(false);
    expect(paid.payables).toHaveLength(paidRows.length);
    expect(paid.totals).toEqual({
      count: paidRows.length,
      openCents: 0,
      overdueCents: 0,
      paidCents: sum(paidRows),
    });
  });
});
