import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlineMenuDefaults,
  type AdminTab,
  type ClosedTab,
  type RegisterView,
  type TabPaymentResult,
} from '@comanda/shared';
import {
  cashRegisterMovements,
  diningTables,
  tableTabPayments,
  orders,
  paymentAttempts,
  receivables,
} from '../../db/schema';
import { adminCaller } from '../../test/admin-caller';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop } from '../../test/kiosk-orders';
import { adminTabOf, placedTableOrder } from '../../test/table-tabs';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A table's tab split by items and paid in parts while open (issue 35 item 2, decision 085).
 * Lanche costs R$ 20,00; the service is the shop's 10 %. Every expected figure below is worked
 * out by hand from the orders' totals, and the sums are checked against the database's rows.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
let cookie: string;
let register: RegisterView;
const call = adminCaller(
  () => t.app,
  () => cookie,
);

const placed = (table: number, quantity: number) => placedTableOrder(t.app, shop, table, quantity);
const tabOf = (table: number) => adminTabOf(call, table);

const lineOf = (tab: AdminTab, index: number) => tab.orders[index]!.items[0]!.id;
const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);
const post = (url: string, body: Record<string, unknown>) =>
  call('POST', url, { registerId: register.id, ...body });

/** What the database holds for these orders: their totals, payments, receivables, register rows. */
async function booked(orderIds: string[], label: string) {
  const rows = await t.app.db.select().from(orders).where(inArray(orders.id, orderIds));
  const payments = await t.app.db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.orderId, orderIds), eq(paymentAttempts.status, 'approved')));
  const owed = await t.app.db
    .select()
    .from(receivables)
    .where(inArray(receivables.orderId, orderIds));
  const sales = await t.app.db
    .select()
    .from(cashRegisterMovements)
    .where(
      and(
        eq(cashRegisterMovements.registerId, register.id),
        eq(cashRegisterMovements.kind, 'sale'),
      ),
    );
  const service = sales.filter(
    (row) => row.orderId === null && row.reason === `Taxa de serviço · ${label}`,
  );
  return {
    ordersCents: sum(rows.map((row) => row.totalCents)),
    allPaid: rows.every((row) => row.paymentStatus === 'paid'),
    paymentsCents: sum(payments.map((row) => row.amountCents)),
    receivablesCents: sum(owed.map((row) => row.grossCents)),
    salesCents: sum(
      sales
        .filter((row) => row.orderId && orderIds.includes(row.orderId))
        .map((r) => r.amountCents),
    ),
    serviceCents: sum(service.map((row) => row.amountCents)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await insertKioskShop(t.app, { demoPayments: true });
  cookie = await signUpAdminOf(t.app, shop.shop.id);
  const saved = await call('PUT', '/api/admin/online-menu', {
    ...onlineMenuDefaults,
    enabled: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.app.db
    .insert(diningTables)
    .values([21, 22, 23].map((number) => ({ establishmentId: shop.shop.id, number })));
  const opened = await call('POST', '/api/admin/cash-registers', {
    name: 'Caixa 1',
    openingFloatCents: 0,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  register = opened.json();
});
afterAll(async () => t?.close());

describe('closing a tab split by items', () => {
  it('charges each part its items plus its share of the service; a shared item is divided', async () => {
    const placedOrders = [await placed(21, 1), await placed(21, 2), await placed(21, 3)];
    const tab = await tabOf(21);
    const [a, b, c] = [lineOf(tab, 0), lineOf(tab, 1), lineOf(tab, 2)];
    expect(tab.orders[0]!.items[0]!.totalCents).toBe(2000);
    expect(tab).toMatchObject({ ordersCents: 12000, serviceCents: 1200, dueCents: 13200 });
    const close = (parts: Record<string, unknown>[]) =>
      post(`/api/admin/pdv/tabs/${tab.id}/close`, {
        service: true,
        parts,
        expectedDueCents: 13200,
      });

    const unassigned = await close([
      { method: 'card', itemIds: [a] },
      { method: 'card', itemIds: [b] },
    ]);
    expect(unassigned.statusCode).toBe(422);
    expect(unassigned.json().detail).toBe('Atribua cada item a pelo menos uma parte.');
    const unknown = await close([{ method: 'card', itemIds: [a, b, c, randomUUID()] }]);
    expect(unknown.json().detail).toBe('Item não encontrado nesta conta.');
    const empty = await close([
      { method: 'card', itemIds: [a, b, c] },
      { method: 'card', itemIds: [] },
    ]);
    expect(empty.json().detail).toBe('A parte 2 não tem itens.');
    const twice = await close([{ method: 'card', itemIds: [a, b, c, a] }]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().detail).toBe('O item Lanche está duas vezes na parte 1.');
    // A part by items is priced by the server: an amount beside its items is refused.
    const priced = await close([{ method: 'card', itemIds: [a, b, c], amountCents: 100 }]);
    expect(priced.statusCode).toBe(422);
    expect(priced.json().detail).toBe('Informe o valor ou os itens de cada parte.');

    // Lanche (a) shared by the three parts: 668 + 666 + 666. Items 4668, 6666 and 666; the
    // service's 1200 by those weights: 466, 666 and 66, and the 2 centavos left to the first.
    const res = await close([
      { method: 'cash', itemIds: [a, b], receivedCents: 6000 },
      { method: 'card', itemIds: [a, c] },
      { method: 'pix', itemIds: [a] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const closed: ClosedTab = res.json();
    expect(closed.parts).toEqual([
      { method: 'cash', amountCents: 5136, receivedCents: 6000, changeCents: 864 },
      { method: 'card', amountCents: 7332, changeCents: 0 },
      { method: 'pix', amountCents: 732, changeCents: 0 },
    ]);
    const ids = placedOrders.map((order) => order.id);
    const db = await booked(ids, 'Mesa 21');
    const tabTotal = db.ordersCents + Math.round(db.ordersCents / 10);
    expect(sum(closed.parts.map((part) => part.amountCents))).toBe(tabTotal);
    expect(closed.totalCents).toBe(tabTotal);
    // Each part is recorded as the lines it paid: which item, how much of it, for how much.
    const rows = await t.app.db
      .select()
      .from(tableTabPayments)
      .where(eq(tableTabPayments.tabId, tab.id));
    const linesOf = (method: string) =>
      rows
        .find((row) => row.method === method)!
        .allocations.flatMap((allocation) => allocation.lines ?? []);
    expect(linesOf('cash')).toEqual([
      { itemId: a, quantity: 0.334, amountCents: 668 },
      { itemId: b, quantity: 2, amountCents: 4000 },
    ]);
    expect(linesOf('card')).toEqual([
      { itemId: a, quantity: 0.333, amountCents: 666 },
      { itemId: c, quantity: 3, amountCents: 6000 },
    ]);
    expect(linesOf('pix')).toEqual([{ itemId: a, quantity: 0.333, amountCents: 666 }]);
    expect(db).toMatchObject({
      allPaid: true,
      paymentsCents: db.ordersCents,
      receivablesCents: db.ordersCents,
      salesCents: db.ordersCents,
      serviceCents: tabTotal - db.ordersCents,
    });
  });
});

describe('paying part of a tab while it stays open', () => {
  it('takes items or an amount, shows paid and remaining, and the close takes the rest', async () => {
    const placedOrders = [await placed(22, 1), await placed(22, 2)];
    let tab = await tabOf(22);
    const a = lineOf(tab, 0);
    expect(tab).toMatchObject({ totalCents: 6600, paidCents: 0, dueCents: 6600 });
    const pay = (parts: Record<string, unknown>[], expectedDueCents: number, service = true) =>
      post(`/api/admin/pdv/tabs/${tab.id}/payments`, { service, parts, expectedDueCents });

    // By items: Lanche (a) R$ 20,00 plus its 10 %.
    const byItems = await pay([{ method: 'card', itemIds: [a] }], 6600);
    expect(byItems.statusCode, byItems.body).toBe(200);
    const first: TabPaymentResult = byItems.json();
    expect(first.parts).toEqual([{ method: 'card', amountCents: 2200, changeCents: 0 }]);
    expect(first).toMatchObject({ paidCents: 2200, dueCents: 4400, totalCents: 6600 });
    tab = await tabOf(22);
    expect(tab).toMatchObject({
      paidCents: 2200,
      dueCents: 4400,
      serviceLocked: true,
      servicePaidCents: 200,
    });
    expect(tab.payments).toEqual([expect.objectContaining({ method: 'card', amountCents: 2200 })]);
    expect(tab.orders[0]).toMatchObject({ paid: true, paidCents: 2000 });
    expect(tab.orders[0]!.items[0]!.paid).toBe(true);

    const again = await pay([{ method: 'card', itemIds: [a] }], 4400);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe('O item Lanche já foi pago.');
    const over = await pay([{ method: 'cash', amountCents: 4401 }], 4400);
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe('O pagamento passa do que falta pagar na conta (R$ 44,00).');
    const neither = await pay([{ method: 'cash' }], 4400);
    expect(neither.json().detail).toBe('Informe o valor ou os itens de cada parte.');
    const stale = await pay([{ method: 'cash', amountCents: 100 }], 6600);
    expect(stale.json().detail).toBe('O valor a pagar não confere: o correto é R$ 44,00.');

    // By amount, cash with change: it goes into the order still due (b), which stays unpaid.
    const byAmount = await pay([{ method: 'cash', amountCents: 1000, receivedCents: 2000 }], 4400);
    expect(byAmount.statusCode, byAmount.body).toBe(200);
    expect((byAmount.json() as TabPaymentResult).parts).toEqual([
      { method: 'cash', amountCents: 1000, receivedCents: 2000, changeCents: 1000 },
    ]);
    tab = await tabOf(22);
    expect(tab).toMatchObject({ paidCents: 3200, dueCents: 3400 });
    expect(tab.orders[1]).toMatchObject({ paid: false, paidCents: 1000 });
    expect(tab.orders[1]!.items[0]!.paid).toBe(false);

    const noService = await post(`/api/admin/pdv/tabs/${tab.id}/close`, {
      service: false,
      parts: [{ method: 'card' }],
      expectedDueCents: 3400,
    });
    expect(noService.statusCode).toBe(422);
    expect(noService.json().detail).toBe(
      'A taxa de serviço desta conta já foi definida no primeiro pagamento.',
    );
    const res = await post(`/api/admin/pdv/tabs/${tab.id}/close`, {
      service: true,
      parts: [{ method: 'card' }, { method: 'pix' }],
      expectedDueCents: 3400,
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed: ClosedTab = res.json();
    expect(closed.parts.map((part) => part.amountCents)).toEqual([1700, 1700]);
    expect(closed).toMatchObject({ totalCents: 6600, paidCents: 3200, dueCents: 3400 });

    const ids = placedOrders.map((order) => order.id);
    const db = await booked(ids, 'Mesa 22');
    const tabTotal = db.ordersCents + Math.round(db.ordersCents / 10);
    expect(2200 + 1000 + sum(closed.parts.map((part) => part.amountCents))).toBe(tabTotal);
    expect(db).toMatchObject({
      allPaid: true,
      paymentsCents: db.ordersCents,
      receivablesCents: db.ordersCents,
      salesCents: db.ordersCents,
      serviceCents: tabTotal - db.ordersCents,
    });
    // Order b was paid by the cash part taken while open and the closing's parts.
    const bPayments = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, placedOrders[1]!.id));
    expect(bPayments.map((row) => [row.method, row.amountCents]).sort()).toEqual([
      ['card', 1700],
      ['cash', 1000],
      ['pix', 1300],
    ]);

    const closedPay = await pay([{ method: 'cash', amountCents: 100 }], 0);
    expect(closedPay.statusCode).toBe(409);
    expect(closedPay.json().detail).toBe('Esta conta já foi fechada.');
    const open = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), isNull(orders.paidAt)));
    expect(open).toEqual([]);
  });
});

describe('cash received per part', () => {
  it('records what each cash part handed over and its change; the register holds the part', async () => {
    const placedOrders = [await placed(23, 1), await placed(23, 2)];
    const tab = await tabOf(23);
    expect(tab).toMatchObject({ dueCents: 6600 });
    const pay = (parts: Record<string, unknown>[], expectedDueCents: number) =>
      post(`/api/admin/pdv/tabs/${tab.id}/payments`, { service: true, parts, expectedDueCents });

    // Bad input is refused in Portuguese, before anything is written.
    for (const receivedCents of [0, -100, 12.5, 'dez']) {
      const bad = await pay([{ method: 'cash', amountCents: 1000, receivedCents }], 6600);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.body).toContain('Valor recebido em dinheiro inválido.');
    }
    const low = await pay([{ method: 'cash', amountCents: 1000, receivedCents: 999 }], 6600);
    expect(low.statusCode).toBe(422);
    expect(low.json().detail).toBe('O valor recebido em dinheiro é menor que a parte.');

    // While open: R$ 10,00 paid with a R$ 50,00 note, R$ 40,00 back.
    const part = await pay([{ method: 'cash', amountCents: 1000, receivedCents: 5000 }], 6600);
    expect(part.statusCode, part.body).toBe(200);
    expect((part.json() as TabPaymentResult).parts).toEqual([
      { method: 'cash', amountCents: 1000, receivedCents: 5000, changeCents: 4000 },
    ]);
    // At the closing, R$ 56,00 in two: R$ 28,00 in cash from R$ 30,00, R$ 28,00 in cash as is.
    const res = await post(`/api/admin/pdv/tabs/${tab.id}/close`, {
      service: true,
      parts: [{ method: 'cash', receivedCents: 3000 }, { method: 'cash' }],
      expectedDueCents: 5600,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ClosedTab).parts).toEqual([
      { method: 'cash', amountCents: 2800, receivedCents: 3000, changeCents: 200 },
      { method: 'cash', amountCents: 2800, changeCents: 0 },
    ]);

    const rows = await t.app.db
      .select()
      .from(tableTabPayments)
      .where(eq(tableTabPayments.tabId, tab.id))
      .orderBy(tableTabPayments.createdAt);
    expect(rows.map((row) => [row.amountCents, row.receivedCents, row.changeCents])).toEqual([
      [1000, 5000, 4000],
      [2800, 3000, 200],
      [2800, null, 0],
    ]);
    // The drawer keeps the parts (R$ 66,00), never the notes handed over (R$ 80,00 + 28,00).
    const ids = placedOrders.map((order) => order.id);
    const db = await booked(ids, 'Mesa 23');
    expect(db.salesCents + db.serviceCents).toBe(6600);
    expect(db).toMatchObject({ allPaid: true, salesCents: 6000, serviceCents: 600 });
  });
});
