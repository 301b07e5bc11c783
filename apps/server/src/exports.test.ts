import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, shopReportTables } from '@comanda/shared';
import { categories, orderItems, orders, products, stockItems, stockMovements } from './db/schema';
import { get, signUp } from './test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { csvCells } from './test/csv';

/*
 * Every CSV and XLSX the product hands out (issue 31, 4; issue 30, 10), through its route:
 * a name someone typed that a spreadsheet would run (=HYPERLINK(...)) comes out as text, and a
 * sale at 23:36 in Brasília is dated that day, not the next (UTC's) one.
 */

const evil = '=HYPERLINK("http://x")';
/** 23:36 on 12/05/2026 in Brasília: 02:36 on the 13th in UTC. */
const lateEvening = new Date('2026-05-13T02:36:00.000Z');
const day = '2026-05-12';
const superEmail = 'super-exports@comanda.example';

/** The cells that hold the typed name: each must be neutralised, and there must be some. */
function expectNeutralised(cells: string[], where: string) {
  const named = cells.filter((cell) => cell.includes('HYPERLINK'));
  expect(named.length, where).toBeGreaterThan(0);
  for (const cell of named) expect(cell, where).toBe(`'${evil}`);
}

describe('every export: formulas neutralised, dates in business time', () => {
  let t: TestApp;
  let admin: string;
  let superAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail });
    const db = t.app.db;
    const shop = await insertEstablishment(db, { name: evil });
    const establishmentId = shop.id;
    admin = await signUpAdminOf(t.app, shop.id);
    superAdmin = (await signUp(t.app, { email: superEmail })).cookie;
    const [category] = await db
      .insert(categories)
      .values({ establishmentId, name: evil })
      .returning();
    const [product] = await db
      .insert(products)
      .values({ establishmentId, categoryId: category!.id, name: evil, priceCents: 2500 })
      .returning();
    const [order] = await db
      .insert(orders)
      .values({
        establishmentId,
        orderNumber: 1,
        businessDate: businessDateOf(lateEvening),
        totalCents: 2500,
        paymentStatus: 'paid',
        paidMethod: 'pix',
        origin: 'totem',
        publicToken: randomUUID(),
        createdAt: lateEvening,
        paidAt: lateEvening,
      })
      .returning();
    await db.insert(orderItems).values({
      establishmentId,
      orderId: order!.id,
      productId: product!.id,
      productName: evil,
      quantity: 1,
      unitPriceCents: 2500,
    });
    const [item] = await db
      .insert(stockItems)
      .values({ establishmentId, name: evil, unit: 'un', costCents: 100, levelMilli: 0 })
      .returning();
    await db.insert(stockMovements).values({
      establishmentId,
      stockItemId: item!.id,
      kind: 'loss',
      quantityMilli: -1000,
      levelAfterMilli: 0,
      reason: evil,
      userName: evil,
      createdAt: lateEvening,
    });
  });
  afterAll(() => t.close());

  it('stock/movements.csv', async () => {
    const res = await get(t.app, '/api/admin/stock/movements.csv', admin);
    expect(res.statusCode, res.body).toBe(200);
    const [header, row] = csvCells(res.body);
    expect(header![0]).toBe('Data');
    expect(row![0]).toBe('12/05/2026 23:36');
    expect(row![4]).toBe('-1'); // a negative quantity is a number, not a formula
    expectNeutralised(row!, 'movements');
  });

  it.each(shopReportTables)('reports/csv/%s', async (table) => {
    const res = await get(t.app, `/api/admin/reports/csv/${table}?from=${day}&to=${day}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvCells(res.body);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+@\t\r]/);
    if (table === 'product' || table === 'category') expectNeutralised(rows.flat(), table);
    if (table === 'day') expect(rows[1]![0]).toBe('12/05/2026');
  });

  it.each(shopReportTables)('reports/xlsx/%s', async (table) => {
    const res = await get(t.app, `/api/admin/reports/xlsx/${table}?from=${day}&to=${day}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => void cells.push(cell)));
    for (const cell of cells) expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    const texts = cells
      .filter((cell) => typeof cell.value === 'string')
      .map((c) => String(c.value));
    for (const text of texts) expect(text).not.toMatch(/^[=+@\t\r]/);
    if (table === 'product' || table === 'category') expectNeutralised(texts, table);
    if (table === 'day') {
      const date = workbook.worksheets[0]!.getRow(3).getCell(1);
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(date.value).toEqual(new Date(Date.UTC(2026, 4, 12)));
    }
  });

  it('kiosk-sales.csv: the business day and the paying time in Brasília', async () => {
    const res = await get(t.app, `/api/admin/kiosk-sales.csv?from=${day}&to=${day}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const [header, row] = csvCells(res.body);
    expect(header).toEqual(['Data', 'Pedido', 'Pago em', 'Forma de pagamento', 'Total (R$)']);
    expect(row).toEqual(['12/05/2026', '1', '12/05/2026 23:36', 'Pix', '25,00']);
  });

  it("superadmin/reports.csv: the shop's name", async () => {
    const res = await get(t.app, `/api/superadmin/reports.csv?from=${day}&to=${day}`, superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expectNeutralised(csvCells(res.body).flat(), 'platform');
  });
});
