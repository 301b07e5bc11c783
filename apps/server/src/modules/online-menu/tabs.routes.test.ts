import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlineMenuDefaults,
  splitEqually,
  type AdminTab,
  type ClosedTab,
  type CloseTabInput,
  type CreateOnlineOrderInput,
  type CurrentTab,
  type DueOnlineOrderList,
  type PlacedOnlineOrder,
  type RegisterView,
} from '@comanda/shared';
import {
  cashRegisterMovements,
  diningTables,
  orders,
  paymentAttempts,
  receivables,
} from '../../db/schema';
import { adminCaller } from '../../test/admin-caller';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { placedTableOrder } from '../../test/table-tabs';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The table's tab (issue 35 item 2, decision 077): the table's first order opens it, a second
 * phone's order joins it and both phones see both; "Chamar garçom" and "Pedir a conta" reach
 * the staff; the PDV closes it with 10 % service, split in equal parts that add up to what is
 * due, each recorded as payments and in the register. Lanche costs R$ 20,00.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
let cookie: string;
let register: RegisterView;
const call = adminCaller(
  () => t.app,
  () => cookie,
);

const placed = (table: number, quantity: number, payment?: CreateOnlineOrderInput['payment']) =>
  placedTableOrder(t.app, shop, table, quantity, payment);

async function tabOf(table: number): Promise<CurrentTab['tab']> {
  const res = await t.app.inject({
    url: `/api/public/tabs/current?mesa=${table}`,
    headers: { host: shop.host },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CurrentTab).tab;
}

const phoneCall = (table: number, kind: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/tabs/current/calls/${kind}`,
    payload: { table },
    headers: { host: shop.host, origin: `http://${shop.host}` },
  });

async function adminTabs(): Promise<AdminTab[]> {
  const res = await call('GET', '/api/admin/tabs');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tabs;
}

const close = (tabId: string, input: Omit<CloseTabInput, 'registerId'>) =>
  call('POST', `/api/admin/pdv/tabs/${tabId}/close`, { registerId: register.id, ...input });

beforeAll(async () => {
  t = await createTestApp();
  shop = await insertKioskShop(t.app, { demoPayments: true });
  cookie = await signUpAdminOf(t.app, shop.shop.id);
  const saved = await call('PUT', '/api/admin/online-menu', {
    ...onlineMenuDefaults,
    enabled: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().servicePercent).toBe(10);
  await t.app.db
    .insert(diningTables)
    .values([12, 13, 14].map((number) => ({ establishmentId: shop.shop.id, number })));
  const opened = await call('POST', '/api/admin/cash-registers', {
    name: 'Caixa 1',
    openingFloatCents: 0,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  register = opened.json();
});
afterAll(async () => t?.close());

describe('the table tab', () => {
  let tabId: string;
  let dueOrder: PlacedOnlineOrder;

  it('opens with the first order, and a second phone sees both orders on it', async () => {
    expect(await tabOf(12)).toBeNull();
    const pix = await placed(12, 1, { method: 'pix' });
    const payment = await payKioskOrder(t.app, shop, pix, 'pix');
    await approveDemoPayment(t.app, shop, pix, payment);
    dueOrder = await placed(12, 2);
    const tab = (await tabOf(12))!;
    expect(tab.label).toBe('Mesa 12');
    expect(tab.orders.map((order) => [order.orderNumber, order.totalCents, order.paid])).toEqual([
      [pix.orderNumber, 2000, true],
      [dueOrder.orderNumber, 4000, false],
    ]);
    expect(tab.orders[1]!.items).toEqual([
      expect.objectContaining({ name: 'Lanche', quantity: 2, totalCents: 4000, paid: false }),
    ]);
    expect(tab).toMatchObject({
      ordersCents: 6000,
      servicePercent: 10,
      serviceCents: 600,
      totalCents: 6600,
      paidCents: 2000,
      dueCents: 4600,
    });
    // Another table's tab is its own.
    expect(await tabOf(13)).toBeNull();
    tabId = (await adminTabs()).find((candidate) => candidate.tableNumber === 12)!.id;
  });

  it('lets two phones ordering at once share one tab', async () => {
    await Promise.all([placed(14, 1), placed(14, 1)]);
    const tab = (await tabOf(14))!;
    expect(tab.orders).toHaveLength(2);
    expect((await adminTabs()).filter((candidate) => candidate.tableNumber === 14)).toHaveLength(1);
  });

  it('"Chamar garçom" and "Pedir a conta" reach the staff; a table without a tab is refused', async () => {
    const waiter = await phoneCall(12, 'garcom');
    expect(waiter.statusCode, waiter.body).toBe(200);
    expect(waiter.json().waiterCalledAt).not.toBeNull();
    const bill = await phoneCall(12, 'conta');
    expect(bill.json().billRequestedAt).not.toBeNull();
    const [first] = await adminTabs();
    expect(first).toMatchObject({ tableNumber: 12 });
    expect(first!.billRequestedAt).not.toBeNull();
    const none = await phoneCall(13, 'garcom');
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe('Não há conta aberta na Mesa 13.');
    const cleared = await call('POST', `/api/admin/tabs/${tabId}/calls/clear`);
    expect(cleared.statusCode, cleared.body).toBe(204);
    expect((await tabOf(12))!.waiterCalledAt).toBeNull();
  });

  it('refuses a stale amount, a bad split and change on a card, in Portuguese', async () => {
    const stale = await close(tabId, {
      service: true,
      parts: [{ method: 'card' }],
      expectedDueCents: 4000,
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().detail).toBe('O valor a pagar não confere: o correto é R$ 46,00.');
    const empty = await close(tabId, { service: true, parts: [], expectedDueCents: 4600 });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Divida a conta em 1 a 20 partes.');
    const change = await close(tabId, {
      service: true,
      parts: [{ method: 'card', receivedCents: 5000 }],
      expectedDueCents: 4600,
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().detail).toBe('Só o pagamento em dinheiro tem troco.');
    const unknown = await close(randomUUID(), {
      service: true,
      parts: [{ method: 'card' }],
      expectedDueCents: 4600,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Conta não encontrada.');
  });

  it('closes at the PDV with 10 % service split in two: the parts pay what is due', async () => {
    const res = await close(tabId, {
      service: true,
      parts: [{ method: 'cash', receivedCents: 3000 }, { method: 'card' }],
      expectedDueCents: 4600,
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed: ClosedTab = res.json();
    expect(closed).toMatchObject({ serviceCents: 600, totalCents: 6600, paidCents: 2000 });
    expect(closed.parts).toEqual([
      { method: 'cash', amountCents: 2300, receivedCents: 3000, changeCents: 700 },
      { method: 'card', amountCents: 2300, changeCents: 0 },
    ]);
    const partsCents = closed.parts.reduce((sum, part) => sum + part.amountCents, 0);
    expect(partsCents).toBe(closed.dueCents);
    expect(closed.paidCents + partsCents).toBe(closed.totalCents);

    // The due order is paid by the parts, as payments finance turns into receivables.
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, dueOrder.id));
    expect(order).toMatchObject({ paymentStatus: 'paid', paidMethod: 'split' });
    const payments = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, dueOrder.id));
    expect(payments.map((row) => [row.method, row.amountCents, row.status]).sort()).toEqual([
      ['card', 1700, 'approved'],
      ['cash', 2300, 'approved'],
    ]);
    const owed = await t.app.db
      .select()
      .from(receivables)
      .where(eq(receivables.orderId, dueOrder.id));
    expect(owed.reduce((sum, row) => sum + row.grossCents, 0)).toBe(4000);
    // The register holds all of it: the order's and the service's rows.
    const movements = await t.app.db
      .select()
      .from(cashRegisterMovements)
      .where(
        and(
          eq(cashRegisterMovements.registerId, register.id),
          eq(cashRegisterMovements.kind, 'sale'),
        ),
      );
    expect(movements.reduce((sum, row) => sum + row.amountCents, 0)).toBe(4600);
    const service = movements.filter((row) => row.orderId === null);
    expect(service.map((row) => [row.method, row.amountCents, row.reason])).toEqual([
      ['card', 600, 'Taxa de serviço · Mesa 12'],
    ]);

    expect(await tabOf(12)).toBeNull();
    const again = await close(tabId, {
      service: true,
      parts: [{ method: 'card' }],
      expectedDueCents: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Esta conta já foi fechada.');
  });

  it('opens a new tab after the close; without service, three parts with the odd centavos first', async () => {
    await placed(12, 1);
    const tab = (await adminTabs()).find((candidate) => candidate.tableNumber === 12)!;
    expect(tab.id).not.toBe(tabId);
    expect(tab.orders).toHaveLength(1);
    const res = await close(tab.id, {
      service: false,
      parts: [{ method: 'pix' }, { method: 'pix' }, { method: 'cash' }],
      expectedDueCents: 2000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed: ClosedTab = res.json();
    expect(closed.serviceCents).toBe(0);
    expect(closed.parts.map((part) => part.amountCents)).toEqual([668, 666, 666]);
    expect(splitEqually(2200, 3)).toEqual([734, 733, 733]);
    const open = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.establishmentId, shop.shop.id),
          isNull(orders.paidAt),
          eq(orders.paymentStatus, 'pending'),
          eq(orders.channel, 'mesa'),
        ),
      );
    // Only table 14's tab is still open with due orders.
    expect(open).toHaveLength(2);
  });
});

describe('an online order paid on pickup, taken at the PDV', () => {
  it('is paid with its change in the register; a second time or a table order is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/online-orders',
      payload: {
        items: [{ productId: shop.productId, quantity: 2 }],
        customer: { name: 'Ana Souza', phone: '(11) 91234-5678' },
        fulfilment: { type: 'retirada' },
        payment: { method: 'na_entrega', kind: 'dinheiro', trocoParaCents: 5000 },
      },
      headers: { host: shop.host, origin: `http://${shop.host}`, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order: PlacedOnlineOrder = res.json();
    // The PDV lists it (a table's order, on its tab, is not listed).
    const listed = await call('GET', '/api/admin/pdv/due-orders');
    expect(listed.statusCode, listed.body).toBe(200);
    const { orders: due }: DueOnlineOrderList = listed.json();
    expect(due).toEqual([
      expect.objectContaining({
        id: order.id,
        orderNumber: order.orderNumber,
        customerName: 'Ana Souza',
        fulfilment: 'retirada',
        payment: 'dinheiro',
        trocoParaCents: 5000,
        totalCents: 4000,
        stage: 'received',
      }),
    ]);
    const settle = (orderId: string, expectedChangeCents = 1000) =>
      call('POST', `/api/admin/pdv/due-orders/${orderId}/settle`, {
        registerId: register.id,
        tenders: [{ method: 'cash', amountCents: 5000 }],
        expectedChangeCents,
      });
    const wrong = await settle(order.id, 0);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('O troco não confere: o correto é R$ 10,00');
    const paid = await settle(order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ totalCents: 4000, changeCents: 1000 });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', paidMethod: 'cash' });
    const [movement] = await t.app.db
      .select()
      .from(cashRegisterMovements)
      .where(eq(cashRegisterMovements.orderId, order.id));
    expect(movement).toMatchObject({ kind: 'sale', method: 'cash', amountCents: 4000 });
    const after = await call('GET', '/api/admin/pdv/due-orders');
    expect((after.json() as DueOnlineOrderList).orders).toEqual([]);
    const again = await settle(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Este pedido não está aguardando pagamento no balcão.');
    const atTable = await placed(14, 1);
    const table = await settle(atTable.id);
    expect(table.statusCode).toBe(409);
  });
});
