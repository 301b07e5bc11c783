import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mainHost, mainOrigin } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { bluePng, uploadPng } from '../../test/uploads';
import { notOwnImageMessage } from './ownership';

/*
 * Issue 31, item 3: any shop admin could delete another shop's logo and welcome image, since
 * PUT /api/admin/settings took any /uploads/ path and deleted the replaced file unchecked.
 */

let t: TestApp;
let shopA: { id: string; cookie: string };
let shopB: { id: string; cookie: string };

const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { host: mainHost, origin: mainOrigin, cookie },
  });

const uploadImage = async (cookie: string) => uploadPng(t.app, cookie, await bluePng(40, 30));

const fileOf = (url: string) =>
  join(t.config.DATA_DIR, 'uploads', 'images', url.replace('/uploads/images/', ''));

async function saveSettings(cookie: string, changes: object) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { host: mainHost, cookie },
  });
  return send('PUT', '/api/admin/settings', cookie, { ...current.json(), ...changes });
}

const expectRefused = (res: Awaited<ReturnType<typeof send>>, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    detail: notOwnImageMessage,
    errors: [{ path: field, message: notOwnImageMessage }],
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await insertEstablishment(t.app.db), await insertEstablishment(t.app.db)];
  shopA = { id: a.id, cookie: await signUpAdminOf(t.app, a.id) };
  shopB = { id: b.id, cookie: await signUpAdminOf(t.app, b.id) };
});
afterAll(() => t.close());

describe('uploads belong to a shop (issue 31, item 3)', () => {
  it("refuses another shop's logo and welcome image in the settings, and never deletes them", async () => {
    const logo = await uploadImage(shopA.cookie);
    const welcome = await uploadImage(shopA.cookie);
    const own = await saveSettings(shopA.cookie, { logoUrl: logo, welcomeImageUrl: welcome });
    expect(own.statusCode, own.body).toBe(200);

    // The original request: shop B names A's files, then saves again to "replace" them.
    expectRefused(await saveSettings(shopB.cookie, { logoUrl: logo }), 'logoUrl');
    expectRefused(
      await saveSettings(shopB.cookie, { welcomeImageUrl: welcome }),
      'welcomeImageUrl',
    );
    const replaced = await saveSettings(shopB.cookie, { logoUrl: null, welcomeImageUrl: null });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(existsSync(fileOf(logo))).toBe(true);
    expect(existsSync(fileOf(welcome))).toBe(true);
    // Nor any path that is not an upload at all.
    expectRefused(
      await saveSettings(shopB.cookie, { logoUrl: '/uploads/images/x.webp' }),
      'logoUrl',
    );
  });

  it("refuses another shop's image on a product and a category", async () => {
    const image = await uploadImage(shopA.cookie);
    const category = await send('POST', '/api/admin/categories', shopB.cookie, {
      name: `Lanches ${Date.now()}`,
    });
    expect(category.statusCode, category.body).toBe(201);
    const product = {
      name: 'X-Burger',
      priceCents: 1500,
      categoryId: category.json().id,
      imageUrl: image,
    };
    expectRefused(await send('POST', '/api/admin/products', shopB.cookie, product), 'imageUrl');
    const created = await send('POST', '/api/admin/products', shopB.cookie, {
      ...product,
      imageUrl: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expectRefused(
      await send('PUT', `/api/admin/products/${created.json().id}`, shopB.cookie, product),
      'imageUrl',
    );
    expectRefused(
      await send('PUT', `/api/admin/categories/${category.json().id}`, shopB.cookie, {
        name: category.json().name,
        imageUrl: image,
      }),
      'imageUrl',
    );
    // The shop's own upload is fine everywhere.
    const mine = await uploadImage(shopB.cookie);
    const saved = await send('PUT', `/api/admin/products/${created.json().id}`, shopB.cookie, {
      ...product,
      imageUrl: mine,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('deletes a replaced image only when its shop owns it and no row still shows it', async () => {
    const shared = await uploadImage(shopA.cookie);
    const category = await send('POST', '/api/admin/categories', shopA.cookie, {
      name: `Bebidas ${Date.now()}`,
      imageUrl: shared,
    });
    expect(category.statusCode, category.body).toBe(201);
    expect((await saveSettings(shopA.cookie, { logoUrl: shared })).statusCode).toBe(200);
    // The category still shows it: replacing the logo keeps the file.
    expect((await saveSettings(shopA.cookie, { logoUrl: null })).statusCode).toBe(200);
    expect(existsSync(fileOf(shared))).toBe(true);

    // Rows written before ownership was checked: B's logo shows A's image. B replacing it
    // leaves A's file, even once A no longer shows it.
    const legacy = await uploadImage(shopA.cookie);
    await t.app.db
      .update(establishments)
      .set({ logoUrl: legacy })
      .where(eq(establishments.id, shopB.id));
    expect((await saveSettings(shopB.cookie, { logoUrl: null })).statusCode).toBe(200);
    expect(existsSync(fileOf(legacy))).toBe(true);

    // The shop's own image that nothing shows any more is deleted, with its larger size.
    const old = await uploadImage(shopA.cookie);
    expect((await saveSettings(shopA.cookie, { logoUrl: old })).statusCode).toBe(200);
    expect((await saveSettings(shopA.cookie, { logoUrl: null })).statusCode).toBe(200);
    expect(existsSync(fileOf(old))).toBe(false);
    expect(existsSync(fileOf(old).replace(/\.webp$/, '.lg.webp'))).toBe(false);
  });
});
