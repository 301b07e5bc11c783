import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf, orderChannels, type OrderChannel } from '@comanda/shared';
import { categories, orderItems, orders, paymentAttempts, products } from '../../db/schema';
import { get } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Seeds raw orders (some a minute either side of midnight in São Paulo, UTC-3 all year since
 * 2019) and checks every figure against a sum computed here from the same raw rows, with
 * plain arithmetic instead of the server's SQL.
 */

type Method = 'pix' | 'card';
interface Line {
  product: 'burger' | 'juice' | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
}
interface Seed {
  shop: 'mine' | 'other';
  at: Date;
  status: 'paid' | 'pending' | 'canceled';
  lines: Line[];
  method?: Method;
  origin?: 'totem' | 'pdv';
  /** Else the origin's: the kiosk's 'totem', the counter's 'balcao'. */
  channel?: OrderChannel;
}

const channelOf = (seed: Seed): OrderChannel =>
  seed.channel ?? (seed.origin === 'pdv' ? 'balcao' : 'totem');

const minute = 60_000;
/** São Paulo wall clock of a business date: `hh:mm` → the instant (UTC-3, no DST). */
const saoPaulo = (date: string, hh: number, mm: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + ((hh + 3) * 60 + mm) * minute);
const wallHour = (at: Date) => (at.getUTCHours() + 24 - 3) % 24;
const wallDate = (at: Date) => new Date(at.getTime() - 3 * 60 * minute).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const burger = (quantity: number): Line => ({
  product: 'burger',
  name: 'X-Burger',
  quantity,
  unitPriceCents: 1590,
});
const juice = (quantity: number): Line => ({
  product: 'juice',
  name: 'Suco',
  quantity,
  unitPriceCents: 800,
});
const water: Line = { product: null, name: 'Água', quantity: 1, unitPriceCents: 450 };
const totalOf = (seed: Seed) =>
  seed.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);

const today = businessDateOf(new Date());
const day = '2026-03-10'; // a Tuesday
const next = addDays(day, 1);

const seeds: Seed[] = [
  // Today, for the dashboard.
  { shop: 'mine', at: saoPaulo(today, 0, 1), status: 'paid', lines: [burger(2)], method: 'pix' },
  {
    shop: 'mine',
    at: saoPaulo(today, 10, 30),
    status: 'paid',
    lines: [burger(1), juice(2)],
    method: 'card',
  },
  { shop: 'mine', at: saoPaulo(today, 10, 45), status: 'paid', lines: [water], origin: 'pdv' },
  { shop: 'mine', at: saoPaulo(today, 11, 0), status: 'pending', lines: [burger(5)] },
  { shop: 'mine', at: saoPaulo(today, 11, 5), status: 'canceled', lines: [juice(1)] },
  {
    shop: 'mine',
    at: saoPaulo(addDays(today, -1), 23, 59),
    status: 'paid',
    lines: [burger(3)],
    method: 'card',
  },
  {
    shop: 'mine',
    at: saoPaulo(addDays(today, -7), 10, 15),
    status: 'paid',
    lines: [juice(4)],
    method: 'pix',
  },
  { shop: 'other', at: saoPaulo(today, 10, 0), status: 'paid', lines: [burger(9)], method: 'pix' },
  // A past period across midnight, for the report.
  {
    shop: 'mine',
    at: saoPaulo(addDays(day, -1), 23, 59),
    status: 'paid',
    lines: [burger(1)],
    method: 'pix',
  },
  { shop: 'mine', at: saoPaulo(day, 0, 1), status: 'paid', lines: [juice(1)], method: 'pix' },
  {
    shop: 'mine',
    at: saoPaulo(day, 23, 59),
    status: 'paid',
    lines: [burger(2), juice(1)],
    method: 'card',
  },
  {
    shop: 'mine',
    at: saoPaulo(next, 0, 1),
    status: 'paid',
    lines: [burger(1)],
    method: 'card',
    channel: 'ifood',
  },
  { shop: 'mine', at: saoPaulo(next, 12, 0), status: 'paid', lines: [water], origin: 'pdv' },
  { shop: 'mine', at: saoPaulo(next, 12, 30), status: 'canceled', lines: [burger(1)] },
  { shop: 'mine', at: saoPaulo(next, 13, 0), status: 'pending', lines: [burger(1)] },
  { shop: 'mine', at: saoPaulo(addDays(next, 1), 0, 1), status: 'paid', lines: [juice(7)] },
  { shop: 'other', at: saoPaulo(day, 12, 0), status: 'paid', lines: [juice(3)], method: 'card' },
];

/** The independent sums: the seeds of my shop, paid, on the business dates given. */
const paidOn = (dates: string[]) =>
  seeds.filter(
    (seed) => seed.shop === 'mine' && seed.status === 'paid' && dates.includes(wallDate(seed.at)),
  );
const sales = (list: Seed[]) => ({
  paidOrders: list.length,
  revenueCents: list.reduce((sum, seed) => sum + totalOf(seed), 0),
});
const itemSums = (list: Seed[], keyOf: (line: Line) => string) => {
  const sums = new Map<string, { quantity: number; revenueCents: number }>();
  for (const line of list.flatMap((seed) => seed.lines)) {
    const sum = sums.get(keyOf(line)) ?? { quantity: 0, revenueCents: 0 };
    sum.quantity += line.quantity;
    sum.revenueCents += line.quantity * line.unitPriceCents;
    sums.set(keyOf(line), sum);
  }
  return [...sums]
    .map(([name, sum]) => ({ name, ...sum }))
    .sort((a, b) => b.revenueCents - a.revenueCents);
};
const byMethod = (list: Seed[]) =>
  (['pix', 'card', 'other'] as const)
    .map((method) => ({
      method,
      ...sales(list.filter((seed) => (seed.method ?? 'other') === method)),
    }))
    .filter((row) => row.paidOrders > 0);
const byChannel = (list: Seed[]) =>
  orderChannels
    .map((channel) => ({ channel, ...sales(list.filter((seed) => channelOf(seed) === channel)) }))
    .filter((row) => row.paidOrders > 0);

describe('admin dashboard and reports', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const mine = await insertEstablishment(db, { name: 'Minha Loja' });
    const other = await insertEstablishment(db, { name: 'Outra Loja' });
    cookie = await signUpAdminOf(t.app, mine.id);
    const shopId = { mine: mine.id, other: other.id };
    const productIds = new Map<string, string>();
    for (const [shop, establishmentId] of Object.entries(shopId)) {
      const [snacks, drinks] = await db
        .insert(categories)
        .values([
          { establishmentId, name: 'Lanches' },
          { establishmentId, name: 'Bebidas' },
        ])
        .returning();
      const [b, j] = await db
        .insert(products)
        .values([
          { establishmentId, categoryId: snacks!.id, name: 'X-Burger', priceCents: 1590 },
          { establishmentId, categoryId: drinks!.id, name: 'Suco', priceCents: 800 },
        ])
        .returning();
      productIds.set(`${shop}:burger`, b!.id);
      productIds.set(`${shop}:juice`, j!.id);
    }
    let number = 0;
    for (const seed of seeds) {
      const establishmentId = shopId[seed.shop];
      const totalCents = totalOf(seed);
      const [order] = await db
        .insert(orders)
        .values({
          establishmentId,
          orderNumber: ++number,
          businessDate: businessDateOf(seed.at),
          totalCents,
          paymentStatus: seed.status,
          origin: seed.origin ?? 'totem',
          channel: channelOf(seed),
          publicToken: randomUUID(),
          createdAt: seed.at,
          paidAt: seed.status === 'paid' ? new Date(seed.at.getTime() + 2 * minute) : null,
          // As the payment that pays an order records it (orders' setOrderPaymentStatus).
          paidMethod: seed.status === 'paid' ? (seed.method ?? null) : null,
        })
        .returning();
      await db.insert(orderItems).values(
        seed.lines.map((line) => ({
          establishmentId,
          orderId: order!.id,
          productId: line.product ? productIds.get(`${seed.shop}:${line.product}`)! : null,
          productName: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
      );
      if (seed.method) {
        await db.insert(paymentAttempts).values({
          establishmentId,
          orderId: order!.id,
          method: seed.method,
          provider: 'demo',
          status: seed.status === 'paid' ? 'approved' : 'canceled',
          amountCents: totalCents,
          providerIdempotencyKey: randomUUID(),
          expiresAt: new Date(seed.at.getTime() + 10 * minute),
        });
      }
    }
  });
  afterAll(() => t.close());

  it("dashboard: today's business day only, with last week's hours beside it", async () => {
    const res = await get(t.app, '/api/admin/dashboard', cookie);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    const paidToday = paidOn([today]);
    const totals = sales(paidToday);
    expect(totals.paidOrders).toBe(3); // the 23:59 of yesterday stays yesterday's
    expect(dashboard.businessDate).toBe(today);
    expect(dashboard.today).toEqual({
      ...totals,
      averageTicketCents: Math.round(totals.revenueCents / totals.paidOrders),
    });
    const lastWeek = paidOn([addDays(today, -7)]);
    expect(dashboard.byHour).toHaveLength(24);
    for (const row of dashboard.byHour) {
      const atHour = (list: Seed[]) => list.filter((seed) => wallHour(seed.at) === row.hour);
      expect(row).toEqual({
        hour: row.hour,
        ...sales(atHour(paidToday)),
        lastWeekRevenueCents: sales(atHour(lastWeek)).revenueCents,
      });
    }
    expect(dashboard.paymentMix).toEqual(byMethod(paidToday));
    expect(dashboard.byChannel).toEqual(byChannel(paidToday));
    expect(dashboard.topProducts).toEqual(itemSums(paidToday, (line) => line.name).slice(0, 5));
  });

  it('report: every table of a period across midnight equals the sums of the raw rows', async () => {
    const res = await get(t.app, `/api/admin/reports?from=${day}&to=${next}`, cookie);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const paid = paidOn([day, next]);
    const totals = sales(paid);
    expect(totals.paidOrders).toBe(4);
    const canceled = seeds.filter(
      (seed) =>
        seed.shop === 'mine' &&
        seed.status === 'canceled' &&
        [day, next].includes(wallDate(seed.at)),
    );
    expect(report.totals).toEqual({
      ...totals,
      averageTicketCents: Math.round(totals.revenueCents / totals.paidOrders),
      canceledOrders: canceled.length,
    });
    expect(report.byDay).toEqual([day, next].map((date) => ({ date, ...sales(paidOn([date])) })));
    for (const row of report.byHour) {
      expect(row).toEqual({
        hour: row.hour,
        ...sales(paid.filter((seed) => wallHour(seed.at) === row.hour)),
      });
    }
    expect(report.byHour.find((row: { hour: number }) => row.hour === 23).paidOrders).toBe(1);
    for (const row of report.byWeekday) {
      expect(row).toEqual({
        weekday: row.weekday,
        ...sales(paid.filter((seed) => weekday(wallDate(seed.at)) === row.weekday)),
      });
    }
    expect(report.byProduct).toEqual(itemSums(paid, (line) => line.name));
    const category = { burger: 'Lanches', juice: 'Bebidas' } as const;
    expect(report.byCategory).toEqual(
      itemSums(paid, (line) => (line.product ? category[line.product] : 'Sem categoria')),
    );
    expect(report.byPaymentMethod).toEqual(byMethod(paid));
    expect(report.byChannel).toEqual(byChannel(paid));
    expect(report.byChannel.map((row: { channel: string }) => row.channel)).toEqual([
      'totem',
      'balcao',
      'ifood',
    ]);
    // Every paid order has one channel: the channels add up to the period's totals.
    const channels = report.byChannel as { paidOrders: number; revenueCents: number }[];
    expect(channels.reduce((sum, row) => sum + row.revenueCents, 0)).toBe(
      report.totals.revenueCents,
    );
    expect(channels.reduce((sum, row) => sum + row.paidOrders, 0)).toBe(report.totals.paidOrders);
  });

  it('CSV: the product table with a total line equal to the period revenue', async () => {
    const res = await get(t.app, `/api/admin/reports/csv/product?from=${day}&to=${next}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`vendas-por-produto-${day}-a-${next}.csv`);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Produto;Quantidade;Receita (R$)');
    const revenue = sales(paidOn([day, next])).revenueCents;
    const reais = `${Math.floor(revenue / 100)},${String(revenue % 100).padStart(2, '0')}`;
    expect(lines.at(-1)).toMatch(new RegExp(`^Total;\\d+;${reais}$`));
    expect(lines).toContain('X-Burger;3;47,70');
  });

  it('refuses a bad period, an unknown table, and anyone not signed in', async () => {
    expect((await get(t.app, `/api/admin/reports?from=${next}&to=${day}`, cookie)).statusCode).toBe(
      400,
    );
    expect(
      (await get(t.app, `/api/admin/reports/csv/secrets?from=${day}&to=${next}`, cookie))
        .statusCode,
    ).toBe(400);
    expect((await get(t.app, '/api/admin/dashboard')).statusCode).toBe(401);
    expect((await get(t.app, `/api/admin/reports?from=${day}&to=${next}`)).statusCode).toBe(401);
  });
});
