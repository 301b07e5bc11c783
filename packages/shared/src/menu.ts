import { z } from 'zod';
import { productTags } from './product-tags';

/*
 * What the kiosk reads and prices: the public menu and the item total (SPEC §2, §5). Kept apart
 * from the admin's catalog contracts in catalog.ts so that the kiosk downloads only these.
 */

const id = z.guid();

/** `bebida` and `sobremesa` feed the kiosk's upsell steps; `pdv` is for the point of sale only. */
export const categoryTypes = ['regular', 'bebida', 'sobremesa', 'pdv'] as const;
export type CategoryType = (typeof categoryTypes)[number];

export const ingredientSchema = z.object({ id, name: z.string() });
export type Ingredient = z.infer<typeof ingredientSchema>;

export const kioskCategorySchema = z.object({
  id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  type: z.enum(categoryTypes),
  position: z.number().int(),
});
export type KioskCategory = z.infer<typeof kioskCategorySchema>;

export const kioskExtraSchema = z.object({ id, name: z.string(), priceCents: z.number().int() });
export type KioskExtra = z.infer<typeof kioskExtraSchema>;

export const kioskProductSchema = z.object({
  id,
  categoryId: id,
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  /** 'Esgotado': out of stock or marked by the admin; the kiosk shows it and refuses it. */
  soldOut: z.boolean(),
  /** Active extras only, by name. */
  extras: z.array(kioskExtraSchema),
  /** Ingredients the customer may remove, by name. */
  ingredients: z.array(ingredientSchema),
  /** Allergen and dietary tags, in `productTags` order. */
  tags: z.array(z.enum(productTags)),
});
export type KioskProduct = z.infer<typeof kioskProductSchema>;

/**
 * GET /api/public/menu: everything the kiosk shows for the host's establishment, in one call
 * (SPEC §2, §7 "Kiosk reads"). Only active rows of active categories; product lists by name.
 */
export const kioskMenuSchema = z.object({
  /** Tiles of /totem/categorias: no `pdv` type, no category named like pdv or Adicionais. */
  categories: z.array(kioskCategorySchema),
  /** Products of those categories. */
  products: z.array(kioskProductSchema),
  /** Products of the category named Adicionais ("Adicionar Produtos"). */
  addonProducts: z.array(kioskProductSchema),
  /** Products of `bebida` categories (/totem/bebidas). */
  drinks: z.array(kioskProductSchema),
  /** Products of `sobremesa` categories (/totem/sobremesas). */
  desserts: z.array(kioskProductSchema),
});
export type KioskMenu = z.infer<typeof kioskMenuSchema>;
