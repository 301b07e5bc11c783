import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiningTable } from '@comanda/shared';
import { auditLog } from '../../db/schema';
import { adminCaller } from '../../test/admin-caller';
import { insertEstablishment, signUpAdminOf, signUpStaffOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findActiveTable } from './index';

describe('admin tables (/admin/mesas)', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let shopId: string;
  let otherShopId: string;

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const list = async (as?: string) =>
    (await call('GET', '/api/admin/tables', undefined, as)).json<DiningTable[]>();

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await insertEstablishment(t.app.db, { name: 'Loja A', subdomain: 'a' })).id;
    otherShopId = (await insertEstablishment(t.app.db, { name: 'Loja B', subdomain: 'b' })).id;
    cookie = await signUpAdminOf(t.app, shopId);
    otherCookie = await signUpAdminOf(t.app, otherShopId);
  });
  afterAll(() => t.close());

  it('creates a range of tables, then only the numbers missing, and audits it', async () => {
    const first = await call('POST', '/api/admin/tables', { from: 1, to: 5 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<DiningTable[]>().map((table) => table.number)).toEqual([1, 2, 3, 4, 5]);
    const again = await call('POST', '/api/admin/tables', { from: 4, to: 7 });
    expect(again.statusCode, again.body).toBe(201);
    expect((await list()).map((table) => table.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const lines = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.establishmentId, shopId));
    expect(lines.map((line) => [line.kind, line.subject])).toEqual(
      expect.arrayContaining([
        ['table.change', 'Mesas 1–5'],
        ['table.change', 'Mesas 4–7'],
      ]),
    );
  });

  it('refuses a reversed range, table 0 and too many at once, in Portuguese', async () => {
    for (const [payload, message] of [
      [{ from: 5, to: 2 }, 'A última mesa vem depois da primeira'],
      [{ from: 0, to: 2 }, 'O número da mesa começa em 1'],
      [{ from: 1, to: 500 }, 'Crie no máximo 100 mesas de uma vez'],
    ] as const) {
      const res = await call('POST', '/api/admin/tables', payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it('renames and deactivates a table; findActiveTable follows', async () => {
    const table = (await list()).find((row) => row.number === 3)!;
    expect(await findActiveTable(t.app.db, shopId, 3)).toEqual({
      id: table.id,
      number: 3,
      label: 'Mesa 3',
    });
    const renamed = await call('PATCH', `/api/admin/tables/${table.id}`, { name: ' Varanda 3 ' });
    expect(renamed.json()).toMatchObject({ number: 3, name: 'Varanda 3', active: true });
    expect((await findActiveTable(t.app.db, shopId, 3))?.label).toBe('Varanda 3');

    const off = await call('PATCH', `/api/admin/tables/${table.id}`, { active: false });
    expect(off.json()).toMatchObject({ name: 'Varanda 3', active: false });
    expect(await findActiveTable(t.app.db, shopId, 3)).toBeNull();
    expect(await findActiveTable(t.app.db, shopId, 99)).toBeNull();

    // An empty name goes back to "Mesa 3"; creating the range again takes the table back.
    await call('PATCH', `/api/admin/tables/${table.id}`, { name: '' });
    await call('POST', '/api/admin/tables', { from: 3, to: 3 });
    expect(await findActiveTable(t.app.db, shopId, 3)).toMatchObject({ label: 'Mesa 3' });
  });

  it('keeps each shop to its own tables', async () => {
    const mine = (await list())[0]!;
    expect(await list(otherCookie)).toEqual([]);
    const res = await call('PATCH', `/api/admin/tables/${mine.id}`, { active: false }, otherCookie);
    expect(res.statusCode).toBe(404);
    expect((await list())[0]).toEqual(mine);
    expect(await findActiveTable(t.app.db, otherShopId, mine.number)).toBeNull();

    // The same numbers in another shop are that shop's own tables.
    await call('POST', '/api/admin/tables', { from: 1, to: 2 }, otherCookie);
    expect((await list(otherCookie)).map((table) => table.number)).toEqual([1, 2]);
    expect((await findActiveTable(t.app.db, otherShopId, 1))?.id).not.toBe(mine.id);
  });

  it('is for the admin and managers, not the kitchen', async () => {
    const kitchen = (await signUpStaffOf(t.app, shopId, 'kitchen')).cookie;
    const res = await call('POST', '/api/admin/tables', { from: 30, to: 31 }, kitchen);
    expect(res.statusCode).toBe(403);
  });
});
