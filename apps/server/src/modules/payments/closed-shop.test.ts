import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessHours, KioskPayment } from '@comanda/shared';
import { orders } from '../../db/schema';
import {
  approveDemoPayment,
  insertKioskShop,
  placeKioskOrder,
  requestPayment,
} from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Issue 30 item 1: closed means closed. The shop opens 11:00-23:00 every day (São Paulo);
 * the app's clock is set to each moment (2026-11-23 is a Monday, São Paulo is UTC-3).
 */
const everyDay: BusinessHours = Array.from({ length: 7 }, () => ({
  open: '11:00',
  close: '23:00',
}));
const at = (time: string) => new Date(`2026-11-23T${time}:00-03:00`);

let t: TestApp;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
const setClock = (time: string) => {
  t.app.clock.now = () => at(time);
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await insertKioskShop(t.app, { demoPayments: true, businessHours: everyDay });
});
afterAll(() => t.close());

describe('a shop outside its business hours', () => {
  it('refuses a new kiosk order with 409, saying when it opens', async () => {
    setClock('23:46');
    const error = await placeKioskOrder(t.app, shop).catch((caught: Error) => caught);
    expect(String(error)).toContain('409');
    expect(String(error)).toContain('Estabelecimento fechado agora. Abrimos amanhã às 11:00');
    setClock('08:00');
    const early = await placeKioskOrder(t.app, shop).catch((caught: Error) => caught);
    expect(String(early)).toContain('Estabelecimento fechado agora. Abrimos hoje às 11:00');
  });

  it('honours an order placed while open that is being paid when the shop closes', async () => {
    setClock('22:55');
    const order = await placeKioskOrder(t.app, shop);
    setClock('23:05');
    const res = await requestPayment(t.app, shop, order, 'pix');
    expect(res.statusCode, res.body).toBe(200);
    setClock('23:07');
    await approveDemoPayment(t.app, shop, order, res.json<KioskPayment>());
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('paid');
  });

  it('refuses to start a payment long after closing, for an order left unpaid', async () => {
    setClock('22:30');
    const order = await placeKioskOrder(t.app, shop);
    setClock('23:46');
    const res = await requestPayment(t.app, shop, order, 'pix');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: 'Estabelecimento fechado agora. Abrimos amanhã às 11:00',
    });
  });

  it('takes orders and payments while open', async () => {
    setClock('12:00');
    const order = await placeKioskOrder(t.app, shop);
    expect((await requestPayment(t.app, shop, order, 'pix')).statusCode).toBe(200);
  });
});
