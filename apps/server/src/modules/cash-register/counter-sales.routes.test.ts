import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CounterSaleInput, RegisterView } from '@comanda/shared';
import {
  categories,
  choiceGroups,
  choiceOptions,
  extras,
  ingredients,
  orders,
  paymentAttempts,
  printerSettings,
  printJobs,
  products,
  profiles,
} from '../../db/schema';
import { send, signUp } from '../../test/auth-helpers';
import { signUpStaffOf } from '../../test/factories';
import { insertKioskShop, placeKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Staff {
  cookie: string;
  email: string;
  password: string;
}

/** A signed-up admin linked to the shop, with the password they chose. */
async function staffOf(establishmentId: string): Promise<Staff> {
  const account = await signUp(t.app);
  await t.app.db.update(profiles).set({ establishmentId }).where(eq(profiles.email, account.email));
  return account;
}

/**
 * The kiosk test shop (Lanche R$ 20,00) plus what a counter sells: Bacon (+R$ 5,00) and
 * "Cebola" on the Lanche, a drink (Refri R$ 6,00) and a `pdv` category the kiosk hides
 * (Água R$ 4,00, scanner code 7891000). Virtual receipt and kitchen printers.
 */
async function counterShop(values: Parameters<typeof insertKioskShop>[1] = {}) {
  const shop = await insertKioskShop(t.app, values);
  const establishmentId = shop.shop.id;
  const [bacon] = await t.app.db
    .insert(extras)
    .values({ establishmentId, productId: shop.productId, name: 'Bacon', priceCents: 500 })
    .returning();
  const [onion] = await t.app.db
    .insert(ingredients)
    .values({ establishmentId, productId: shop.productId, name: 'Cebola' })
    .returning();
  const [drinks, counter] = await t.app.db
    .insert(categories)
    .values([
      { establishmentId, name: 'Bebidas', type: 'bebida' },
      { establishmentId, name: 'Balcão', type: 'pdv' },
    ])
    .returning();
  const [soda, water] = await t.app.db
    .insert(products)
    .values([
      { establishmentId, categoryId: drinks!.id, name: 'Refri', priceCents: 600 },
      {
        establishmentId,
        categoryId: counter!.id,
        name: 'Água',
        priceCents: 400,
        code: '7891000',
      },
    ])
    .returning();
  await t.app.db.insert(printerSettings).values([
    { establishmentId, name: 'Caixa', kind: 'customer', connectionType: 'virtual' },
    { establishmentId, name: 'Chapa', kind: 'kitchen', connectionType: 'virtual' },
  ]);
  return {
    ...shop,
    baconId: bacon!.id,
    onionId: onion!.id,
    sodaId: soda!.id,
    waterId: water!.id,
  };
}
type CounterShop = Awaited<ReturnType<typeof counterShop>>;

/**
 * A combo of the counter shop (decision 026), R$ 30,00: "Escolha a bebida" (min 1, max 1: the
 * Refri product at no difference or a free-text Suco +R$ 4,00) and "Molhos" (min 0, max 2:
 * Ketchup, Barbecue +R$ 2,00).
 */
async function withCombo(shop: CounterShop) {
  const establishmentId = shop.shop.id;
  const [lanche] = await t.app.db.select().from(products).where(eq(products.id, shop.productId));
  const [combo] = await t.app.db
    .insert(products)
    .values({ establishmentId, categoryId: lanche!.categoryId, name: 'Combo', priceCents: 3000 })
    .returning();
  const [bebida, molhos] = await t.app.db
    .insert(choiceGroups)
    .values([
      {
        establishmentId,
        productId: combo!.id,
        name: 'Escolha a bebida',
        minChoices: 1,
        maxChoices: 1,
        position: 0,
      },
      {
        establishmentId,
        productId: combo!.id,
        name: 'Molhos',
        minChoices: 0,
        maxChoices: 2,
        position: 1,
      },
    ])
    .returning();
  const [refri, suco, ketchup, barbecue] = await t.app.db
    .insert(choiceOptions)
    .values([
      { establishmentId, groupId: bebida!.id, optionProductId: shop.sodaId, position: 0 },
      { establishmentId, groupId: bebida!.id, name: 'Suco', priceCents: 400, position: 1 },
      { establishmentId, groupId: molhos!.id, name: 'Ketchup', position: 0 },
      { establishmentId, groupId: molhos!.id, name: 'Barbecue', priceCents: 200, position: 1 },
    ])
    .returning();
  return {
    comboId: combo!.id,
    refriId: refri!.id,
    sucoId: suco!.id,
    ketchupId: ketchup!.id,
    barbecueId: barbecue!.id,
  };
}

async function openRegister(staff: Staff, name: string, openingFloatCents = 10_000) {
  const res = await send(t.app, 'POST', '/api/admin/cash-registers', {
    cookie: staff.cookie,
    payload: { name, openingFloatCents },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RegisterView;
}

function sell(staff: Staff, sale: CounterSaleInput, key = `pdv-${randomUUID()}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/pdv/sales',
    payload: sale,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: staff.cookie,
      'idempotency-key': key,
    },
  });
}

/** A customised Lanche (Bacon, no onion) and a Refri: R$ 31,00. */
const burgerAndDrink = (shop: CounterShop) => [
  {
    productId: shop.productId,
    quantity: 1,
    extraIds: [shop.baconId],
    removedIngredientIds: [shop.onionId],
    notes: 'Bem passado',
  },
  { productId: shop.sodaId, quantity: 1 },
];

/** 20% off the Lanche and Refri (R$ 31,00): R$ 24,80, paid exactly by card. */
function sellTwentyOff(
  staff: Staff,
  registerId: string,
  shop: CounterShop,
  authorization?: CounterSaleInput['authorization'],
) {
  return sell(staff, {
    registerId,
    items: burgerAndDrink(shop),
    discount: { kind: 'percent', value: 20, reason: 'Aniversário' },
    ...(authorization && { authorization }),
    tenders: [{ method: 'card', amountCents: 2480 }],
    expectedTotalCents: 2480,
    expectedChangeCents: 0,
  });
}

/** The shop's orders: none after a refused sale. */
const ordersOf = (shop: CounterShop) =>
  t.app.db.select().from(orders).where(eq(orders.establishmentId, shop.shop.id));

const registerOf = async (staff: Staff, id: string) =>
  (
    await send(t.app, 'GET', `/api/admin/cash-registers/${id}`, { cookie: staff.cookie })
  ).json() as RegisterView;

const expectedOf = (view: RegisterView, method: 'cash' | 'pix' | 'card') =>
  view.totals.find((row) => row.method === method)!;

describe('counter sales (PDV) and the cash register', () => {
  it('sells for cash with change, splits cash and card, takes a sangria and closes R$ 0,50 short', async () => {
    const shop = await counterShop();
    const cashier = await staffOf(shop.shop.id);
    const register = await openRegister(cashier, 'Caixa 1');

    const cashSale = await sell(cashier, {
      registerId: register.id,
      items: burgerAndDrink(shop),
      customerName: 'Ana',
      dineIn: false,
      tenders: [{ method: 'cash', amountCents: 5000 }],
      expectedTotalCents: 3100,
      expectedChangeCents: 1900,
    });
    expect(cashSale.statusCode, cashSale.body).toBe(201);
    expect(cashSale.json()).toMatchObject({ totalCents: 3100, changeCents: 1900 });
    const orderId = cashSale.json().orderId as string;
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      origin: 'pdv',
      paymentStatus: 'paid',
      stage: 'received',
      customerName: 'Ana',
      dineIn: false,
      totalCents: 3100,
    });
    // One settled payment row per tender: the cash that pays the order, received and change.
    expect(
      await t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)),
    ).toMatchObject([
      {
        method: 'cash',
        provider: 'counter',
        status: 'approved',
        amountCents: 3100,
        receivedCents: 5000,
        changeCents: 1900,
      },
    ]);
    // Prints like a kiosk order: one job per active printer, the receipt with its extras.
    const jobs = await t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
    expect(jobs.map((job) => job.kind).sort()).toEqual(['customer', 'kitchen']);
    expect(jobs[0]!.document).toMatchObject({ type: 'order', totalCents: 3100 });

    // The kitchen display shows it like a kiosk order.
    const paired = await send(t.app, 'POST', '/api/admin/order-devices', {
      cookie: cashier.cookie,
      payload: { name: 'Chapa', kind: 'kitchen' },
    });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/device/kitchen-orders',
      headers: { host: 'localhost:3000', authorization: `Bearer ${paired.json().token}` },
    });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ id: orderId, orderNumber: order!.orderNumber }),
    );

    // The water sits in a `pdv` category the kiosk never shows; the counter sells it.
    const split = await sell(cashier, {
      registerId: register.id,
      items: [
        { productId: shop.waterId, quantity: 1 },
        { productId: shop.productId, quantity: 1 },
      ],
      tenders: [
        { method: 'cash', amountCents: 2000 },
        { method: 'card', amountCents: 400 },
      ],
      expectedTotalCents: 2400,
      expectedChangeCents: 0,
    });
    expect(split.statusCode, split.body).toBe(201);
    const splitRows = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, split.json().orderId));
    expect(splitRows.map((row) => [row.method, row.amountCents]).sort()).toEqual([
      ['card', 400],
      ['cash', 2000],
    ]);

    const sangria = await send(
      t.app,
      'POST',
      `/api/admin/cash-registers/${register.id}/movements`,
      {
        cookie: cashier.cookie,
        payload: { kind: 'sangria', amountCents: 3000, reason: 'Depósito no cofre' },
      },
    );
    expect(sangria.statusCode, sangria.body).toBe(200);
    // 100,00 + 31,00 + 20,00 - 30,00 in the drawer; 4,00 on the card terminal.
    expect(expectedOf(sangria.json(), 'cash').expectedCents).toBe(12_100);
    expect(expectedOf(sangria.json(), 'card').expectedCents).toBe(400);

    // Blind count: one R$ 100 note, one R$ 20, one R$ 1 coin and one 50-centavo coin short.
    const close = await send(t.app, 'POST', `/api/admin/cash-registers/${register.id}/close`, {
      cookie: cashier.cookie,
      payload: { cash: { '10000': 1, '2000': 1, '50': 1 }, cardCents: 400, pixCents: 0 },
    });
    expect(close.statusCode, close.body).toBe(200);
    const report = await registerOf(cashier, register.id);
    expect(report.closedAt).not.toBeNull();
    expect(expectedOf(report, 'cash')).toMatchObject({
      expectedCents: 12_100,
      countedCents: 12_050,
      differenceCents: -50,
    });
    expect(expectedOf(report, 'card').differenceCents).toBe(0);
    expect(report.salesCount).toBe(2);
    expect(report.cashCount).toEqual({ '10000': 1, '2000': 1, '50': 1 });
    // The closing report went to the receipt printer.
    const [reportJob] = await t.app.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.establishmentId, shop.shop.id), isNull(printJobs.orderId)));
    expect(reportJob).toMatchObject({ kind: 'customer', document: { type: 'report' } });
    expect(JSON.stringify(reportJob!.document)).toContain('-R$ 0,50');

    // Closed: a sale is refused with a clear message, and no order is written.
    const before = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.establishmentId, shop.shop.id));
    const late = await sell(cashier, {
      registerId: register.id,
      items: [{ productId: shop.sodaId, quantity: 1 }],
      tenders: [{ method: 'cash', amountCents: 600 }],
      expectedTotalCents: 600,
      expectedChangeCents: 0,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'Caixa fechado: abra o caixa para registrar vendas e movimentos',
    );
    const after = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.establishmentId, shop.shop.id));
    expect(after).toHaveLength(before.length);
  });

  it('computes total and change itself: a tampered change, total or discount is refused', async () => {
    const shop = await counterShop();
    const cashier = await staffOf(shop.shop.id);
    const register = await openRegister(cashier, 'Caixa 1');
    const sale = {
      registerId: register.id,
      items: burgerAndDrink(shop),
      tenders: [{ method: 'cash' as const, amountCents: 5000 }],
      expectedTotalCents: 3100,
      expectedChangeCents: 1900,
    };
    const change = await sell(cashier, { ...sale, expectedChangeCents: 2900 });
    expect(change.statusCode).toBe(422);
    expect(change.json().detail).toBe('O troco não confere: o correto é R$ 19,00');
    // A screen that shows a discount the request does not carry, or a smaller total.
    const total = await sell(cashier, {
      ...sale,
      expectedTotalCents: 2100,
      expectedChangeCents: 2900,
    });
    expect(total.statusCode).toBe(422);
    expect(total.json().detail).toBe('O total do pedido não confere: o correto é R$ 31,00');
    const discount = await sell(cashier, {
      ...sale,
      discount: { kind: 'value', value: 100, reason: 'Cliente fiel' },
      expectedTotalCents: 2100,
      expectedChangeCents: 2900,
    });
    expect(discount.statusCode).toBe(422);
    expect(discount.json().detail).toBe('O total do pedido não confere: o correto é R$ 30,00');
    // Card or Pix beyond the total would be change from a card.
    const overCard = await sell(cashier, {
      ...sale,
      tenders: [{ method: 'card', amountCents: 5000 }],
      expectedChangeCents: 1900,
    });
    expect(overCard.statusCode).toBe(422);
    // Not enough money.
    const short = await sell(cashier, {
      ...sale,
      tenders: [{ method: 'cash', amountCents: 3000 }],
      expectedChangeCents: 0,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('O pagamento não cobre o total do pedido');
    expect(await ordersOf(shop)).toEqual([]);
  });

  it("a discount over the shop's limit needs an admin's password of the same shop", async () => {
    const shop = await counterShop({ discountLimitPercent: 10 });
    const cashier = await staffOf(shop.shop.id);
    const manager = await staffOf(shop.shop.id);
    const stranger = await staffOf((await insertKioskShop(t.app)).shop.id);
    const register = await openRegister(cashier, 'Caixa 1');
    // 20% of R$ 31,00 = R$ 6,20: total R$ 24,80, paid exactly by card.
    const sale = (authorization?: { email: string; password: string }) =>
      sellTwentyOff(cashier, register.id, shop, authorization);

    const none = await sale();
    expect(none.statusCode).toBe(403);
    expect(none.json().detail).toBe(
      'Desconto acima do limite de 10%: é preciso a senha de um administrador',
    );
    const wrong = await sale({ email: manager.email, password: 'senha-errada-123' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('E-mail ou senha de administrador inválidos');
    const foreign = await sale({ email: stranger.email, password: stranger.password });
    expect(foreign.statusCode).toBe(403);
    expect(await ordersOf(shop)).toEqual([]);

    const approved = await sale({ email: manager.email, password: manager.password });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json()).toMatchObject({
      subtotalCents: 3100,
      discountCents: 620,
      totalCents: 2480,
    });
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, approved.json().orderId));
    expect(order).toMatchObject({
      discountCents: 620,
      discountReason: 'Aniversário',
      discountAuthorizedBy: manager.email,
    });

    // Within the limit (R$ 3,00 of R$ 31,00) no password is asked.
    const within = await sell(cashier, {
      registerId: register.id,
      items: burgerAndDrink(shop),
      discount: { kind: 'value', value: 300, reason: 'Troca de item' },
      tenders: [{ method: 'pix', amountCents: 2800 }],
      expectedTotalCents: 2800,
      expectedChangeCents: 0,
    });
    expect(within.statusCode, within.body).toBe(201);

    // Guessing a manager's password at the counter is throttled like the sign-in page.
    const guessed = await staffOf(shop.shop.id);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await sale({ email: guessed.email, password: `chute-${attempt}` })).statusCode).toBe(
        403,
      );
    }
    const throttled = await sale({ email: guessed.email, password: guessed.password });
    expect(throttled.statusCode).toBe(429);
  });

  it('the cashier cannot approve their own discount above the limit (#31, 8)', async () => {
    const shop = await counterShop({ discountLimitPercent: 10 });
    const cashier = await staffOf(shop.shop.id);
    const register = await openRegister(cashier, 'Caixa 1');
    // The original request: 20% off, "approved" with the cashier's own email and password.
    const own = await sellTwentyOff(cashier, register.id, shop, {
      email: cashier.email,
      password: cashier.password,
    });
    expect(own.statusCode).toBe(403);
    const message =
      'O desconto acima do limite precisa ser aprovado por outra pessoa, não pelo próprio operador';
    expect(own.json()).toMatchObject({
      detail: message,
      errors: [{ path: 'authorization', message }],
    });
    expect(await ordersOf(shop)).toEqual([]);
  });

  it("staff roles (decision 051): a Gerente approves a Caixa's discount, another Caixa cannot; a Caixa sees only their own registers", async () => {
    const shop = await counterShop({ discountLimitPercent: 10 });
    const cashier = await signUpStaffOf(t.app, shop.shop.id, 'cashier', 'Carla Caixa');
    const otherCashier = await signUpStaffOf(t.app, shop.shop.id, 'cashier');
    const manager = await signUpStaffOf(t.app, shop.shop.id, 'manager', 'Gil Gerente');
    const register = await openRegister(cashier, 'Caixa 1');
    const otherRegister = await openRegister(otherCashier, 'Caixa 2');
    const sale = (authorization: { email: string; password: string }) =>
      sellTwentyOff(cashier, register.id, shop, authorization);

    const byCashier = await sale({ email: otherCashier.email, password: otherCashier.password });
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().detail).toBe('E-mail ou senha de administrador inválidos');
    const byManager = await sale({ email: manager.email, password: manager.password });
    expect(byManager.statusCode, byManager.body).toBe(201);
    // The audit log: the sale and its discount, under the Caixa, approved by the Gerente.
    const owner = await signUpStaffOf(t.app, shop.shop.id, 'admin');
    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie: owner.cookie })).json<
      AuditEntry[]
    >();
    const number = `Pedido ${byManager.json().orderNumber}`;
    // One transaction, one instant: the two lines in either order.
    expect(log.map((e) => [e.kind, e.subject, e.actor, e.approver]).sort()).toEqual([
      ['discount', number, cashier.email, manager.email],
      ['sale', number, cashier.email, null],
    ]);
    // And their names as they were, which the log keeps when the account changes (#32).
    expect(log.map((e) => [e.kind, e.actorName, e.approverName]).sort()).toEqual([
      ['discount', 'Carla Caixa', 'Gil Gerente'],
      ['sale', 'Carla Caixa', null],
    ]);
    const discount = log.find((e) => e.kind === 'discount')!;
    // jsonb keeps its own key order: compared as objects.
    expect(JSON.parse(discount.before!)).toEqual({ subtotal: 'R$ 31,00' });
    expect(JSON.parse(discount.after!)).toEqual({
      desconto: 'R$ 6,20',
      total: 'R$ 24,80',
      motivo: 'Aniversário',
    });
    expect(discount.device).toMatch(/^Caixa 1 · /);

    const listOf = async (staff: Staff) =>
      (await send(t.app, 'GET', '/api/admin/cash-registers', { cookie: staff.cookie }))
        .json<{ registers: { id: string }[] }>()
        .registers.map((row) => row.id);
    expect(await listOf(cashier)).toEqual([register.id]);
    expect((await listOf(manager)).sort()).toEqual([register.id, otherRegister.id].sort());
    const foreign = await send(t.app, 'GET', `/api/admin/cash-registers/${otherRegister.id}`, {
      cookie: cashier.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const seen = await send(t.app, 'GET', `/api/admin/cash-registers/${otherRegister.id}`, {
      cookie: manager.cookie,
    });
    expect(seen.statusCode).toBe(200);
  });

  it("approvals by PIN (decision 056): never the operator's own, nor a Caixa's; a Gerente's is recorded with both", async () => {
    const shop = await counterShop({ discountLimitPercent: 10 });
    const owner = await signUpStaffOf(t.app, shop.shop.id, 'admin');
    const cashier = await signUpStaffOf(t.app, shop.shop.id, 'cashier', 'Carla Caixa');
    const otherCashier = await signUpStaffOf(t.app, shop.shop.id, 'cashier');
    const manager = await signUpStaffOf(t.app, shop.shop.id, 'manager', 'Gil Gerente');
    for (const [person, pin] of [
      [cashier, '1111'],
      [otherCashier, '2222'],
      [manager, '3333'],
    ] as const) {
      const res = await send(t.app, 'PUT', `/api/admin/team/${person.id}/pin`, {
        cookie: owner.cookie,
        payload: { pin },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const register = await openRegister(cashier, 'Caixa 1');
    const sale = (authorization: { userId: string; pin: string }) =>
      sellTwentyOff(cashier, register.id, shop, authorization);

    const selfMessage =
      'O desconto acima do limite precisa ser aprovado por outra pessoa, não pelo próprio operador';
    const own = await sale({ userId: cashier.id, pin: '1111' });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(selfMessage);
    // The Caixa's own PIN typed under the Gerente's name: refused as their own.
    const ownUnderManager = await sale({ userId: manager.id, pin: '1111' });
    expect(ownUnderManager.json().detail).toBe(selfMessage);
    const approvers = await send(t.app, 'GET', '/api/admin/approvers', { cookie: cashier.cookie });
    expect(approvers.json().map((person: { id: string }) => person.id)).toEqual([manager.id]);
    const byCashier = await sale({ userId: otherCashier.id, pin: '2222' });
    expect(byCashier.json().detail).toBe(
      'Só um Gerente ou o administrador pode aprovar: este PIN não é de um deles',
    );
    const wrong = await sale({ userId: manager.id, pin: '3334' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ detail: 'PIN incorreto' });
    const byManager = await sale({ userId: manager.id, pin: '3333' });
    expect(byManager.statusCode, byManager.body).toBe(201);

    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie: owner.cookie })).json<
      AuditEntry[]
    >();
    const number = `Pedido ${byManager.json().orderNumber}`;
    expect(
      log
        .filter((e) => e.subject === number)
        .map((e) => [e.kind, e.actor, e.actorName, e.approver, e.approverName]),
    ).toEqual(
      expect.arrayContaining([
        ['discount', cashier.email, 'Carla Caixa', manager.email, 'Gil Gerente'],
        ['sale', cashier.email, 'Carla Caixa', null, null],
      ]),
    );
    // The wrong PIN typed for the Gerente is a failed attempt in the log, under the Caixa.
    const failed = log.filter((e) => e.kind === 'pin.failed');
    expect(failed.map((e) => [e.actor, JSON.parse(e.after!).tentativa]).sort()).toEqual([
      [cashier.email, '1 de 10'],
      [cashier.email, '2 de 10'],
    ]);
  });

  it('two cashiers on two registers at once keep separate ledgers', async () => {
    const shop = await counterShop();
    const ana = await staffOf(shop.shop.id);
    const bruno = await staffOf(shop.shop.id);
    const [one, two] = await Promise.all([
      openRegister(ana, 'Caixa 1', 10_000),
      openRegister(bruno, 'Caixa 2', 5_000),
    ]);
    const soda = (staff: Staff, registerId: string, quantity: number) =>
      sell(staff, {
        registerId,
        items: [{ productId: shop.sodaId, quantity }],
        tenders: [{ method: 'cash', amountCents: 600 * quantity }],
        expectedTotalCents: 600 * quantity,
        expectedChangeCents: 0,
      });
    const sales = await Promise.all([
      soda(ana, one.id, 1),
      soda(bruno, two.id, 2),
      soda(ana, one.id, 3),
    ]);
    for (const res of sales) expect(res.statusCode, res.body).toBe(201);

    const [viewOne, viewTwo] = await Promise.all([
      registerOf(ana, one.id),
      registerOf(bruno, two.id),
    ]);
    expect(expectedOf(viewOne, 'cash').expectedCents).toBe(10_000 + 600 + 1800);
    expect(expectedOf(viewTwo, 'cash').expectedCents).toBe(5_000 + 1200);
    expect(viewOne.movements.every((row) => row.actor === ana.email)).toBe(true);
    expect(viewTwo.movements.filter((row) => row.kind === 'sale')).toHaveLength(1);

    // Nobody sells on another's register, opens a second one, or reuses an open name.
    expect((await soda(bruno, one.id, 1)).statusCode).toBe(403);
    const second = await send(t.app, 'POST', '/api/admin/cash-registers', {
      cookie: ana.cookie,
      payload: { name: 'Caixa 3', openingFloatCents: 0 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('Você já tem um caixa aberto');
    const carol = await staffOf(shop.shop.id);
    const sameName = await send(t.app, 'POST', '/api/admin/cash-registers', {
      cookie: carol.cookie,
      payload: { name: 'caixa 1', openingFloatCents: 0 },
    });
    expect(sameName.statusCode).toBe(409);
    // The current register of each operator is their own.
    const current = await send(t.app, 'GET', '/api/admin/cash-registers/current', {
      cookie: bruno.cookie,
    });
    expect(current.json().register.id).toBe(two.id);
  });

  it('the blind count reaches a centavo: 1-centavo coins and a free "outros" amount', async () => {
    const shop = await counterShop();
    const cashier = await staffOf(shop.shop.id);
    const register = await openRegister(cashier, 'Caixa 1', 1_237);
    const close = await send(t.app, 'POST', `/api/admin/cash-registers/${register.id}/close`, {
      cookie: cashier.cookie,
      // R$ 10,00 + 2 × R$ 0,01 + R$ 0,05 + R$ 2,30 of "outros" (a roll of coins counted by weight).
      payload: { cash: { '1000': 1, '1': 2, '5': 1 }, otherCents: 230, cardCents: 0, pixCents: 0 },
    });
    expect(close.statusCode, close.body).toBe(200);
    const report = await registerOf(cashier, register.id);
    expect(expectedOf(report, 'cash')).toMatchObject({
      expectedCents: 1_237,
      countedCents: 1_237,
      differenceCents: 0,
    });
    expect(report.cashCount).toEqual({ '1000': 1, '1': 2, '5': 1, outros: 230 });
  });

  it('PDV and kiosk orders share one gapless number sequence per business day', async () => {
    const shop = await counterShop();
    const cashier = await staffOf(shop.shop.id);
    const register = await openRegister(cashier, 'Caixa 1');
    const pdv = () =>
      sell(cashier, {
        registerId: register.id,
        items: [{ productId: shop.sodaId, quantity: 1 }],
        tenders: [{ method: 'cash', amountCents: 1000 }],
        expectedTotalCents: 600,
        expectedChangeCents: 400,
      });
    const kiosk = () => placeKioskOrder(t.app, shop);
    const refused = () =>
      sell(cashier, {
        registerId: register.id,
        items: [{ productId: shop.sodaId, quantity: 1 }],
        tenders: [{ method: 'cash', amountCents: 1000 }],
        expectedTotalCents: 600,
        expectedChangeCents: 0,
      });
    await Promise.all([kiosk(), pdv(), kiosk(), pdv(), refused(), kiosk(), pdv(), pdv()]);
    const rows = await t.app.db
      .select({ number: orders.orderNumber, origin: orders.origin })
      .from(orders)
      .where(eq(orders.establishmentId, shop.shop.id));
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.filter((row) => row.origin === 'pdv')).toHaveLength(4);

    // A retried sale (same Idempotency-Key and body) is the same order, not a new number.
    const key = `pdv-${randomUUID()}`;
    const sale = {
      registerId: register.id,
      items: [{ productId: shop.waterId, quantity: 1 }],
      tenders: [{ method: 'cash' as const, amountCents: 400 }],
      expectedTotalCents: 400,
      expectedChangeCents: 0,
    };
    const first = await sell(cashier, sale, key);
    const again = await sell(cashier, sale, key);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    expect(first.json().orderNumber).toBe(8);
  });

  it("the counter's menu has the pdv categories and the scanner codes; the kiosk's does not", async () => {
    const shop = await counterShop();
    const cashier = await staffOf(shop.shop.id);
    const res = await send(t.app, 'GET', '/api/admin/pdv/menu', { cookie: cashier.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.menu.categories.map((c: { name: string }) => c.name)).toContain('Balcão');
    expect(body.codes).toEqual({ [shop.waterId]: '7891000' });
    const kiosk = await t.app.inject({
      method: 'GET',
      url: '/api/public/menu',
      headers: { host: shop.host },
    });
    expect(kiosk.body).not.toContain('Balcão');
  });

  it("shows the shop's static Pix for the amount, or says Pix is not set up", async () => {
    const shop = await counterShop({ pixKey: '+5511999998888' });
    const cashier = await staffOf(shop.shop.id);
    const res = await send(t.app, 'GET', '/api/admin/pdv/pix-code?amountCents=3100', {
      cookie: cashier.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().qrCode).toContain('+5511999998888');
    expect(res.json().qrCode).toContain('540531.00');
    const bare = await counterShop();
    const other = await staffOf(bare.shop.id);
    const none = await send(t.app, 'GET', '/api/admin/pdv/pix-code?amountCents=3100', {
      cookie: other.cookie,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe('Pix não configurado para este estabelecimento');
  });

  describe('combos (decision 026)', () => {
    it('refuses a combo whose required drink is missing, in the server’s words', async () => {
      const shop = await counterShop();
      const combo = await withCombo(shop);
      const cashier = await staffOf(shop.shop.id);
      const register = await openRegister(cashier, 'Caixa combo');
      const res = await sell(cashier, {
        registerId: register.id,
        items: [{ productId: combo.comboId, quantity: 1, choiceOptionIds: [combo.ketchupId] }],
        tenders: [{ method: 'cash', amountCents: 3000 }],
        expectedTotalCents: 3000,
        expectedChangeCents: 0,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        detail: 'Escolha 1 opção em "Escolha a bebida"',
        errors: [{ path: 'items.0.choiceOptionIds' }],
      });
      expect(await ordersOf(shop)).toEqual([]);
    });

    it('prices the combo with its chosen differences and prints the choices for the kitchen', async () => {
      const shop = await counterShop();
      const combo = await withCombo(shop);
      const cashier = await staffOf(shop.shop.id);
      const register = await openRegister(cashier, 'Caixa combo');
      const sale = {
        registerId: register.id,
        items: [
          {
            productId: combo.comboId,
            quantity: 2,
            choiceOptionIds: [combo.sucoId, combo.ketchupId, combo.barbecueId],
          },
        ],
        tenders: [{ method: 'cash' as const, amountCents: 10_000 }],
      };
      // R$ 30,00 + Suco R$ 4,00 + Barbecue R$ 2,00, twice: a screen without the differences is wrong.
      const unpriced = await sell(cashier, {
        ...sale,
        expectedTotalCents: 6000,
        expectedChangeCents: 4000,
      });
      expect(unpriced.statusCode, unpriced.body).toBe(422);
      expect(unpriced.json().detail).toBe('O total do pedido não confere: o correto é R$ 72,00');

      const res = await sell(cashier, {
        ...sale,
        expectedTotalCents: 7200,
        expectedChangeCents: 2800,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ totalCents: 7200, changeCents: 2800 });
      const orderId = res.json().orderId as string;
      const [kitchen] = await t.app.db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.orderId, orderId), eq(printJobs.kind, 'kitchen')));
      const ticket = JSON.stringify(kitchen!.document);
      expect(ticket).toContain('Escolha a bebida: Suco');
      expect(ticket).toContain('Molhos: Ketchup');
      expect(ticket).toContain('Molhos: Barbecue');
    });
  });
});
