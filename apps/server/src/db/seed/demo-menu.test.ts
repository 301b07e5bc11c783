import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ibsCbsClassification,
  ibsCbsOnNfce,
  productFiscalFields,
  productInputSchema,
} from '@comanda/shared';
import {
  ADDONS_CATEGORY_NAME,
  demoCategories,
  demoEstablishment,
  demoFiscalCodes,
} from './demo-menu';

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const allProducts = demoCategories.flatMap((category) => category.products);
const kioskCategories = demoCategories.filter(
  (category) => category.name !== ADDONS_CATEGORY_NAME && category.type !== 'pdv',
);

describe('demo menu', () => {
  it('describes the demo establishment', () => {
    expect(demoEstablishment.subdomain).toBe('demo');
    expect(demoEstablishment.theme).toBe('vermelho');
  });

  it('has at least four kiosk categories plus the hidden Adicionais category', () => {
    expect(kioskCategories.length).toBeGreaterThanOrEqual(4);
    const addons = demoCategories.find((category) => category.name === 'Adicionais');
    expect(addons?.type).toBe('regular');
    expect(addons?.products.length).toBeGreaterThanOrEqual(3);
  });

  it('has a drinks and a desserts category for the kiosk upsell steps', () => {
    expect(demoCategories.some((category) => category.type === 'bebida')).toBe(true);
    expect(demoCategories.some((category) => category.type === 'sobremesa')).toBe(true);
  });

  it('has unique category keys, names and positions', () => {
    for (const field of ['key', 'name', 'position'] as const) {
      const values = demoCategories.map((category) => category[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('has at least 15 described products, some of them featured', () => {
    expect(allProducts.length).toBeGreaterThanOrEqual(15);
    for (const product of allProducts) {
      expect(product.name.trim(), product.name).not.toBe('');
      expect(product.description.trim(), product.name).not.toBe('');
    }
    expect(allProducts.filter((product) => product.featured).length).toBeGreaterThanOrEqual(1);
  });

  it('stores every price as a positive integer number of centavos', () => {
    const prices = allProducts.flatMap((product) => [
      product.priceCents,
      ...product.extras.map((extra) => extra.priceCents),
    ]);
    for (const price of prices) {
      expect(Number.isInteger(price) && price > 0, String(price)).toBe(true);
    }
  });

  it('gives burgers extras and removable ingredients', () => {
    const burgers = demoCategories.find((category) => category.key === 'hamburgueres');
    expect(burgers?.products.length).toBeGreaterThanOrEqual(6);
    for (const burger of burgers?.products ?? []) {
      expect(burger.extras.length, burger.name).toBeGreaterThan(0);
      expect(burger.ingredients.length, burger.name).toBeGreaterThan(0);
    }
  });

  it('references only image files that exist on disk', () => {
    const images = [
      demoEstablishment.logo,
      ...kioskCategories.map((category) => category.image),
      ...allProducts.map((product) => product.image),
    ];
    for (const image of images) {
      expect(image, 'kiosk categories need an image').toBeTruthy();
      const file = path.join(imagesDir, image ?? '');
      expect(existsSync(file), image ?? '').toBe(true);
      // Images are served to kiosks on shop Wi-Fi; keep them light.
      expect(statSync(file).size, image ?? '').toBeLessThan(40 * 1024);
    }
  });

  it('tags every product with valid allergen and dietary tags, a vegetarian burger among them', () => {
    for (const product of allProducts) {
      const parsed = productInputSchema.safeParse({
        name: product.name,
        priceCents: product.priceCents,
        categoryId: '6f1c2a7e-2b7c-4a51-9d55-1f0f7d6c9a10',
        tags: product.tags,
      });
      expect(parsed.error?.issues, product.name).toBeUndefined();
      // Stored as the admin form would store them: in the list's order.
      expect(parsed.data?.tags, product.name).toEqual(product.tags);
    }
    const burgers = demoCategories.find((category) => category.key === 'hamburgueres')!;
    expect(burgers.products.some((product) => product.tags.includes('vegetariano'))).toBe(true);
  });

  it('gives every product plausible NFC-e codes (issue 30, 4)', () => {
    for (const category of demoCategories) {
      for (const product of category.products) {
        const codes = demoFiscalCodes(category, product);
        expect(codes.ncm, product.name).toMatch(/^\d{8}$/);
        expect(productFiscalFields.ncm.parse(codes.ncm)).toBe(codes.ncm);
        // Simples Nacional: CSOSN 102 for what the shop makes, 500 under substituição tributária.
        expect([
          ['5102', '102'],
          ['5405', '500'],
        ]).toContainEqual([codes.cfop, codes.taxCode]);
        // Every IBS/CBS classification the demo uses is in the shipped cClassTrib table
        // (decision 080: the whole table, version checked in packages/shared's ibs-cbs.test.ts)
        // and is one the NFC-e may carry.
        const classification = ibsCbsClassification(codes.ibsCbsClass);
        expect(classification, product.name).toBeDefined();
        expect(ibsCbsOnNfce(classification!), product.name).toBe(true);
      }
    }
  });
});
