import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  type FinanceOverview,
  type Payable,
  type PayablesPage,
} from '@comanda/shared';
import { orders, paymentAttempts, stockItems, stockMovements, suppliers } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Seeds raw orders, payments, stock sales, payables and a purchase around day and month
 * boundaries (23:59 / 00:01 in São Paulo, UTC-3 all year), lets the events make the
 * receivables and payables, and checks every cash-flow and result figure against sums
 * computed here from the seeds with plain arithmetic.
 */

const minute = 60_000;
const saoPaulo = (date: string, hh: number, mm: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + ((hh + 3) * 60 + mm) * minute);
const wallDate = (at: Date) => new Date(at.getTime() - 3 * 60 * minute).toISOString().slice(0, 10);

type Method = 'pix' | 'card';
interface Sale {
  at: Date;
  /** Tenders: [method, cents]; what they leave of the total was paid by hand ("other"). */
  tenders: [Method, number][];
  totalCents: number;
  /** What the stock ledger says the sale cost (a 'sale' movement). */
  costCents: number;
  canceled?: boolean;
  /** Mark its card receivable received on this day. */
  receivedOn?: string;
}

const sales: Sale[] = [
  {
    at: saoPaulo('2026-01-31', 23, 57),
    tenders: [['pix', 3_000]],
    totalCents: 3_000,
    costCents: 900,
  },
  {
    at: saoPaulo('2026-01-31', 23, 59),
    tenders: [['card', 10_000]],
    totalCents: 10_000,
    costCents: 4_000,
    receivedOn: '2026-02-27',
  },
  {
    at: saoPaulo('2026-02-01', 0, 1),
    tenders: [['pix', 5_000]],
    totalCents: 5_000,
    costCents: 1_500,
  },
  {
    at: saoPaulo('2026-02-01', 12, 0),
    tenders: [['card', 3_333]],
    totalCents: 3_333,
    costCents: 1_000,
  },
  {
    at: saoPaulo('2026-02-10', 9, 0),
    tenders: [['card', 8_000]],
    totalCents: 8_000,
    costCents: 2_500,
    canceled: true,
  },
  {
    at: saoPaulo('2026-02-15', 13, 0),
    tenders: [
      ['pix', 1_000],
      ['card', 2_500],
    ],
    totalCents: 4_000,
    costCents: 1_200,
  },
  {
    at: saoPaulo('2026-02-28', 23, 59),
    tenders: [['pix', 2_000]],
    totalCents: 2_000,
    costCents: 600,
  },
  {
    at: saoPaulo('2026-03-01', 0, 1),
    tenders: [['card', 7_000]],
    totalCents: 7_000,
    costCents: 2_100,
  },
];
/** Payments settle two minutes after the order: a 23:59 sale is paid on the next day. */
const settledAt = (sale: Sale) => new Date(sale.at.getTime() + 2 * minute);
const feeOf = (cents: number) => Math.round((cents * 350) / 10_000);

/** What each sale should bring in, from the rules alone: card 3,50 % at D+30, the rest at once. */
interface Money {
  direction: 'in' | 'out';
  amountCents: number;
  dueDate: string;
  /** The day the money moved; null while open. */
  settledOn: string | null;
  canceled: boolean;
}
function expectedReceivables(): (Money & { feeCents: number; saleDate: string; method: string })[] {
  return sales.flatMap((sale) => {
    const paidOn = wallDate(settledAt(sale));
    const explained = sale.tenders.reduce((sum, [, cents]) => sum + cents, 0);
    const tenders: [string, number][] = [...sale.tenders];
    if (sale.totalCents > explained) tenders.push(['other', sale.totalCents - explained]);
    return tenders.map(([method, gross]) => {
      const card = method === 'card';
      const feeCents = card ? feeOf(gross) : 0;
      return {
        direction: 'in' as const,
        method,
        saleDate: wallDate(sale.at),
        amountCents: gross - feeCents,
        feeCents,
        dueDate: card ? addDays(paidOn, 30) : paidOn,
        settledOn: card ? (sale.receivedOn ?? null) : paidOn,
        canceled: card && sale.canceled === true,
      };
    });
  });
}

interface ManualPayable {
  description: string;
  category: Payable['category'];
  amountCents: number;
  firstDueDate: string;
  installments?: number;
  recurrence?: 'monthly';
  months?: number;
}
const manualPayables: ManualPayable[] = [
  {
    description: 'Aluguel',
    category: 'rent',
    amountCents: 250_000,
    firstDueDate: '2026-01-31',
    recurrence: 'monthly',
    months: 3,
  },
  {
    description: 'Conta de luz parcelada',
    category: 'energy',
    amountCents: 45_001,
    firstDueDate: '2026-02-01',
    installments: 3,
  },
  {
    description: 'Salários',
    category: 'payroll',
    amountCents: 300_000,
    firstDueDate: '2026-02-28',
  },
];
/** The payables those inputs must become, written out by hand (31 Jan + 1 month = 28 Feb). */
const expectedManual = [
  { description: 'Aluguel', category: 'rent', dueDate: '2026-01-31', amountCents: 250_000 },
  { description: 'Aluguel', category: 'rent', dueDate: '2026-02-28', amountCents: 250_000 },
  { description: 'Aluguel', category: 'rent', dueDate: '2026-03-31', amountCents: 250_000 },
  {
    description: 'Conta de luz parcelada',
    category: 'energy',
    dueDate: '2026-02-01',
    amountCents: 15_001,
  },
  {
    description: 'Conta de luz parcelada',
    category: 'energy',
    dueDate: '2026-03-01',
    amountCents: 15_000,
  },
  {
    description: 'Conta de luz parcelada',
    category: 'energy',
    dueDate: '2026-04-01',
    amountCents: 15_000,
  },
  { description: 'Salários', category: 'payroll', dueDate: '2026-02-28', amountCents: 300_000 },
];
/** The purchase: R$ 90,01 in two installments from 28 Feb. */
const expectedPurchase = [
  { dueDate: '2026-02-28', amountCents: 4_501 },
  { dueDate: '2026-03-28', amountCents: 4_500 },
];
/** Paid by hand in the test: [description, due date, paid on]. */
const paidPayables: [string, string, string][] = [
  ['Aluguel', '2026-01-31', '2026-02-01'],
  ['Conta de luz parcelada', '2026-02-01', '2026-02-01'],
  ['Compra de Atacadão', '2026-02-28', '2026-02-28'],
];

const weekStart = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
};
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** The cash flow of a period computed from the money list, bucket by bucket. */
function expectedCashFlow(money: Money[], from: string, to: string, by: 'day' | 'week' | 'month') {
  const live = money.filter((item) => !item.canceled);
  const signed = (item: Money) => (item.direction === 'in' ? item.amountCents : -item.amountCents);
  const sum = (list: Money[]) => list.reduce((total, item) => total + signed(item), 0);
  const opening = sum(live.filter((item) => item.settledOn !== null && item.settledOn < from));
  const openingForecast = sum(
    live.filter((item) => item.settledOn === null && item.dueDate < from),
  );
  const startOf = (day: string) =>
    by === 'day' ? day : by === 'week' ? weekStart(day) : `${day.slice(0, 8)}01`;
  const buckets = new Map<string, string[]>();
  for (const day of daysOf(from, to)) {
    const start = startOf(day) < from ? from : startOf(day);
    buckets.set(start, [...(buckets.get(start) ?? []), day]);
  }
  let balance = opening;
  let projected = opening + openingForecast;
  return {
    openingBalanceCents: opening,
    openingForecastCents: openingForecast,
    cashFlow: [...buckets].map(([start, days]) => {
      const realised = live.filter((item) => item.settledOn && days.includes(item.settledOn));
      const forecast = live.filter((item) => !item.settledOn && days.includes(item.dueDate));
      const amount = (list: Money[], direction: Money['direction']) =>
        list.filter((item) => item.direction === direction).reduce((t, i) => t + i.amountCents, 0);
      balance += sum(realised);
      projected += sum(realised) + sum(forecast);
      return {
        start,
        realisedInCents: amount(realised, 'in'),
        realisedOutCents: amount(realised, 'out'),
        forecastInCents: amount(forecast, 'in'),
        forecastOutCents: amount(forecast, 'out'),
        balanceCents: balance,
        projectedBalanceCents: projected,
      };
    }),
  };
}

describe('finance figures across day and month boundaries', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let establishmentId: string;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) => {
    const res = await send(t.app, method, url, { cookie: as, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const allPayables = async (): Promise<Payable[]> =>
    (
      (await call(
        'GET',
        '/api/admin/finance/payables?from=2026-01-01&to=2026-12-31',
      )) as PayablesPage
    ).payables;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const shop = await insertEstablishment(db, { cardFeePercent: '3.50' });
    const other = await insertEstablishment(db, { cardFeePercent: '1.00' });
    establishmentId = shop.id;
    cookie = await signUpAdminOf(t.app, shop.id);
    otherCookie = await signUpAdminOf(t.app, other.id);
    const [item] = await db
      .insert(stockItems)
      .values({ establishmentId, name: 'Pão', unit: 'un', costCents: 100, levelMilli: 1_000_000 })
      .returning();

    let number = 0;
    for (const sale of sales) {
      const [order] = await db
        .insert(orders)
        .values({
          establishmentId,
          orderNumber: ++number,
          businessDate: businessDateOf(sale.at),
          totalCents: sale.totalCents,
          paymentStatus: 'paid',
          publicToken: randomUUID(),
          createdAt: sale.at,
          paidAt: settledAt(sale),
        })
        .returning();
      await db.insert(paymentAttempts).values(
        sale.tenders.map(([method, amountCents]) => ({
          establishmentId,
          orderId: order!.id,
          method,
          provider: 'demo' as const,
          status: 'approved' as const,
          amountCents,
          providerIdempotencyKey: randomUUID(),
          expiresAt: settledAt(sale),
          settledAt: settledAt(sale),
        })),
      );
      await db.insert(stockMovements).values({
        establishmentId,
        stockItemId: item!.id,
        kind: 'sale',
        quantityMilli: -1_000,
        levelAfterMilli: 0,
        costCents: sale.costCents,
        orderId: order!.id,
      });
      // The payment's transaction: 'order.paid' makes the receivables.
      await db.transaction((tx) =>
        t.app.domainEvents.publish(tx, { name: 'order.paid', establishmentId, orderId: order!.id }),
      );
      if (sale.canceled) {
        await db.transaction(async (tx) => {
          await tx
            .update(orders)
            .set({ paymentStatus: 'canceled' })
            .where(eq(orders.id, order!.id));
          await tx.insert(stockMovements).values({
            establishmentId,
            stockItemId: item!.id,
            kind: 'sale_return',
            quantityMilli: 1_000,
            levelAfterMilli: 0,
            costCents: sale.costCents,
            orderId: order!.id,
          });
          await t.app.domainEvents.publish(tx, {
            name: 'order.canceled',
            establishmentId,
            orderId: order!.id,
          });
        });
      }
      if (sale.receivedOn) {
        const page = await call(
          'GET',
          `/api/admin/finance/receivables?from=2026-01-01&to=2026-12-31&status=open`,
        );
        const mine = page.receivables.find((row: { orderId: string }) => row.orderId === order!.id);
        await call('POST', `/api/admin/finance/receivables/${mine.id}/receive`, {
          on: sale.receivedOn,
        });
      }
    }

    for (const payable of manualPayables) {
      await call('POST', '/api/admin/finance/payables', payable);
    }
    const [supplier] = await db
      .insert(suppliers)
      .values({ establishmentId, name: 'Atacadão', taxId: '11222333000181' })
      .returning();
    await call('POST', `/api/admin/suppliers/${supplier!.id}/purchases`, {
      items: [{ stockItemId: item!.id, quantityMilli: 10_000, totalCents: 9_001 }],
      firstDueDate: '2026-02-28',
      installments: 2,
    });
    const listed = await allPayables();
    for (const [description, dueDate, paidOn] of paidPayables) {
      const payable = listed.find((p) => p.description === description && p.dueDate === dueDate)!;
      await call('POST', `/api/admin/finance/payables/${payable.id}/pay`, { on: paidOn });
    }
    // Another shop's figures never mix in.
    await send(t.app, 'POST', '/api/admin/finance/payables', {
      cookie: otherCookie,
      payload: { ...manualPayables[2], amountCents: 999_999 },
    });
  });
  afterAll(() => t.close());

  /** Every payable (manual and from the purchase) as money, paid ones settled. */
  const payablesAsMoney = (): Money[] =>
    [
      ...expectedManual,
      ...expectedPurchase.map((p) => ({ ...p, description: 'Compra de Atacadão' })),
    ].map((p) => ({
      direction: 'out',
      amountCents: p.amountCents,
      dueDate: p.dueDate,
      settledOn:
        paidPayables.find(([d, due]) => d === p.description && due === p.dueDate)?.[2] ?? null,
      canceled: false,
    }));

  it('makes one receivable per payment, net of the fee, due D+30 from the day it was paid', async () => {
    const page = await call('GET', '/api/admin/finance/receivables?from=2026-01-01&to=2026-12-31');
    const simplify = (row: {
      method: string;
      saleDate: string;
      dueDate: string;
      netCents: number;
      feeCents: number;
      status: string;
      receivedOn: string | null;
    }) => ({
      method: row.method,
      saleDate: row.saleDate,
      dueDate: row.dueDate,
      netCents: row.netCents,
      feeCents: row.feeCents,
      status: row.status,
      receivedOn: row.receivedOn,
    });
    const expected = expectedReceivables().map((row) => ({
      method: row.method,
      saleDate: row.saleDate,
      dueDate: row.dueDate,
      netCents: row.amountCents,
      feeCents: row.feeCents,
      status: row.canceled ? 'canceled' : row.settledOn ? 'received' : 'open',
      receivedOn: row.canceled ? null : row.settledOn,
    }));
    const order = (a: ReturnType<typeof simplify>, b: ReturnType<typeof simplify>) =>
      `${a.saleDate}${a.method}${a.netCents}`.localeCompare(
        `${b.saleDate}${b.method}${b.netCents}`,
      );
    expect(page.receivables.map(simplify).sort(order)).toEqual(expected.sort(order));
    // The 23:59 card sale of 31 Jan is paid on 1 Feb: due 3 Mar, not 2 Mar.
    expect(
      expected.find((row) => row.saleDate === '2026-01-31' && row.method === 'card')!.dueDate,
    ).toBe('2026-03-03');
    const live = expectedReceivables().filter((row) => !row.canceled);
    expect(page.totals.netCents).toBe(live.reduce((sum, row) => sum + row.amountCents, 0));
    expect(page.totals.feeCents).toBe(live.reduce((sum, row) => sum + row.feeCents, 0));
  });

  it('makes the payables entered by hand and those of the purchase, overdue ones flagged', async () => {
    const listed = await allPayables();
    const today = businessDateOf(new Date());
    const simplify = (p: Payable) => ({
      description: p.description,
      category: p.category,
      dueDate: p.dueDate,
      amountCents: p.amountCents,
    });
    const byDueDate = (a: { dueDate: string; description: string }, b: typeof a) =>
      a.dueDate.localeCompare(b.dueDate) || a.description.localeCompare(b.description);
    expect(listed.map(simplify).sort(byDueDate)).toEqual(
      [
        ...expectedManual,
        ...expectedPurchase.map((p) => ({
          ...p,
          description: 'Compra de Atacadão',
          category: 'supplies',
        })),
      ].sort(byDueDate),
    );
    // Listed by due date.
    expect(listed.map((p) => p.dueDate)).toEqual(listed.map((p) => p.dueDate).sort());
    for (const payable of listed) {
      expect(payable.overdue).toBe(payable.status === 'open' && payable.dueDate < today);
    }
    const overdue = await call('GET', '/api/admin/finance/payables?status=overdue');
    const open = payablesAsMoney().filter((p) => p.settledOn === null && p.dueDate < today);
    expect(overdue.totals.overdueCents).toBe(open.reduce((sum, p) => sum + p.amountCents, 0));
  });

  for (const by of ['day', 'week', 'month'] as const) {
    it(`cash flow of February by ${by} equals the sums of the seeds`, async () => {
      const money = [...expectedReceivables(), ...payablesAsMoney()];
      const overview: FinanceOverview = await call(
        'GET',
        `/api/admin/finance/overview?from=2026-02-01&to=2026-02-28&by=${by}`,
      );
      const expected = expectedCashFlow(money, '2026-02-01', '2026-02-28', by);
      expect(overview.openingBalanceCents).toBe(expected.openingBalanceCents);
      expect(overview.openingForecastCents).toBe(expected.openingForecastCents);
      expect(overview.cashFlow).toEqual(expected.cashFlow);
    });
  }

  it('cash flow of a period across the month boundary, by month', async () => {
    const money = [...expectedReceivables(), ...payablesAsMoney()];
    const overview: FinanceOverview = await call(
      'GET',
      '/api/admin/finance/overview?from=2026-01-15&to=2026-04-10&by=month',
    );
    expect(overview.cashFlow).toEqual(
      expectedCashFlow(money, '2026-01-15', '2026-04-10', 'month').cashFlow,
    );
    expect(overview.cashFlow.map((row) => row.start)).toEqual([
      '2026-01-15',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
  });

  it("February's result: revenue by business date, card fees, CMV from the ledger, expenses", async () => {
    const overview: FinanceOverview = await call(
      'GET',
      '/api/admin/finance/overview?from=2026-02-01&to=2026-02-28',
    );
    const february = sales.filter(
      (sale) => !sale.canceled && wallDate(sale.at).startsWith('2026-02'),
    );
    const revenueCents = february.reduce((sum, sale) => sum + sale.totalCents, 0);
    const cardFeesCents = expectedReceivables()
      .filter((row) => !row.canceled && row.saleDate.startsWith('2026-02'))
      .reduce((sum, row) => sum + row.feeCents, 0);
    const costOfGoodsSoldCents = february.reduce((sum, sale) => sum + sale.costCents, 0);
    const manualInFebruary = expectedManual.filter((p) => p.dueDate.startsWith('2026-02'));
    const byCategory = (category: string) =>
      manualInFebruary
        .filter((p) => p.category === category)
        .reduce((s, p) => s + p.amountCents, 0);
    const expensesCents = manualInFebruary.reduce((sum, p) => sum + p.amountCents, 0);
    const grossProfitCents = revenueCents - cardFeesCents - costOfGoodsSoldCents;
    expect(overview.dre).toEqual({
      revenueCents,
      cardFeesCents,
      costOfGoodsSoldCents,
      grossProfitCents,
      expenses: [
        { category: 'rent', amountCents: byCategory('rent') },
        { category: 'payroll', amountCents: byCategory('payroll') },
        { category: 'energy', amountCents: byCategory('energy') },
      ],
      expensesCents,
      resultCents: grossProfitCents - expensesCents,
    });
    // The purchase is not an expense: its goods reach the result as CMV once sold.
    expect(expensesCents).toBe(250_000 + 15_001 + 300_000);
  });

  it("dashboard: overdue payables are the open ones due before today, another shop's left out", async () => {
    const dashboard = await call('GET', '/api/admin/dashboard');
    const today = businessDateOf(new Date());
    const overdue = payablesAsMoney().filter((p) => p.settledOn === null && p.dueDate < today);
    expect(dashboard.overduePayables).toEqual({
      count: overdue.length,
      amountCents: overdue.reduce((sum, p) => sum + p.amountCents, 0),
    });
  });

  it("another shop's payable or receivable answers 404", async () => {
    const [payable] = await allPayables();
    const res = await send(t.app, 'POST', `/api/admin/finance/payables/${payable!.id}/pay`, {
      cookie: otherCookie,
      payload: { on: '2026-02-01' },
    });
    expect(res.statusCode).toBe(404);
    const bad = await send(t.app, 'POST', `/api/admin/finance/payables/nao-e-id/cancel`, {
      cookie,
    });
    expect(bad.statusCode).toBe(404);
  });
});
