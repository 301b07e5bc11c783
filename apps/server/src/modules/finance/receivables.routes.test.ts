import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf, type PlacedOrder, type ReceivablesPage } from '@comanda/shared';
import { orders, paymentAttempts, receivables } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop, payKioskOrder, placeKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Receivables through the real payment flow: a demo shop's kiosk order paid by card becomes
 * a receivable net of the shop's card fee, due D+N; marking it received moves it from the
 * forecast into the realised cash flow. Pix lands at once; a canceled order cancels what it
 * would still bring in and reverses what it brought; split payments make one receivable per
 * payment row.
 */

let t: TestApp;
type Shop = Awaited<ReturnType<typeof insertKioskShop>>;
let shop: Shop;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await insertKioskShop(t.app, { demoPayments: true, cardFeePercent: '3.50' });
  admin = await signUpAdminOf(t.app, shop.shop.id);
  const other = await insertKioskShop(t.app, { demoPayments: true });
  otherAdmin = await signUpAdminOf(t.app, other.shop.id);
});
afterAll(() => t.close());

const today = () => businessDateOf(new Date());

/** A kiosk order of `lanches` × R$ 20,00 paid by `method`, approved as the demo button does. */
async function paidOrder(lanches: number, method: 'pix' | 'card'): Promise<PlacedOrder> {
  const order = await placeKioskOrder(t.app, shop, lanches);
  const payment = await payKioskOrder(t.app, shop, order, method);
  const res = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/demo-outcome`, {
    cookie: admin,
    payload: { outcome: 'approved' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

const receivablesOf = async (orderId: string) =>
  t.app.db.select().from(receivables).where(eq(receivables.orderId, orderId));

const page = async (from: string, to: string, cookie = admin): Promise<ReceivablesPage> => {
  const res = await send(t.app, 'GET', `/api/admin/finance/receivables?from=${from}&to=${to}`, {
    cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const overview = async (from: string, to: string) => {
  const res = await send(t.app, 'GET', `/api/admin/finance/overview?from=${from}&to=${to}`, {
    cookie: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('receivables', () => {
  it('a R$ 100,00 card sale at 3,50 % and D+30 is R$ 96,50 due 30 days later, realised once received', async () => {
    const order = await paidOrder(5, 'card');
    const due = addDays(today(), 30);
    const [receivable] = await receivablesOf(order.id);
    expect(receivable).toMatchObject({
      method: 'card',
      grossCents: 10_000,
      feeCents: 350,
      netCents: 9_650,
      saleDate: today(),
      dueDate: due,
      status: 'open',
      receivedOn: null,
    });

    const listed = await page(due, due);
    expect(listed.receivables.map((row) => row.id)).toContain(receivable!.id);
    expect(listed.expectedByDay).toEqual([{ date: due, netCents: listed.totals.openNetCents }]);
    expect(listed.more).toBe(false);
    expect(listed.totals.count).toBe(listed.receivables.length);

    const before = await overview(today(), due);
    const dueRow = before.cashFlow.find((row: { start: string }) => row.start === due);
    expect(dueRow.forecastInCents).toBe(9_650);
    expect(dueRow.realisedInCents).toBe(0);

    const receivedOn = addDays(today(), 29);
    const res = await send(
      t.app,
      'POST',
      `/api/admin/finance/receivables/${receivable!.id}/receive`,
      {
        cookie: admin,
        payload: { on: receivedOn },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'received', receivedOn });
    const after = await overview(today(), due);
    const receivedRow = after.cashFlow.find((row: { start: string }) => row.start === receivedOn);
    expect(receivedRow.realisedInCents).toBe(9_650);
    expect(after.cashFlow.at(-1).forecastInCents).toBe(0);
    expect(after.cashFlow.at(-1).balanceCents - after.openingBalanceCents).toBe(
      after.cashFlow.reduce(
        (sum: number, row: { realisedInCents: number; realisedOutCents: number }) =>
          sum + row.realisedInCents - row.realisedOutCents,
        0,
      ),
    );

    const again = await send(
      t.app,
      'POST',
      `/api/admin/finance/receivables/${receivable!.id}/receive`,
      { cookie: admin, payload: { on: receivedOn } },
    );
    expect(again.statusCode).toBe(409);
    const foreign = await send(
      t.app,
      'POST',
      `/api/admin/finance/receivables/${receivable!.id}/receive`,
      { cookie: otherAdmin, payload: { on: receivedOn } },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await page(today(), due, otherAdmin)).receivables).toEqual([]);
  });

  it('Pix is received on the day, whole', async () => {
    const order = await paidOrder(2, 'pix');
    expect(await receivablesOf(order.id)).toMatchObject([
      {
        method: 'pix',
        grossCents: 4_000,
        feeCents: 0,
        netCents: 4_000,
        dueDate: today(),
        status: 'received',
        receivedOn: today(),
      },
    ]);
  });

  it("the shop's own per-method terms apply to new sales", async () => {
    const res = await send(t.app, 'PUT', '/api/admin/finance/settings', {
      cookie: admin,
      payload: {
        methods: {
          card: { feePercent: 2.25, settlementDays: 2 },
          debit: { feePercent: 1.5, settlementDays: 1 },
          credit: { feePercent: null, settlementDays: 30 },
          voucher: { feePercent: 6, settlementDays: 15 },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cardFeePercent: 3.5 });
    const order = await paidOrder(3, 'card');
    expect(await receivablesOf(order.id)).toMatchObject([
      { grossCents: 6_000, feeCents: 135, netCents: 5_865, dueDate: addDays(today(), 2) },
    ]);
    const invalid = await send(t.app, 'PUT', '/api/admin/finance/settings', {
      cookie: admin,
      payload: {
        methods: {
          card: { feePercent: 101, settlementDays: 2 },
          debit: { feePercent: null, settlementDays: 1 },
          credit: { feePercent: null, settlementDays: 30 },
          voucher: { feePercent: null, settlementDays: -1 },
        },
      },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("a marketplace order's receivable is the platform's payout: total less the channel's commission, due on its D+N", async () => {
    const methods = {
      card: { feePercent: 2.25, settlementDays: 2 },
      debit: { feePercent: 1.5, settlementDays: 1 },
      credit: { feePercent: null, settlementDays: 30 },
      voucher: { feePercent: 6, settlementDays: 15 },
    };
    const saved = await send(t.app, 'PUT', '/api/admin/finance/settings', {
      cookie: admin,
      payload: {
        methods,
        channels: {
          ifood: { commissionPercent: 23, settlementDays: 7 },
          open_delivery: { commissionPercent: 10.5, settlementDays: 14 },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A client that sends only the methods keeps the channels' terms as saved.
    const methodsOnly = await send(t.app, 'PUT', '/api/admin/finance/settings', {
      cookie: admin,
      payload: { methods },
    });
    expect(methodsOnly.json().channels.ifood).toEqual({ commissionPercent: 23, settlementDays: 7 });

    for (const [channel, feeCents, days] of [
      ['ifood', 2_300, 7],
      ['open_delivery', 1_050, 14],
    ] as const) {
      // The channel's own source is not wired yet: the order is the kiosk's, re-labelled.
      const order = await placeKioskOrder(t.app, shop, 5);
      await t.app.db.update(orders).set({ channel }).where(eq(orders.id, order.id));
      const payment = await payKioskOrder(t.app, shop, order, 'pix');
      const res = await send(t.app, 'POST', `/api/admin/payments/${payment.id}/demo-outcome`, {
        cookie: admin,
        payload: { outcome: 'approved' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await receivablesOf(order.id)).toMatchObject([
        {
          method: channel,
          grossCents: 10_000,
          feeCents,
          netCents: 10_000 - feeCents,
          saleDate: today(),
          dueDate: addDays(today(), days),
          status: 'open',
          receivedOn: null,
        },
      ]);
    }
  });

  it("canceling a paid order cancels its open receivables, and the receivables' totals leave it out", async () => {
    const order = await paidOrder(1, 'card');
    const cancel = await send(t.app, 'POST', `/api/admin/orders/${order.id}/cancel`, {
      cookie: admin,
      payload: { reason: 'Cliente desistiu' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [receivable] = await receivablesOf(order.id);
    expect(receivable!.status).toBe('canceled');
    const listed = await page(receivable!.dueDate, receivable!.dueDate);
    const live = listed.receivables.filter((row) => row.status !== 'canceled');
    expect(listed.totals.netCents).toBe(live.reduce((sum, row) => sum + row.netCents, 0));
  });

  it('canceling a paid order whose money was received reverses it on the day: earlier cash flow stays as it was', async () => {
    const order = await paidOrder(5, 'card');
    const [receivable] = await receivablesOf(order.id);
    const received = await send(
      t.app,
      'POST',
      `/api/admin/finance/receivables/${receivable!.id}/receive`,
      { cookie: admin, payload: { on: today() } },
    );
    expect(received.statusCode, received.body).toBe(200);
    const [asReceived] = await receivablesOf(order.id);
    const before = await overview(today(), today());

    const cancel = await send(t.app, 'POST', `/api/admin/orders/${order.id}/cancel`, {
      cookie: admin,
      payload: { reason: 'Cliente desistiu' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A replayed event reverses nothing twice.
    await t.app.db.transaction((tx) =>
      t.app.domainEvents.publish(tx, {
        name: 'order.canceled',
        establishmentId: shop.shop.id,
        orderId: order.id,
      }),
    );

    const rows = await receivablesOf(order.id);
    expect(rows).toHaveLength(2);
    // The money received stays received on its day: a period summed again gives the same.
    expect(rows.find((row) => row.id === receivable!.id)).toEqual(asReceived);
    expect(rows.find((row) => row.id !== receivable!.id)).toMatchObject({
      reversalOf: receivable!.id,
      method: 'card',
      saleDate: asReceived!.saleDate,
      dueDate: today(),
      grossCents: -10_000,
      feeCents: -asReceived!.feeCents,
      netCents: -asReceived!.netCents,
      status: 'received',
      receivedOn: today(),
    });
    const listed = await page(today(), today());
    expect(listed.receivables.find((row) => row.reversal)).toMatchObject({
      orderNumber: order.orderNumber,
      netCents: -asReceived!.netCents,
    });

    // Today: the refund leaves the realised cash, the sale leaves revenue and its fee with it.
    const after = await overview(today(), today());
    const realisedIn = (flow: typeof before) =>
      flow.cashFlow.reduce(
        (sum: number, row: { realisedInCents: number }) => sum + row.realisedInCents,
        0,
      );
    expect(asReceived!.feeCents).toBeGreaterThan(0);
    expect(realisedIn(after)).toBe(realisedIn(before) - asReceived!.netCents);
    expect(after.dre.revenueCents).toBe(before.dre.revenueCents - 10_000);
    expect(after.dre.cardFeesCents).toBe(before.dre.cardFeesCents - asReceived!.feeCents);
  });

  it('a split payment makes one receivable per payment row, once, however often the event comes', async () => {
    const establishmentId = shop.shop.id;
    const at = new Date();
    const [order] = await t.app.db
      .insert(orders)
      .values({
        establishmentId,
        orderNumber: 9_001,
        businessDate: businessDateOf(at),
        totalCents: 10_000,
        paymentStatus: 'paid',
        origin: 'pdv',
        publicToken: randomUUID(),
        paidAt: at,
      })
      .returning();
    const tender = (method: 'pix' | 'card', amountCents: number) => ({
      establishmentId,
      orderId: order!.id,
      method,
      provider: 'demo' as const,
      status: 'approved' as const,
      amountCents,
      providerIdempotencyKey: randomUUID(),
      expiresAt: at,
      settledAt: at,
    });
    await t.app.db.insert(paymentAttempts).values([tender('pix', 3_000), tender('card', 5_000)]);
    for (let i = 0; i < 2; i++) {
      await t.app.db.transaction((tx) =>
        t.app.domainEvents.publish(tx, {
          name: 'order.paid',
          establishmentId,
          orderId: order!.id,
        }),
      );
    }
    const rows = await receivablesOf(order!.id);
    const sorted = rows.sort((a, b) => a.method.localeCompare(b.method));
    // card at the shop's own 2,25 %; pix whole; the R$ 20,00 no payment explains, as "other".
    expect(sorted).toMatchObject([
      { method: 'card', grossCents: 5_000, feeCents: 113, netCents: 4_887, status: 'open' },
      { method: 'other', grossCents: 2_000, feeCents: 0, status: 'received', paymentId: null },
      { method: 'pix', grossCents: 3_000, feeCents: 0, status: 'received' },
    ]);
  });

  it('lists the first 1,000 of a busy period and sums all of them', async () => {
    const due = '2030-01-05';
    const rows = Array.from({ length: 1_005 }, (_, index) => ({
      establishmentId: shop.shop.id,
      method: 'card',
      saleDate: '2029-12-06',
      dueDate: due,
      grossCents: 1_000 + index,
      feeCents: 35,
      netCents: 965 + index,
    }));
    await t.app.db.insert(receivables).values(rows);
    const listed = await page(due, due);
    expect(listed.receivables).toHaveLength(1_000);
    expect(listed.more).toBe(true);
    expect(listed.totals).toEqual({
      count: 1_005,
      grossCents: rows.reduce((sum, row) => sum + row.grossCents, 0),
      feeCents: 35 * 1_005,
      netCents: rows.reduce((sum, row) => sum + row.netCents, 0),
      openNetCents: rows.reduce((sum, row) => sum + row.netCents, 0),
    });
  });
});
