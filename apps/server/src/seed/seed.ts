import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import type { ObjectStorage } from '../lib/object-storage';
import { demoImagesDir } from '../db/seed/demo-images';
import { createAccount } from '../modules/auth';
import {
  categories,
  choiceGroups,
  choiceOptions,
  establishments,
  extras,
  ingredients,
  printerSettings,
  products,
} from '../db/schema';
import {
  demoCategories,
  demoEstablishment,
  demoFiscalCodes,
  type DemoCategory,
  type DemoChoiceGroup,
  type DemoProduct,
} from '../db/seed/demo-menu';
import {
  demoCategoryTranslations,
  demoPartTranslations,
  demoProductTranslations,
} from '../db/seed/demo-menu-translations';

const demoUploadsFolder = 'demo';

/** Demo images are served like uploads, from their storage, at /uploads/demo/{file}. */
async function installDemoImages(uploads: ObjectStorage): Promise<void> {
  const stored = new Set((await uploads.list(`${demoUploadsFolder}/`)).map((item) => item.key));
  for (const file of await readdir(demoImagesDir)) {
    const key = `${demoUploadsFolder}/${file}`;
    if (!file.endsWith('.webp') || stored.has(key)) continue;
    await uploads.put(key, await readFile(join(demoImagesDir, file)), 'image/webp');
  }
}

const imageUrl = (file: string | null) => (file ? `/uploads/${demoUploadsFolder}/${file}` : null);

export interface SeedOptions {
  /** Where the demo images are installed (app.storage.uploads). */
  uploads: ObjectStorage;
  /** An admin account linked to the demo shop, so that it can be administered at once. */
  demoAdmin?: { email: string; password: string };
}

type DemoCombo = { productId: string; groups: DemoChoiceGroup[] };

/** The demo shop, and its admin when asked for; returns the establishment's id. */
async function insertDemoShop(tx: Transaction, options: SeedOptions): Promise<string> {
  const [shop] = await tx
    .insert(establishments)
    .values({
      name: demoEstablishment.name,
      subdomain: demoEstablishment.subdomain,
      theme: demoEstablishment.theme,
      slogan: demoEstablishment.slogan,
      city: demoEstablishment.city,
      phone: demoEstablishment.phone,
      logoUrl: imageUrl(demoEstablishment.logo),
      paymentMethods: ['pix', 'cartao'],
      demoPayments: true,
    })
    .returning({ id: establishments.id });
  const establishmentId = shop!.id;
  if (options.demoAdmin) {
    await createAccount(tx, {
      ...options.demoAdmin,
      name: `Admin ${demoEstablishment.name}`,
      roles: ['admin'],
      establishmentId,
    });
  }
  return establishmentId;
}

/** One product of the demo menu with its extras and ingredients; returns its id. */
async function insertDemoProduct(
  tx: Transaction,
  establishmentId: string,
  category: DemoCategory,
  categoryId: string,
  product: DemoProduct,
): Promise<string> {
  const [productRow] = await tx
    .insert(products)
    .values({
      establishmentId,
      categoryId,
      name: product.name,
      description: product.description,
      priceCents: product.priceCents,
      imageUrl: imageUrl(product.image),
      featured: product.featured,
      translations: demoProductTranslations[product.name] ?? {},
      tags: product.tags,
      ...demoFiscalCodes(category, product),
    })
    .returning({ id: products.id });
  const productId = productRow!.id;
  if (product.extras.length > 0) {
    await tx.insert(extras).values(
      product.extras.map((extra) => ({
        establishmentId,
        productId,
        ...extra,
        translations: demoPartTranslations[extra.name] ?? {},
      })),
    );
  }
  if (product.ingredients.length > 0) {
    await tx.insert(ingredients).values(
      product.ingredients.map((name) => ({
        establishmentId,
        productId,
        name,
        translations: demoPartTranslations[name] ?? {},
      })),
    );
  }
  return productId;
}

/** The categories and their products; returns the products' ids by name and the combos. */
async function insertDemoMenu(tx: Transaction, establishmentId: string) {
  const productIds = new Map<string, string>();
  const combos: DemoCombo[] = [];
  for (const category of demoCategories) {
    const [categoryRow] = await tx
      .insert(categories)
      .values({
        establishmentId,
        name: category.name,
        type: category.type,
        position: category.position,
        imageUrl: imageUrl(category.image),
        translations: demoCategoryTranslations[category.name] ?? {},
      })
      .returning({ id: categories.id });
    for (const product of category.products) {
      const productId = await insertDemoProduct(
        tx,
        establishmentId,
        category,
        categoryRow!.id,
        product,
      );
      productIds.set(product.name, productId);
      if (product.choiceGroups) combos.push({ productId, groups: product.choiceGroups });
    }
  }
  return { productIds, combos };
}

/** The combos' choice groups, whose options name products of any category. */
async function insertDemoChoiceGroups(
  tx: Transaction,
  establishmentId: string,
  combos: DemoCombo[],
  productIds: Map<string, string>,
): Promise<void> {
  for (const { productId, groups } of combos) {
    for (const [position, group] of groups.entries()) {
      const [groupRow] = await tx
        .insert(choiceGroups)
        .values({
          establishmentId,
          productId,
          name: group.name,
          minChoices: group.minChoices,
          maxChoices: group.maxChoices,
          position,
          translations: demoPartTranslations[group.name] ?? {},
        })
        .returning({ id: choiceGroups.id });
      await tx.insert(choiceOptions).values(
        group.options.map((option, optionPosition) => ({
          establishmentId,
          groupId: groupRow!.id,
          optionProductId: 'product' in option ? productIds.get(option.product)! : null,
          name: 'name' in option ? option.name : null,
          priceCents: option.priceCents,
          translations: ('name' in option && demoPartTranslations[option.name]) || {},
          position: optionPosition,
        })),
      );
    }
  }
}

/**
 * Seeds the demo burger shop on an empty database, in one transaction. Returns false (and
 * changes nothing) when any establishment already exists, so every start may call it.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<boolean> {
  await installDemoImages(options.uploads);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(establishments);
    if ((existing?.total ?? 0) > 0) return false;

    const establishmentId = await insertDemoShop(tx, options);
    const { productIds, combos } = await insertDemoMenu(tx, establishmentId);
    // Choice groups last: their options name products of any category.
    await insertDemoChoiceGroups(tx, establishmentId, combos, productIds);
    // The demo has no hardware: virtual printers keep what would print, to read in the admin.
    await tx.insert(printerSettings).values([
      {
        establishmentId,
        name: 'Impressora virtual do balcão',
        kind: 'customer',
        connectionType: 'virtual',
      },
      {
        establishmentId,
        name: 'Impressora virtual da cozinha',
        kind: 'kitchen',
        connectionType: 'virtual',
      },
    ]);
    return true;
  });
}
