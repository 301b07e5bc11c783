import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, formatDay, shopReportTables } from '@comanda/shared';
import {
  categories,
  orderItems,
  orders,
  products,
  recipeLines,
  stockItems,
  stockMovements,
} from '../../db/schema';
import { get } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The report's additions: CMV and gross margin of products with a recipe, every table as an
 * XLSX workbook with the CSV's rows and totals, and the dashboard's kitchen queue and
 * low-stock alerts, each against figures computed here from the seeded rows.
 */

const day = '2026-05-12';
const minute = 60_000;
const at = (hh: number, mm: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + ((hh + 3) * 60 + mm) * minute);

/** [product, quantity, unit price] lines of paid orders, with the kitchen stage of each. */
const sold: { lines: ['burger' | 'juice', number, number][]; stage: string }[] = [
  { lines: [['burger', 2, 2500]], stage: 'delivered' },
  {
    lines: [
      ['burger', 1, 2700],
      ['juice', 3, 800],
    ],
    stage: 'received',
  },
  { lines: [['juice', 1, 800]], stage: 'preparing' },
  { lines: [['burger', 4, 2500]], stage: 'ready' },
  { lines: [['juice', 2, 800]], stage: 'received' },
];
/**
 * Burger: 2 buns at R$ 1,50 and 0,5 kg of beef at R$ 30,00/kg, as its sales' ledger rows cost
 * them (seeded below as one movement per line); juice has no recipe and took nothing.
 */
const burgerUnitCost = 2 * 150 + Math.round(0.5 * 3000);

describe('report files, margins and dashboard alerts', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const shop = await insertEstablishment(db);
    const establishmentId = shop.id;
    cookie = await signUpAdminOf(t.app, shop.id);
    const [category] = await db
      .insert(categories)
      .values({ establishmentId, name: 'Lanches' })
      .returning();
    const [burger, juice] = await db
      .insert(products)
      .values([
        { establishmentId, categoryId: category!.id, name: 'X-Burger', priceCents: 2500 },
        { establishmentId, categoryId: category!.id, name: 'Suco', priceCents: 800 },
      ])
      .returning();
    const [bun, beef] = await db
      .insert(stockItems)
      .values([
        {
          establishmentId,
          name: 'Pão',
          unit: 'un',
          costCents: 150,
          levelMilli: 5_000,
          minimumMilli: 10_000,
        },
        {
          establishmentId,
          name: 'Carne',
          unit: 'kg',
          costCents: 3000,
          levelMilli: 9_000,
          minimumMilli: 1_000,
        },
        {
          establishmentId,
          name: 'Guardanapo',
          unit: 'un',
          costCents: 1,
          levelMilli: 0,
          minimumMilli: 0,
        },
      ])
      .returning();
    await db.insert(recipeLines).values([
      { establishmentId, productId: burger!.id, stockItemId: bun!.id, quantityMilli: 2_000 },
      { establishmentId, productId: burger!.id, stockItemId: beef!.id, quantityMilli: 500 },
    ]);
    const ids = { burger: burger!.id, juice: juice!.id };
    const names = { burger: 'X-Burger', juice: 'Suco' };
    let number = 0;
    for (const order of sold) {
      const placed = at(10, number);
      const [row] = await db
        .insert(orders)
        .values({
          establishmentId,
          orderNumber: ++number,
          businessDate: businessDateOf(placed),
          totalCents: order.lines.reduce((sum, [, q, price]) => sum + q * price, 0),
          paymentStatus: 'paid',
          publicToken: randomUUID(),
          createdAt: placed,
          paidAt: placed,
          stage: order.stage as 'received',
        })
        .returning();
      const items = await db
        .insert(orderItems)
        .values(
          order.lines.map(([product, quantity, unitPriceCents]) => ({
            establishmentId,
            orderId: row!.id,
            productId: ids[product],
            productName: names[product],
            quantity,
            unitPriceCents,
          })),
        )
        .returning();
      // What the paid burgers took from stock, as the ledger writes it per line.
      const sales = items
        .filter((item) => item.productId === burger!.id)
        .map((item) => ({
          establishmentId,
          stockItemId: beef!.id,
          kind: 'sale' as const,
          quantityMilli: -500 * item.quantity,
          levelAfterMilli: 0,
          costCents: item.quantity * burgerUnitCost,
          orderId: row!.id,
          orderItemId: item.id,
        }));
      if (sales.length) await db.insert(stockMovements).values(sales);
    }
  });
  afterAll(() => t.close());

  it('CMV and gross margin only for products whose sales took stock', async () => {
    const res = await get(t.app, `/api/admin/reports?from=${day}&to=${day}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const burgers = sold.flatMap((order) => order.lines).filter(([p]) => p === 'burger');
    const quantity = burgers.reduce((sum, [, q]) => sum + q, 0);
    const revenueCents = burgers.reduce((sum, [, q, price]) => sum + q * price, 0);
    expect(res.json().productMargins).toEqual([
      {
        name: 'X-Burger',
        quantity,
        revenueCents,
        unitCostCents: burgerUnitCost,
        costCents: quantity * burgerUnitCost,
        marginCents: revenueCents - quantity * burgerUnitCost,
      },
    ]);
  });

  it('every table downloads as XLSX with the same rows and totals as its CSV', async () => {
    for (const table of shopReportTables) {
      const csv = await get(t.app, `/api/admin/reports/csv/${table}?from=${day}&to=${day}`, cookie);
      const xlsx = await get(
        t.app,
        `/api/admin/reports/xlsx/${table}?from=${day}&to=${day}`,
        cookie,
      );
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.headers['content-disposition']).toContain(`.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const sheetRows: string[][] = [];
      sheet.eachRow((row, index) => {
        if (index === 1) return; // the title line
        const values = (row.values as unknown[]).slice(1);
        // A day is a real date cell in the workbook, dd/mm/aaaa in the CSV.
        const text = (value: unknown) =>
          value instanceof Date ? formatDay(value.toISOString().slice(0, 10)) : String(value);
        sheetRows.push(values.map(text));
      });
      const csvRows = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => line.split(';'));
      expect(sheetRows.length, table).toBe(csvRows.length);
      // Same cells: reais written as numbers in the workbook, with decimal commas in the CSV.
      const asCsv = (cell: string, header: string) =>
        header.includes('(R$)') ? Number(cell).toFixed(2).replace('.', ',') : cell;
      const headers = csvRows[0]!;
      sheetRows.forEach((row, index) => {
        expect(
          row.map((cell, column) => (index === 0 ? cell : asCsv(cell, headers[column]!))),
          `${table} row ${index}`,
        ).toEqual(csvRows[index]);
      });
    }
  });

  it("dashboard: the kitchen's queue and the items at or below their minimum", async () => {
    const res = await get(t.app, '/api/admin/dashboard', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json();
    expect(dashboard.kitchen).toEqual({
      preparing: sold.filter((o) => ['received', 'preparing'].includes(o.stage)).length,
      ready: sold.filter((o) => o.stage === 'ready').length,
    });
    expect(dashboard.lowStock).toEqual([
      { name: 'Pão', unit: 'un', levelMilli: 5_000, minimumMilli: 10_000 },
    ]);
    expect(dashboard.overduePayables).toEqual({ count: 0, amountCents: 0 });
  });
});
