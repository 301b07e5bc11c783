import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@comanda/shared';
import { categories, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';

describe('a price change goes to the audit log (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records who changed which price from what to what, and nothing for a save at the same price', async () => {
    const shop = await insertEstablishment(t.app.db);
    const manager = await signUpStaffOf(t.app, shop.id, 'manager');
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const [category] = await t.app.db
      .insert(categories)
      .values({ establishmentId: shop.id, name: 'Lanches' })
      .returning();
    const [burger] = await t.app.db
      .insert(products)
      .values({
        establishmentId: shop.id,
        categoryId: category!.id,
        name: 'X-Burger',
        priceCents: 2500,
      })
      .returning();
    const url = `/api/admin/products/${burger!.id}`;
    const current = await send(t.app, 'GET', url, { cookie: manager.cookie });
    const { id: _id, categoryName: _name, ...input } = current.json<Record<string, unknown>>();
    const save = (priceCents: number) =>
      send(t.app, 'PUT', url, { cookie: manager.cookie, payload: { ...input, priceCents } });

    expect((await save(2500)).statusCode).toBe(200);
    expect((await save(2790)).statusCode).toBe(200);

    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie: admin.cookie })).json<
      AuditEntry[]
    >();
    expect(log.map((e) => [e.kind, e.actor, e.subject, e.before, e.after])).toEqual([
      ['price.change', manager.email, 'X-Burger', 'R$ 25,00', 'R$ 27,90'],
    ]);
  });

  it("records a product's fiscal codes changed on its form, before -> after, only those that changed", async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const [category] = await t.app.db
      .insert(categories)
      .values({ establishmentId: shop.id, name: 'Lanches' })
      .returning();
    const [burger] = await t.app.db
      .insert(products)
      .values({
        establishmentId: shop.id,
        categoryId: category!.id,
        name: 'X-Salada',
        priceCents: 2500,
        ncm: '21069090',
        cfop: '5102',
      })
      .returning();
    const url = `/api/admin/products/${burger!.id}`;
    const current = await send(t.app, 'GET', url, { cookie: admin.cookie });
    const { id: _id, categoryName: _name, ...input } = current.json<Record<string, unknown>>();
    const save = (changes: object) =>
      send(t.app, 'PUT', url, { cookie: admin.cookie, payload: { ...input, ...changes } });

    expect((await save({})).statusCode).toBe(200);
    const saved = await save({ ncm: '16025000', cfop: '5405' });
    expect(saved.statusCode, saved.body).toBe(200);

    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie: admin.cookie })).json<
      AuditEntry[]
    >();
    expect(log.map((e) => [e.kind, e.actor, e.subject])).toEqual([
      ['fiscal.change', admin.email, 'X-Salada'],
    ]);
    expect(JSON.parse(log[0]!.before!)).toEqual({ ncm: '21069090', cfop: '5102' });
    expect(JSON.parse(log[0]!.after!)).toEqual({ ncm: '16025000', cfop: '5405' });
  });
});
