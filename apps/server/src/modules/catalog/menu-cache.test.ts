import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, KioskMenu, PlacedOrder, Product } from '@comanda/shared';
import { buildApp } from '../../app';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { acceptsEncoding } from '../../lib/http';
import { recordUploads } from '../uploads';

const kioskHost = 'a.localhost:3000';

const readMenu = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/public/menu', headers: { host: kioskHost, ...headers } });

const menuOf = async (app: FastifyInstance) => (await readMenu(app)).json<KioskMenu>();

/*
 * Each server keeps every shop's menu and tenant in memory. Two app instances on one database
 * stand for two server processes: an admin's save through one must show on the kiosk's very
 * next read through it, through the other as soon as the database's notification arrives
 * (decision 016), and an order must be priced from what was saved.
 */
describe('the cached kiosk menu', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let cookie: string;
  let lanches: Category;

  const admin = async (method: Parameters<typeof send>[1], url: string, payload?: object) => {
    const res = await send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const bothInstances = async () => [await menuOf(t.app), await menuOf(other)];
  /** The writer's instance at once; the other once it has heard of the write. */
  const onBothInstances = async (check: (menu: KioskMenu) => void) => {
    check(await menuOf(t.app));
    await vi.waitFor(async () => check(await menuOf(other)), { timeout: 3000, interval: 10 });
  };

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, database: t.database, webDistDir: null });
    await other.ready();
    const shop = await insertEstablishment(t.app.db, { subdomain: 'a' });
    cookie = await signUpAdminOf(t.app, shop.id);
    await recordUploads(t.app.db, shop.id, ['/uploads/images/x.webp']);
    lanches = (await admin('POST', '/api/admin/categories', { name: 'Lanches' })).json();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows every kind of admin save on the next read, through both instances', async () => {
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    const xBurger = {
      name: 'X-Burger',
      priceCents: 2500,
      categoryId: lanches.id,
      extras: [{ name: 'Ovo', priceCents: 300 }],
      ingredients: [{ name: 'Cebola' }],
    };

    // Warm both caches first: each check below reads a menu that was cached before the save.
    await bothInstances();
    const product = (await admin('POST', '/api/admin/products', xBurger)).json<Product>();
    await onBothInstances((menu) => {
      expect(names(menu.products)).toEqual(['X-Burger']);
      expect(names(menu.products[0]!.extras)).toEqual(['Ovo']);
    });

    await admin('PUT', `/api/admin/products/${product.id}`, {
      ...xBurger,
      priceCents: 2700,
      imageUrl: '/uploads/images/x.webp',
      extras: [{ name: 'Bacon', priceCents: 500 }],
      ingredients: [{ name: 'Picles' }],
    });
    await onBothInstances(({ products }) => {
      expect(products[0]).toMatchObject({ priceCents: 2700, imageUrl: '/uploads/images/x.webp' });
      expect(names(products[0]!.extras)).toEqual(['Bacon']);
      expect(names(products[0]!.ingredients)).toEqual(['Picles']);
    });

    const bebidas = (await admin('POST', '/api/admin/categories', { name: 'Bebidas' })).json();
    // The kiosk lists a category only with something to order in it.
    const agua = { name: 'Água', priceCents: 500, categoryId: bebidas.id };
    expect((await admin('POST', '/api/admin/products', agua)).statusCode).toBe(201);
    await admin('PUT', '/api/admin/categories/order', { ids: [bebidas.id, lanches.id] });
    await onBothInstances((menu) => {
      expect(names(menu.categories)).toEqual(['Bebidas', 'Lanches']);
    });

    await admin('PUT', `/api/admin/categories/${bebidas.id}`, { name: 'Sucos' });
    await admin('PATCH', `/api/admin/categories/${bebidas.id}/active`, { active: false });
    await onBothInstances((menu) => expect(names(menu.categories)).toEqual(['Lanches']));

    await admin('PATCH', `/api/admin/products/${product.id}`, { active: false });
    await onBothInstances((menu) => expect(menu.products).toEqual([]));

    await admin('PATCH', `/api/admin/products/${product.id}`, { active: true });
    await bothInstances();
    await admin('DELETE', `/api/admin/products/${product.id}`);
    await onBothInstances((menu) => expect(menu.products).toEqual([]));
  });

  it('prices an order on the other instance from the price just saved', async () => {
    const body = { name: 'Suco', priceCents: 800, categoryId: lanches.id };
    const product = (await admin('POST', '/api/admin/products', body)).json<Product>();
    await bothInstances();
    await admin('PUT', `/api/admin/products/${product.id}`, { ...body, priceCents: 950 });

    const res = await other.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { host: kioskHost, origin: `http://${kioskHost}`, 'idempotency-key': 'key-price' },
      payload: { items: [{ productId: product.id, quantity: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlacedOrder>().totalCents).toBe(1900);
  });

  it('refuses an order on the other instance once the shop closed, before it hears of it', async () => {
    const body = { name: 'Água', priceCents: 300, categoryId: lanches.id };
    const product = (await admin('POST', '/api/admin/products', body)).json<Product>();
    await bothInstances();
    const order = (key: string) =>
      other.inject({
        method: 'POST',
        url: '/api/public/orders',
        headers: { host: kioskHost, origin: `http://${kioskHost}`, 'idempotency-key': key },
        payload: { items: [{ productId: product.id, quantity: 1 }] },
      });
    expect((await order('key-open')).statusCode).toBe(201);
    // Closed all week, written with the triggers off: no NOTIFY, so the other instance's tenant
    // cache still holds the open shop (as with its LISTEN connection down).
    const closedAllWeek = JSON.stringify(Array.from({ length: 7 }, () => null));
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update establishments set business_hours = ${closedAllWeek}::jsonb where subdomain = 'a'`,
      );
    });
    try {
      const res = await order('key-closed');
      expect(res.statusCode, res.body).toBe(409);
    } finally {
      await t.app.db.execute(
        sql`update establishments set business_hours = null where subdomain = 'a'`,
      );
    }
  });

  it('answers with the encoding the client accepts, the same JSON in each', async () => {
    // Menus under 1 KB go plain: make one worth compressing.
    for (const name of ['Água', 'Café', 'Chá', 'Refrigerante', 'Suco de laranja', 'Vitamina']) {
      const description = `${name} servido gelado ou quente, como o cliente preferir.`;
      await admin('POST', '/api/admin/products', {
        name,
        description,
        priceCents: 500,
        categoryId: lanches.id,
      });
    }
    const plain = await readMenu(t.app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await readMenu(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await readMenu(t.app, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('reads Accept-Encoding weights', () => {
    expect(acceptsEncoding('gzip, br', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

/**
 * The exact bytes a server sends for `requests`, written at once on one connection; the last
 * request says `Connection: close`, so the server ends the exchange.
 */
function rawExchange(port: number, requests: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(requests));
    let bytes = '';
    socket.on('data', (chunk: Buffer) => (bytes += chunk.toString('latin1')));
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

describe('a 304 on the wire', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await insertEstablishment(t.app.db, { subdomain: 'a' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('has no body and no Content-Length, so the next answer on the connection reads intact', async () => {
    const etag = (await readMenu(t.app)).headers.etag as string;
    const request = (headers: string) =>
      `GET /api/public/menu HTTP/1.1\r\nHost: ${kioskHost}\r\n${headers}\r\n`;
    const bytes = await rawExchange(
      port,
      request(`If-None-Match: ${etag}\r\n`) + request('Connection: close\r\n'),
    );

    const [notModifiedHead, rest] = bytes.split(/\r\n\r\n(.*)/s);
    expect(notModifiedHead).toMatch(/^HTTP\/1\.1 304 /);
    expect(notModifiedHead).not.toMatch(/^content-length:/im);
    expect(notModifiedHead).not.toMatch(/^transfer-encoding:/im);
    expect(notModifiedHead).toMatch(new RegExp(`^etag: ${etag}\r?$`, 'im'));
    // The second answer starts right where the 304's headers end: no stray body bytes.
    expect(rest).toMatch(/^HTTP\/1\.1 200 /);
  });
});
