import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDateOf,
  type CounterSaleInput,
  type RegisterView,
  type ShopDashboard,
  type ShopReport,
} from '@comanda/shared';
import { cashRegisterMovements, cashRegisters, orders, paymentAttempts } from '../../db/schema';
import { get, send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The counter's figures on the owner's screens, sold through the PDV's own endpoints: the
 * registers open now with the cash their ledger says each drawer holds (the dashboard's
 * 'Caixas abertos'), and split counter sales in the payment mix, each method credited with its
 * payment rows. Every figure is checked against a sum computed here from the raw rows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

async function openRegister(cookie: string, name: string, openingFloatCents: number) {
  const res = await send(t.app, 'POST', '/api/admin/cash-registers', {
    cookie,
    payload: { name, openingFloatCents },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RegisterView>();
}

/** Sells `quantity` Lanches (R$ 20,00 each) on the register with these tenders. */
async function sell(
  cookie: string,
  shop: Shop,
  registerId: string,
  quantity: number,
  tenders: CounterSaleInput['tenders'],
) {
  const totalCents = 2000 * quantity;
  const paid = tenders.reduce((sum, tender) => sum + tender.amountCents, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/pdv/sales',
    payload: {
      registerId,
      items: [{ productId: shop.productId, quantity }],
      tenders,
      expectedTotalCents: totalCents,
      expectedChangeCents: paid - totalCents,
    } satisfies CounterSaleInput,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie,
      'idempotency-key': `pdv-${randomUUID()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ orderId: string }>().orderId;
}

const movement = (cookie: string, registerId: string, kind: string, amountCents: number) =>
  send(t.app, 'POST', `/api/admin/cash-registers/${registerId}/movements`, {
    cookie,
    payload: { kind, amountCents, reason: 'Teste' },
  });

/** The independent figure: per open register, the cash rows of its ledger that move money. */
async function expectedCashFromLedger(establishmentId: string) {
  const open = await t.app.db
    .select()
    .from(cashRegisters)
    .where(and(eq(cashRegisters.establishmentId, establishmentId), isNull(cashRegisters.closedAt)));
  const rows = await t.app.db
    .select()
    .from(cashRegisterMovements)
    .where(eq(cashRegisterMovements.establishmentId, establishmentId));
  const moving = ['opening', 'sale', 'sangria', 'suprimento'];
  return open
    .sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime())
    .map((register) => ({
      name: register.name,
      operator: register.operatorEmail,
      openedAt: register.openedAt.toISOString(),
      expectedCashCents: rows
        .filter(
          (row) =>
            row.registerId === register.id && row.method === 'cash' && moving.includes(row.kind),
        )
        .reduce((sum, row) => sum + row.amountCents, 0),
    }));
}

/**
 * The independent payment mix of today's paid orders: an order paid one way under its method,
 * a split one under each method with what its payment rows took.
 */
async function mixFromRows(establishmentId: string) {
  const today = businessDateOf(new Date());
  const paid = await t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.establishmentId, establishmentId), eq(orders.paymentStatus, 'paid')));
  const payments = await t.app.db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.establishmentId, establishmentId),
        eq(paymentAttempts.status, 'approved'),
      ),
    );
  const mix = new Map<string, { orders: Set<string>; revenueCents: number }>();
  const credit = (method: string, orderId: string, cents: number) => {
    const row = mix.get(method) ?? { orders: new Set<string>(), revenueCents: 0 };
    row.orders.add(orderId);
    row.revenueCents += cents;
    mix.set(method, row);
  };
  for (const order of paid.filter((row) => row.businessDate === today)) {
    if (order.paidMethod !== 'split')
      credit(order.paidMethod ?? 'other', order.id, order.totalCents);
    else {
      for (const payment of payments.filter((row) => row.orderId === order.id)) {
        credit(payment.method, order.id, payment.amountCents);
      }
    }
  }
  return (['pix', 'card', 'cash', 'other'] as const)
    .filter((method) => mix.has(method))
    .map((method) => ({
      method,
      paidOrders: mix.get(method)!.orders.size,
      revenueCents: mix.get(method)!.revenueCents,
    }));
}

describe("the counter's figures on the dashboard and in the reports", () => {
  let shop: Shop;
  let owner: string;
  let ana: string;
  let bia: string;

  beforeAll(async () => {
    shop = await insertKioskShop(t.app);
    owner = await signUpAdminOf(t.app, shop.shop.id);
    ana = await signUpAdminOf(t.app, shop.shop.id);
    bia = await signUpAdminOf(t.app, shop.shop.id);

    // Ana: R$ 100,00 float, a cash sale with change, a card sale, a sangria, a suprimento.
    const first = await openRegister(ana, 'Caixa 1', 10_000);
    await sell(ana, shop, first.id, 1, [{ method: 'cash', amountCents: 5000 }]);
    await sell(ana, shop, first.id, 1, [{ method: 'card', amountCents: 2000 }]);
    expect((await movement(ana, first.id, 'sangria', 1500)).statusCode).toBe(200);
    expect((await movement(ana, first.id, 'suprimento', 700)).statusCode).toBe(200);
    // Bia: R$ 50,00 float and three Lanches paid R$ 20,00 in cash and the rest by card.
    const second = await openRegister(bia, 'Caixa 2', 5000);
    await sell(bia, shop, second.id, 3, [
      { method: 'cash', amountCents: 2000 },
      { method: 'card', amountCents: 4000 },
    ]);
    // The owner's register of the morning, closed: not open any more.
    const morning = await openRegister(owner, 'Caixa da manhã', 1000);
    const closed = await send(t.app, 'POST', `/api/admin/cash-registers/${morning.id}/close`, {
      cookie: owner,
      payload: { cash: { '1000': 1 }, cardCents: 0, pixCents: 0 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Another shop's open register is never listed.
    const other = await insertKioskShop(t.app);
    await openRegister(await signUpAdminOf(t.app, other.shop.id), 'Caixa 1', 9900);
  });

  it('dashboard: the open registers, with the cash each drawer should hold from its ledger', async () => {
    const res = await get(t.app, '/api/admin/dashboard', owner);
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json<ShopDashboard>();
    const expected = await expectedCashFromLedger(shop.shop.id);
    expect(dashboard.openRegisters).toEqual(expected);
    // 100,00 + 20,00 (50,00 received, 30,00 change) - 15,00 + 7,00; 50,00 + 20,00.
    expect(dashboard.openRegisters.map((row) => [row.name, row.expectedCashCents])).toEqual([
      ['Caixa 1', 11_200],
      ['Caixa 2', 7000],
    ]);
  });

  it("dashboard: a cashier does not see their own register's expected cash (blind count)", async () => {
    const dashboard = (await get(t.app, '/api/admin/dashboard', ana)).json<ShopDashboard>();
    expect(dashboard.openRegisters.map((row) => [row.name, row.expectedCashCents])).toEqual([
      ['Caixa 1', null],
      ['Caixa 2', 7000],
    ]);
  });

  it('payment mix: a split sale credits cash with R$ 20,00 and card with the rest; the mix sums to revenue', async () => {
    const dashboard = (await get(t.app, '/api/admin/dashboard', owner)).json<ShopDashboard>();
    const mix = await mixFromRows(shop.shop.id);
    expect(dashboard.paymentMix).toEqual(mix);
    // Cash: Ana's Lanche and Bia's R$ 20,00; card: Ana's Lanche and Bia's R$ 40,00.
    expect(dashboard.paymentMix).toEqual([
      { method: 'card', paidOrders: 2, revenueCents: 6000 },
      { method: 'cash', paidOrders: 2, revenueCents: 4000 },
    ]);
    const mixed = dashboard.paymentMix.reduce((sum, row) => sum + row.revenueCents, 0);
    expect(mixed).toBe(dashboard.today.revenueCents);
    expect(dashboard.today).toMatchObject({ paidOrders: 3, revenueCents: 10_000 });

    const today = dashboard.businessDate;
    const report = (
      await get(t.app, `/api/admin/reports?from=${today}&to=${today}`, owner)
    ).json<ShopReport>();
    expect(report.byPaymentMethod).toEqual(mix);

    // The file: a row per method, and a total that counts the split order once.
    const csv = await get(
      t.app,
      `/api/admin/reports/csv/payment-method?from=${today}&to=${today}`,
      owner,
    );
    expect(csv.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Forma de pagamento;Pedidos pagos;Receita (R$)',
      'Cartão;2;60,00',
      'Dinheiro;2;40,00',
      'Total;3;100,00',
    ]);
  });
});
