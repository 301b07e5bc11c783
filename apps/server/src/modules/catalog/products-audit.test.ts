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

  /**
   * One product of the shop (R$ 25,00, in 'Lanches'), and a save of its form as the staff
   * member signed in with `cookie`: the form as loaded, with `changes` over it.
   */
  async function productForm(
    shopId: string,
    cookie: string,
    values: { name: string; ncm?: string; cfop?: string },
  ) {
    const [category] = await t.app.db
      .insert(categories)
      .values({ establishmentId: shopId, name: 'Lanches' })
      .returning();
    const [product] = await t.app.db
      .insert(products)
      .values({ establishmentId: shopId, categoryId: category!.id, priceCents: 2500, ...values })
      .returning();
    const url = `/api/admin/products/${product!.id}`;
    const current = await send(t.app, 'GET', url, { cookie });
    const { id: _id, categoryName: _name, ...input } = current.json<Record<string, unknown>>();
    return (changes: object) =>
      send(t.app, 'PUT', url, { cookie, payload: { ...input, ...changes } });
  }

  it('records who changed which price from what to what, and nothing for a save at the same price', async () => {
    const shop = await insertEstablishment(t.app.db);
    const manager = await signUpStaffOf(t.app, shop.id, 'manager');
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const save = await productForm(shop.id, manager.cookie, { name: 'X-Burger' });

    expect((await save({ priceCents: 2500 })).statusCode).toBe(200);
    expect((await save({ priceCents: 2790 })).statusCode).toBe(200);

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
    const save = await productForm(shop.id, admin.cookie, {
      name: 'X-Salada',
      ncm: '21069090',
      cfop: '5102',
    });

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
