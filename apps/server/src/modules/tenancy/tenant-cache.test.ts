import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHost, type HostConfig } from '@comanda/shared';
import { establishments } from '../../db/schema';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { send } from '../../test/auth-helpers';
import { recordStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTenantCache, tenantsTopic } from './tenant-cache';

const hostConfig: HostConfig = { appDomain: 'localhost', devHostPatterns: [] };
const hostOf = (subdomain: string) => parseHost(`${subdomain}.localhost:3000`, hostConfig);

describe('the tenant cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rename = (id: string, name: string) =>
    t.app.db.update(establishments).set({ name }).where(eq(establishments.id, id));

  it('answers from memory until cleared or too old', async () => {
    let clock = 0;
    const cache = createTenantCache(t.app.db, { maxAgeMs: 1000, now: () => clock });
    const shop = await insertEstablishment(t.app.db, { name: 'Antes', subdomain: 'memoria' });

    expect((await cache.get(hostOf('memoria'))).name).toBe('Antes');
    await rename(shop.id, 'Depois');
    clock = 999;
    expect((await cache.get(hostOf('memoria'))).name).toBe('Antes');
    cache.clear();
    expect((await cache.get(hostOf('memoria'))).name).toBe('Depois');

    await rename(shop.id, 'Mais tarde');
    clock = 999 + 1000;
    expect((await cache.get(hostOf('memoria'))).name).toBe('Mais tarde');
  });

  it('keeps no failed lookup: a shop created after a 404 is found next time', async () => {
    const cache = createTenantCache(t.app.db);
    await expect(cache.get(hostOf('nova'))).rejects.toMatchObject({ code: 'TENANT_NOT_FOUND' });
    await insertEstablishment(t.app.db, { subdomain: 'nova' });
    expect((await cache.get(hostOf('nova'))).subdomain).toBe('nova');
  });

  it('drops a lookup still under way when cleared, so it cannot outlive the write', async () => {
    const cache = createTenantCache(t.app.db);
    const shop = await insertEstablishment(t.app.db, { name: 'Lenta', subdomain: 'lenta' });
    const first = cache.get(hostOf('lenta'));
    cache.clear();
    await rename(shop.id, 'Renomeada');
    await first;
    expect((await cache.get(hostOf('lenta'))).name).toBe('Renomeada');
  });
});

describe("the kiosk's menu and the cached tenant", () => {
  let t: TestApp;
  const menuAt = (subdomain: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/public/menu',
      headers: { host: `${subdomain}.localhost:3000` },
    });
  /** A new shop and its admin, with one category (the kiosk lists none without a product). */
  const shopWithCategory = async (subdomain: string) => {
    const shop = await insertEstablishment(t.app.db, { subdomain });
    const cookie = await signUpAdminOf(t.app, shop.id);
    const category = await send(t.app, 'POST', '/api/admin/categories', {
      cookie,
      payload: { name: 'Lanches' },
    });
    expect(category.statusCode, category.body).toBe(201);
    return { cookie, categoryId: category.json<{ id: string }>().id };
  };
  const addProduct = async (cookie: string, categoryId: string, name: string) => {
    const res = await send(t.app, 'POST', '/api/admin/products', {
      cookie,
      payload: { name, priceCents: 2500, categoryId },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hears of a write to establishments made outside any request (the trigger)', async () => {
    const shop = await insertEstablishment(t.app.db, { subdomain: 'cache' });
    expect((await menuAt('cache')).statusCode).toBe(200);
    // A script, a job, another instance: no request of this instance clears the cache.
    await t.app.db
      .update(establishments)
      .set({ active: false })
      .where(eq(establishments.id, shop.id));
    await vi.waitFor(async () => expect((await menuAt('cache')).statusCode).toBe(404), {
      timeout: 3000,
    });
  });

  it("forgets before a write request's answer, so the writer's next read is exact", async () => {
    const { cookie, categoryId } = await shopWithCategory('escrita');
    const before = (await menuAt('escrita')).headers.etag;
    await addProduct(cookie, categoryId, 'X-Burger');
    expect((await menuAt('escrita')).headers.etag).not.toBe(before);
  });

  it('keeps the tenant through a write that changes no establishment, drops it for a menu change', async () => {
    const menu = async () => {
      const log = recordStatements(t.database);
      try {
        const res = await menuAt('estreita');
        expect(res.statusCode).toBe(200);
        const readsTenant = log.statements.some(({ sql }) => sql.includes('from "establishments"'));
        return { names: res.json<{ products: { name: string }[] }>().products, readsTenant };
      } finally {
        log.stop();
      }
    };
    // The shop's insert and the category's save (it bumps the menu version) each send the
    // trigger's NOTIFY, which clears the cache whenever it arrives: filled only after both.
    let notified = 0;
    const unsubscribe = t.app.realtime.subscribe(tenantsTopic, () => (notified += 1));
    const { cookie, categoryId } = await shopWithCategory('estreita');
    await vi.waitFor(() => expect(notified).toBe(2));
    unsubscribe();
    await menu();
    expect((await menu()).readsTenant).toBe(false);

    // Tables are not the menu, nor the shop's row: the kiosk's next read stays in memory.
    const tables = await send(t.app, 'POST', '/api/admin/tables', {
      cookie,
      payload: { from: 1, to: 2 },
    });
    expect(tables.statusCode, tables.body).toBe(201);
    expect((await menu()).readsTenant).toBe(false);

    // A new product moves the menu's version on the shop's row: read again, the product there.
    await addProduct(cookie, categoryId, 'X-Salada');
    const after = await menu();
    expect(after.readsTenant).toBe(true);
    expect(after.names.map(({ name }) => name)).toEqual(['X-Salada']);
  });
});

describe('writes to establishments', () => {
  it('are each counted for the tenant cache (noteEstablishmentWrite), in every server module', () => {
    const root = join(import.meta.dirname, '../..');
    const writes =
      /\.(update|insert|delete)\(establishments\)|(update|insert into|delete from) establishments\b/;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(test|seed)[\\/]/.test(file),
    );
    const writers = files.filter((file) => writes.test(readFileSync(join(root, file), 'utf8')));
    expect(writers.length).toBeGreaterThan(3);
    const uncounted = writers.filter(
      (file) => !readFileSync(join(root, file), 'utf8').includes('noteEstablishmentWrite()'),
    );
    expect(uncounted).toEqual([]);
  });
});
