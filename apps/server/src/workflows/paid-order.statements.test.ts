import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterSaleInput } from '@comanda/shared';
import { printerSettings, profiles, receivables } from '../db/schema';
import { readPaidOrder } from '../modules/orders';
import { settledPaymentsOfOrder } from '../modules/payments';
import { send, signUp } from '../test/auth-helpers';
import {
  approveDemoPayment,
  insertKioskShop,
  payKioskOrder,
  placeKioskOrder,
} from '../test/kiosk-orders';
import { recordStatements, type SentStatement } from '../test/statements';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The paid order's workflow reads the order once: its row, its lines (with their extras,
 * add-ons, choices and removals) and its payments, each in one statement, whatever the
 * channel. Counted on the driver, in the transaction that makes the order paid, from the
 * statement that marks it paid to the end (before it, payments reads and locks the order to
 * decide that it is paid).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

/** A shop with demo payments, a receipt printer and a kitchen printer. */
async function shopWithPrinters(): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  await t.app.db.insert(printerSettings).values([
    { establishmentId: shop.shop.id, name: 'Caixa', kind: 'customer', connectionType: 'virtual' },
    { establishmentId: shop.shop.id, name: 'Chapa', kind: 'kitchen', connectionType: 'virtual' },
  ]);
  return shop;
}

/** Runs `act`, then answers the statements of the transaction that made `orderId` paid. */
async function paidTransaction(act: () => Promise<string>): Promise<SentStatement[]> {
  const log = recordStatements(t.database);
  let orderId: string;
  try {
    orderId = await act();
  } finally {
    log.stop();
  }
  const paying = log.statements.find(
    (row) =>
      /^update "orders" set "payment_status"/.test(row.sql) &&
      row.params[0] === 'paid' &&
      row.params.includes(orderId) &&
      row.transaction !== null,
  );
  expect(paying, 'the statement that marks the order paid').toBeDefined();
  const inTransaction = log.statements.filter((row) => row.transaction === paying!.transaction);
  return inTransaction.slice(inTransaction.indexOf(paying!));
}

/** How many statements read `table` (a select naming it after `from`). */
const readsOf = (statements: SentStatement[], table: string) =>
  statements.filter((row) => /^\s*select/i.test(row.sql) && row.sql.includes(`from "${table}"`))
    .length;

function expectReadOnce(statements: SentStatement[]) {
  const reads = {
    orders: readsOf(statements, 'orders'),
    order_items: readsOf(statements, 'order_items'),
    order_item_extras: readsOf(statements, 'order_item_extras'),
    payment_attempts: readsOf(statements, 'payment_attempts'),
  };
  // The line's parts come inside the one statement that reads the lines.
  expect(reads, statements.map((row) => row.sql).join('\n')).toEqual({
    orders: 1,
    order_items: 1,
    order_item_extras: 1,
    payment_attempts: 1,
  });
}

async function cashierOf(shop: Shop) {
  const account = await signUp(t.app);
  await t.app.db
    .update(profiles)
    .set({ establishmentId: shop.shop.id })
    .where(eq(profiles.email, account.email));
  const register = await send(t.app, 'POST', '/api/admin/cash-registers', {
    cookie: account.cookie,
    payload: { name: `Caixa ${randomUUID().slice(0, 6)}`, openingFloatCents: 10_000 },
  });
  expect(register.statusCode, register.body).toBe(201);
  return { cookie: account.cookie, registerId: register.json().id as string };
}

async function sell(
  cashier: { cookie: string; registerId: string },
  shop: Shop,
  tenders: CounterSaleInput['tenders'],
) {
  const payload: CounterSaleInput = {
    registerId: cashier.registerId,
    items: [{ productId: shop.productId, quantity: 1 }],
    tenders,
    expectedTotalCents: 2000,
    expectedChangeCents: 0,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/pdv/sales',
    payload,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: cashier.cookie,
      'idempotency-key': `pdv-${randomUUID()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; payment?: { id: string } };
}

describe('the paid order is read once in the transaction that pays it', () => {
  it('a kiosk order paid by a demo approval', async () => {
    const shop = await shopWithPrinters();
    const order = await placeKioskOrder(t.app, shop);
    const payment = await payKioskOrder(t.app, shop, order, 'pix');

    const statements = await paidTransaction(async () => {
      await approveDemoPayment(t.app, shop, order, payment);
      return order.id;
    });

    expectReadOnce(statements);
    // Every step still did its part: the kitchen's queue, two print jobs, one receivable.
    expect(statements.some((row) => row.sql.startsWith('insert into "order_stage_changes"'))).toBe(
      true,
    );
    expect(statements.some((row) => row.sql.startsWith('insert into "print_jobs"'))).toBe(true);
    expect(statements.some((row) => row.sql.startsWith('insert into "receivables"'))).toBe(true);
  });

  it('a counter sale paid in cash', async () => {
    const shop = await shopWithPrinters();
    const cashier = await cashierOf(shop);

    const statements = await paidTransaction(async () => {
      const sale = await sell(cashier, shop, [{ method: 'cash', amountCents: 2000 }]);
      return sale.orderId;
    });

    expectReadOnce(statements);
  });

  it('a counter sale whose Pix the provider approves: the cash tenders reach the receivables', async () => {
    const shop = await shopWithPrinters();
    const cashier = await cashierOf(shop);
    const sale = await sell(cashier, shop, [
      { method: 'pix', amountCents: 1500, viaProvider: true },
      { method: 'cash', amountCents: 500 },
    ]);

    const statements = await paidTransaction(async () => {
      const res = await send(
        t.app,
        'POST',
        `/api/admin/payments/${sale.payment!.id}/demo-outcome`,
        {
          cookie: cashier.cookie,
          payload: { outcome: 'approved' },
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      return sale.orderId;
    });

    expectReadOnce(statements);
    // The counter-sale step wrote the cash tender; receivables, after it, had it in hand.
    const rows = await t.app.db
      .select({ method: receivables.method, grossCents: receivables.grossCents })
      .from(receivables)
      .where(eq(receivables.orderId, sale.orderId));
    expect(rows.sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'cash', grossCents: 500 },
      { method: 'pix', grossCents: 1500 },
    ]);
  });

  it('hands the steps a frozen snapshot', async () => {
    const shop = await shopWithPrinters();
    const cashier = await cashierOf(shop);
    const { orderId } = await sell(cashier, shop, [{ method: 'cash', amountCents: 2000 }]);
    const paid = await t.app.db.transaction((tx) =>
      readPaidOrder(tx, shop.shop.id, orderId, settledPaymentsOfOrder),
    );
    expect(paid).toMatchObject({
      order: { id: orderId, origin: 'pdv', paymentStatus: 'paid' },
      lines: [{ productName: 'Lanche', quantity: 1, extras: [], extraIds: [] }],
      payments: [{ method: 'cash', provider: 'counter', amountCents: 2000 }],
    });
    for (const part of [
      paid,
      paid!.order,
      paid!.lines,
      paid!.lines[0]!.extras,
      paid!.payments[0],
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });
});
