import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, type PlacedOrder } from '@comanda/shared';
import { cashRegisters, orders, payables, purchases, receivables } from '../db/schema';
import { placeKioskOrder } from '../test/kiosk-orders';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoHistory } from './demo-history';
import { seedDemoData } from './seed';
import { localObjectStorage } from '../lib/object-storage';

const admin = { email: 'demo-admin@example.com', password: 'senha-demo-123' };
const demoHost = 'demo.localhost:3000';

describe('seedDemoHistory', () => {
  let t: TestApp;
  let seededInMs: number;
  beforeAll(async () => {
    t = await createTestApp();
    const uploadsDir = join(mkdtempSync(join(tmpdir(), 'comanda-history-')), 'uploads');
    expect(
      await seedDemoData(t.app.db, { uploads: localObjectStorage(uploadsDir), demoAdmin: admin }),
    ).toBe(true);
    const started = performance.now();
    await seedDemoHistory(t.app, { mainUrl: 'http://localhost:3000', admin });
    seededInMs = performance.now() - started;
  }, 120_000);
  afterAll(() => t.close());

  it('gives the demo three past days of kiosk and counter orders, one canceled, none today', async () => {
    const rows = await t.app.db.select().from(orders);
    const today = businessDateOf(new Date());
    const days = [...new Set(rows.map((row) => row.businessDate))].sort();
    expect(days).toHaveLength(3);
    expect(days.every((day) => day < today)).toBe(true);
    expect(new Set(rows.map((row) => row.origin))).toEqual(new Set(['totem', 'pdv']));
    expect(rows.filter((row) => row.stage === 'canceled')).toHaveLength(1);
    const paid = rows.filter((row) => row.paymentStatus === 'paid');
    expect(new Set(paid.map((row) => row.paidMethod))).toEqual(new Set(['pix', 'card', 'cash']));
    // Delivered: nothing of theirs waits on the kitchen display.
    expect(paid.every((row) => row.stage === 'delivered')).toBe(true);
    // Placed at the day's hour in São Paulo, not at the first start's.
    expect(rows.every((row) => businessDateOf(row.createdAt) === row.businessDate)).toBe(true);
    console.info(`demo history: ${rows.length} orders in ${Math.round(seededInMs)} ms`);
  });

  it('closes a register a day, buys supplies and leaves bills and card receivables', async () => {
    const registers = await t.app.db.select().from(cashRegisters);
    expect(registers).toHaveLength(3);
    expect(registers.every((register) => register.closedAt !== null)).toBe(true);
    expect(await t.app.db.select().from(purchases)).toHaveLength(1);
    const bills = await t.app.db.select().from(payables);
    expect(bills.length).toBeGreaterThanOrEqual(4);
    expect(bills.some((bill) => bill.paidOn !== null)).toBe(true);
    expect((await t.app.db.select().from(receivables)).length).toBeGreaterThan(0);
  });

  it("leaves today's numbering alone: the next kiosk order is nº 1", async () => {
    const menu = (
      await t.app.inject({ url: '/api/public/menu', headers: { host: demoHost } })
    ).json<{
      products: { id: string; name: string }[];
    }>();
    const burger = menu.products.find((product) => product.name === 'Clássico da Casa')!;
    const order: PlacedOrder = await placeKioskOrder(t.app, {
      host: demoHost,
      productId: burger.id,
    });
    expect(order.orderNumber).toBe(1);
  });
});
