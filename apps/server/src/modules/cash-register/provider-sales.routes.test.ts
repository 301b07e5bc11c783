import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterSaleInput, CounterSaleStatus, RegisterView } from '@comanda/shared';
import { orders, paymentAttempts, profiles } from '../../db/schema';
import { send, signUp } from '../../test/auth-helpers';
import type { FakeMercadoPago } from '../../test/fake-mercadopago';
import { insertKioskShop } from '../../test/kiosk-orders';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import type { TestApp } from '../../test/test-app';

/*
 * Counter sales whose card or Pix goes through the shop's provider (decision 021): the demo
 * provider and a local fake Mercado Pago (Pix and Point). The shop sells one Lanche, R$ 20,00.
 */

const accessToken = 'APP_USR-pdv-token';

let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(async () => ({ t, mp } = await startWithMercadoPago(accessToken)));
afterAll(() => closeWithMercadoPago({ t, mp }));

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;
interface Staff {
  cookie: string;
  email: string;
}

async function cashierOf(shop: Shop): Promise<Staff> {
  const account = await signUp(t.app);
  await t.app.db
    .update(profiles)
    .set({ establishmentId: shop.shop.id })
    .where(eq(profiles.email, account.email));
  return account;
}

async function openRegister(staff: Staff, openingFloatCents = 10_000): Promise<RegisterView> {
  const res = await send(t.app, 'POST', '/api/admin/cash-registers', {
    cookie: staff.cookie,
    payload: { name: `Caixa ${randomUUID().slice(0, 6)}`, openingFloatCents },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function sell(
  staff: Staff,
  shop: Shop,
  registerId: string,
  tenders: CounterSaleInput['tenders'],
  key = `pdv-${randomUUID()}`,
) {
  const payload: CounterSaleInput = {
    registerId,
    items: [{ productId: shop.productId, quantity: 1 }],
    tenders,
    expectedTotalCents: 2000,
    expectedChangeCents: 0,
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/pdv/sales',
    payload,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: staff.cookie,
      'idempotency-key': key,
    },
  });
}

const statusOf = async (staff: Staff, orderId: string) => {
  const res = await send(t.app, 'GET', `/api/admin/pdv/sales/${orderId}`, {
    cookie: staff.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CounterSaleStatus;
};

const registerOf = async (staff: Staff, id: string) =>
  (
    await send(t.app, 'GET', `/api/admin/cash-registers/${id}`, { cookie: staff.cookie })
  ).json() as RegisterView;

const expectedCash = (view: RegisterView, method: 'cash' | 'pix' | 'card' = 'cash') =>
  view.totals.find((row) => row.method === method)!.expectedCents;

/** The register's sale rows, by method (one sale's rows share an instant). */
const salesOf = (view: RegisterView) =>
  view.movements
    .filter((row) => row.kind === 'sale')
    .sort((a, b) => a.method.localeCompare(b.method) || a.amountCents - b.amountCents);

const orderRow = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

const attemptsOf = (orderId: string) =>
  t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

const demoOutcome = (staff: Staff, paymentId: string, outcome: 'approved' | 'rejected') =>
  send(t.app, 'POST', `/api/admin/payments/${paymentId}/demo-outcome`, {
    cookie: staff.cookie,
    payload: { outcome },
  });

/** Lets the next status check ask Mercado Pago at once (checks are rate-limited). */
const allowCheck = (paymentId: string) =>
  t.app.db
    .update(paymentAttempts)
    .set({ lastCheckedAt: null })
    .where(eq(paymentAttempts.id, paymentId));

describe('counter sales through the demo provider', () => {
  it('a declined card on the terminal leaves the ledger alone; the rest is then paid in cash', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const cashier = await cashierOf(shop);
    const register = await openRegister(cashier);
    const sale = await sell(cashier, shop, register.id, [
      { method: 'cash', amountCents: 1000 },
      { method: 'card', amountCents: 1000, viaProvider: true },
    ]);
    expect(sale.statusCode, sale.body).toBe(201);
    const { orderId, payment } = sale.json();
    expect(sale.json()).toMatchObject({ paymentStatus: 'pending', paymentError: null });
    expect(payment).toMatchObject({ provider: 'demo', method: 'card', amountCents: 1000 });
    expect(await statusOf(cashier, orderId)).toMatchObject({
      paymentStatus: 'pending',
      dueCents: 1000,
      dueMethod: 'card',
    });
    // Nothing is in the ledger and nothing reached the kitchen before the sale is paid.
    expect((await registerOf(cashier, register.id)).movements.map((row) => row.kind)).toEqual([
      'opening',
    ]);
    expect((await orderRow(orderId)).stage).toBeNull();

    expect((await demoOutcome(cashier, payment.id, 'rejected')).statusCode).toBe(200);
    expect(await statusOf(cashier, orderId)).toMatchObject({
      paymentStatus: 'pending',
      dueCents: 1000,
      payment: { status: 'rejected' },
    });
    expect(expectedCash(await registerOf(cashier, register.id))).toBe(10_000);

    // A tampered change is refused; the right one completes the sale.
    const payDue = (expectedChangeCents: number) =>
      send(t.app, 'POST', `/api/admin/pdv/sales/${orderId}/pay-due`, {
        cookie: cashier.cookie,
        payload: { tenders: [{ method: 'cash', amountCents: 2000 }], expectedChangeCents },
      });
    expect((await payDue(0)).statusCode).toBe(422);
    const paid = await payDue(1000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', dueCents: 0, changeCents: 1000 });
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      stage: 'received',
      paidMethod: 'cash',
    });
    const view = await registerOf(cashier, register.id);
    expect(salesOf(view)).toMatchObject([
      { method: 'cash', amountCents: 1000 },
      { method: 'cash', amountCents: 1000 },
    ]);
    expect(expectedCash(view)).toBe(12_000);
    const rows = await attemptsOf(orderId);
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(2);
    expect(rows.find((row) => row.provider === 'demo')!.status).toBe('rejected');
    // Paid: nothing more to take.
    expect((await payDue(1000)).statusCode).toBe(409);
  });

  it('an approved Pix pays the order and writes every tender; canceling returns the cash', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const cashier = await cashierOf(shop);
    const register = await openRegister(cashier);
    const tenders = [
      { method: 'pix' as const, amountCents: 1500, viaProvider: true },
      { method: 'cash' as const, amountCents: 500 },
    ];
    const key = `pdv-${randomUUID()}`;
    const sale = await sell(cashier, shop, register.id, tenders, key);
    expect(sale.statusCode, sale.body).toBe(201);
    const { orderId, payment } = sale.json();
    expect(payment).toMatchObject({ provider: 'demo', method: 'pix', amountCents: 1500 });
    // A repeated request (a lost answer) is the same sale and the same payment.
    const again = await sell(cashier, shop, register.id, tenders, key);
    expect(again.json()).toMatchObject({ orderId, payment: { id: payment.id } });
    expect(await attemptsOf(orderId)).toHaveLength(1);
    // The register cannot close while one of its sales waits for its money.
    const close = await send(t.app, 'POST', `/api/admin/cash-registers/${register.id}/close`, {
      cookie: cashier.cookie,
      payload: { cash: {}, cardCents: 0, pixCents: 0 },
    });
    expect(close.statusCode).toBe(409);

    expect((await demoOutcome(cashier, payment.id, 'approved')).statusCode).toBe(200);
    expect(await statusOf(cashier, orderId)).toMatchObject({ paymentStatus: 'paid', dueCents: 0 });
    // Pix and cash: a split sale, whose payment rows the reports' payment mix reads.
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      stage: 'received',
      paidMethod: 'split',
    });
    let view = await registerOf(cashier, register.id);
    expect(salesOf(view)).toMatchObject([
      { method: 'cash', amountCents: 500 },
      { method: 'pix', amountCents: 1500 },
    ]);
    expect(expectedCash(view)).toBe(10_500);
    expect(expectedCash(view, 'pix')).toBe(1500);
    expect((await attemptsOf(orderId)).filter((row) => row.status === 'approved')).toHaveLength(2);

    const cancel = await send(t.app, 'POST', `/api/admin/orders/${orderId}/cancel`, {
      cookie: cashier.cookie,
      payload: { reason: 'Cliente desistiu' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    view = await registerOf(cashier, register.id);
    expect(view.movements.at(-1)).toMatchObject({
      kind: 'refund',
      method: 'cash',
      amountCents: -500,
      reason: 'Cliente desistiu',
      actor: cashier.email,
    });
    expect(expectedCash(view)).toBe(10_000);
    // The Pix went back through the provider and the cash from the drawer: nothing manual.
    expect(await orderRow(orderId)).toMatchObject({ manualRefundPending: false });
  });

  it('canceling a cash sale of a closed register leaves it alone: a manual refund', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const cashier = await cashierOf(shop);
    const register = await openRegister(cashier, 0);
    const sale = await sell(cashier, shop, register.id, [{ method: 'cash', amountCents: 2000 }]);
    expect(sale.statusCode, sale.body).toBe(201);
    const close = await send(t.app, 'POST', `/api/admin/cash-registers/${register.id}/close`, {
      cookie: cashier.cookie,
      payload: { cash: { '2000': 1 }, cardCents: 0, pixCents: 0 },
    });
    expect(close.statusCode, close.body).toBe(200);
    const before = (await registerOf(cashier, register.id)).movements.length;
    const cancel = await send(t.app, 'POST', `/api/admin/orders/${sale.json().orderId}/cancel`, {
      cookie: cashier.cookie,
      payload: { reason: 'Errado' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await registerOf(cashier, register.id)).movements).toHaveLength(before);
    expect(await orderRow(sale.json().orderId)).toMatchObject({
      paymentStatus: 'canceled',
      manualRefundPending: true,
    });
  });

  it('a shop without a provider keeps the cashier-confirmed way only', async () => {
    const shop = await insertKioskShop(t.app, { pixKey: 'loja@example.com' });
    const cashier = await cashierOf(shop);
    const register = await openRegister(cashier);
    const menu = await send(t.app, 'GET', '/api/admin/pdv/menu', { cookie: cashier.cookie });
    expect(menu.json().providerMethods).toEqual([]);
    const sale = await sell(cashier, shop, register.id, [
      { method: 'pix', amountCents: 2000, viaProvider: true },
    ]);
    expect(sale.statusCode).toBe(422);
    expect(sale.json().detail).toBe(
      'Pix sem provedor de pagamento: mostre o Pix da loja e confirme manualmente',
    );
    const confirmed = await sell(cashier, shop, register.id, [
      { method: 'pix', amountCents: 2000 },
    ]);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ paymentStatus: 'paid', payment: null });
  });
});

describe('counter sales through Mercado Pago', () => {
  it("charges Pix through the shop's Mercado Pago and records it when approved", async () => {
    const shop = await insertKioskShop(t.app, { pixKey: 'loja@example.com' }, { accessToken });
    const cashier = await cashierOf(shop);
    const register = await openRegister(cashier);
    const menu = await send(t.app, 'GET', '/api/admin/pdv/menu', { cookie: cashier.cookie });
    expect(menu.json().providerMethods).toEqual(['pix']);
    const sale = await sell(cashier, shop, register.id, [
      { method: 'pix', amountCents: 2000, viaProvider: true },
    ]);
    expect(sale.statusCode, sale.body).toBe(201);
    const { orderId, payment } = sale.json();
    expect(payment).toMatchObject({ provider: 'mercadopago', status: 'pending' });
    expect(payment.pix.qrCode).toEqual(expect.any(String));
    const [attempt] = await attemptsOf(orderId);
    expect(mp.payments.get(attempt!.providerPaymentId!)).toMatchObject({ transactionAmount: 20 });

    mp.setPaymentStatus(attempt!.providerPaymentId!, 'approved');
    await allowCheck(attempt!.id);
    expect(await statusOf(cashier, orderId)).toMatchObject({
      paymentStatus: 'paid',
      payment: { status: 'approved' },
    });
    const view = await registerOf(cashier, register.id);
    expect(salesOf(view)).toMatchObject([{ method: 'pix', amountCents: 2000 }]);
  });

  it('charges the card on the Point terminal: declined, retried, approved', async () => {
    const shop = await insertKioskShop(
      t.app,
      { mercadopagoPointDeviceId: 'PAX_A910__PDV1' },
      { accessToken },
    );
    const cashier = await cashierOf(shop);
    const register = await openRegister(cashier);
    const sale = await sell(cashier, shop, register.id, [
      { method: 'cash', amountCents: 500 },
      { method: 'card', amountCents: 1500, viaProvider: true },
    ]);
    expect(sale.statusCode, sale.body).toBe(201);
    const { orderId } = sale.json();
    expect(sale.json().payment).toMatchObject({ provider: 'mercadopago_point' });
    const waitCreated = async () => {
      for (let i = 0; i < 50; i++) {
        const rows = (await attemptsOf(orderId)).filter(
          (row) => row.status === 'pending' && row.providerPaymentId,
        );
        if (rows[0]) return rows[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the Point order was never created');
    };
    const first = await waitCreated();
    // The customer-facing view shows the operator's waiting sale.
    const view = await send(t.app, 'GET', '/api/admin/pdv/customer-view', {
      cookie: cashier.cookie,
    });
    expect(view.json().sale).toMatchObject({ orderId, dueCents: 1500, dueMethod: 'card' });
    expect(mp.pointOrders.get(first.providerPaymentId!)).toMatchObject({
      terminalId: 'PAX_A910__PDV1',
      amount: '15.00',
    });
    mp.setPointOrderStatus(first.providerPaymentId!, 'failed');
    await allowCheck(first.id);
    expect(await statusOf(cashier, orderId)).toMatchObject({
      paymentStatus: 'pending',
      dueCents: 1500,
      payment: { status: 'rejected' },
    });

    const retry = await send(t.app, 'POST', `/api/admin/pdv/sales/${orderId}/provider-payment`, {
      cookie: cashier.cookie,
      payload: { method: 'card' },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = await waitCreated();
    expect(second.id).not.toBe(first.id);
    mp.setPointOrderStatus(second.providerPaymentId!, 'processed');
    await allowCheck(second.id);
    expect((await statusOf(cashier, orderId)).paymentStatus).toBe('paid');
    const after = await send(t.app, 'GET', '/api/admin/pdv/customer-view', {
      cookie: cashier.cookie,
    });
    expect(after.json()).toEqual({ sale: null });
    const ledger = await registerOf(cashier, register.id);
    expect(salesOf(ledger)).toMatchObject([
      { method: 'card', amountCents: 1500 },
      { method: 'cash', amountCents: 500 },
    ]);
  });
});
