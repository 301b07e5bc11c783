import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertEstablishment } from '../../test/factories';

/*
 * The menu read answered in front of Fastify (menu-fast-path.ts) over a real socket, which
 * app.inject does not go through: the same status, headers and bytes as Fastify's route.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Headers Node writes for each answer: not part of what is compared. */
const perConnection = ['date', 'connection', 'keep-alive'];

const comparable = (answer: Answer) =>
  Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !perConnection.includes(name)),
  );

describe('the menu fast path', () => {
  let t: TestApp;
  let port: number;

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db, { name: 'Loja Rápida', subdomain: 'rapida' });
    const [category] = await t.app.db
      .insert(categories)
      .values({ establishmentId: shop.id, name: 'Lanches' })
      .returning();
    // Enough products for a body worth compressing (over 1 KB).
    await t.app.db.insert(products).values(
      Array.from({ length: 12 }, (_, index) => ({
        establishmentId: shop.id,
        categoryId: category!.id,
        name: `X-Burguer da casa número ${index + 1}`,
        description: 'Pão, hambúrguer de 150 g, queijo, alface, tomate e molho da casa',
        priceCents: 2500 + index,
      })),
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const host = 'rapida.localhost';

  it('answers as Fastify answered: 200 in each coding, then 304', async () => {
    for (const coding of ['br', 'gzip', '']) {
      const headers = { host, ...(coding ? { 'accept-encoding': coding } : {}) };
      const served = t.app.menuFastPath.served;
      const byFastify = await get('/api/public/menu', headers);
      const fast = await get('/api/public/menu', headers);
      expect(byFastify.status).toBe(200);
      // The first read of all goes through Fastify, which the fast path learns from.
      expect(t.app.menuFastPath.served).toBe(served + (coding === 'br' ? 1 : 2));
      expect(fast.status).toBe(200);
      expect(comparable(fast)).toEqual(comparable(byFastify));
      expect(fast.body.equals(byFastify.body)).toBe(true);
      expect(fast.headers['content-encoding']).toBe(coding || undefined);
      expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
      const json =
        coding === 'br'
          ? brotliDecompressSync(fast.body)
          : coding === 'gzip'
            ? gunzipSync(fast.body)
            : fast.body;
      expect(JSON.parse(json.toString()).products).toHaveLength(12);
    }

    const plain = await get('/api/public/menu', { host });
    const served = t.app.menuFastPath.served;
    const conditional = { host, 'if-none-match': plain.headers.etag as string };
    const notModifiedByFastify = await get('/api/public/menu', conditional);
    expect(t.app.menuFastPath.served).toBe(served);
    const notModified = await get('/api/public/menu', conditional);
    expect(t.app.menuFastPath.served).toBe(served + 1);
    expect(notModifiedByFastify.status).toBe(304);
    expect(notModified.status).toBe(304);
    expect(comparable(notModified)).toEqual(comparable(notModifiedByFastify));
    expect(notModified.body).toHaveLength(0);
  });

  it('leaves to Fastify an unknown shop, other spellings and methods', async () => {
    await get('/api/public/menu', { host });
    const served = t.app.menuFastPath.served;
    const unknown = await get('/api/public/menu', { host: 'nenhuma.localhost' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).code).toBe('TENANT_NOT_FOUND');
    expect((await get('/api/public/menu?x=1', { host })).status).toBe(200);
    expect((await get('/api/public/menu/', { host })).status).not.toBe(200);
    expect((await get('/api/public/%6denu', { host })).status).toBe(400);
    expect(t.app.menuFastPath.served).toBe(served);
  });
});
