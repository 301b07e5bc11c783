import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { categories, establishments, extras, ingredients, products } from '../db/schema';
import { productsFiscalReadiness } from '../modules/catalog';
import { createTestDatabase } from '../test/test-app';
import { seedDemoData } from './seed';
import { localObjectStorage } from '../lib/object-storage';

describe('seedDemoData', () => {
  let database: DatabaseHandle;
  const uploadsDir = join(mkdtempSync(join(tmpdir(), 'comanda-seed-')), 'uploads');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the demo burger shop on an empty database, once', async () => {
    expect(await seedDemoData(database.db, { uploads: localObjectStorage(uploadsDir) })).toBe(true);
    expect(await seedDemoData(database.db, { uploads: localObjectStorage(uploadsDir) })).toBe(
      false,
    );

    const shops = await database.db.select().from(establishments);
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({ subdomain: 'demo', active: true, theme: 'vermelho' });
    expect(shops[0]!.slogan).toBeTruthy();

    const [productCount] = await database.db.select({ n: count() }).from(products);
    expect(productCount!.n).toBeGreaterThanOrEqual(15);
    const [extraCount] = await database.db.select({ n: count() }).from(extras);
    const [ingredientCount] = await database.db.select({ n: count() }).from(ingredients);
    expect(extraCount!.n).toBeGreaterThan(0);
    expect(ingredientCount!.n).toBeGreaterThan(0);

    const types = await database.db
      .select({ type: categories.type, name: categories.name })
      .from(categories);
    expect(types.map((c) => c.type)).toEqual(expect.arrayContaining(['bebida', 'sobremesa']));
    expect(types.map((c) => c.name)).toContain('Adicionais');
  });

  it('ships every product with its NFC-e codes: the demo shop can turn NFC-e on', async () => {
    const [shop] = await database.db.select().from(establishments);
    const readiness = await productsFiscalReadiness(database.db, shop!.id);
    expect(readiness.activeProducts).toBeGreaterThanOrEqual(15);
    expect(readiness.missing).toEqual([]);
    const soda = await database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Refrigerante Lata 350 ml'));
    expect(soda[0]).toMatchObject({ ncm: '22021000', cfop: '5405', taxCode: '500' });
  });

  it('serves every image from the uploads folder', async () => {
    const rows = await database.db
      .select({ imageUrl: products.imageUrl })
      .from(products)
      .where(eq(products.active, true));
    for (const { imageUrl } of rows) {
      expect(imageUrl).toMatch(/^\/uploads\/demo\/.+\.webp$/);
      expect(existsSync(join(uploadsDir, imageUrl!.replace('/uploads/', '')))).toBe(true);
    }
  });
});
