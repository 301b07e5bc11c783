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

/**
 * The languages the kiosk speaks besides Portuguese, the shop's own language (ADR 027). The
 * admin may translate product and category names into them; empty means "show the Portuguese".
 */
export const translationLanguages = ['en', 'es'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];
/** What the customer may choose on the welcome screen: Portuguese first. */
export const kioskLanguages = ['pt-BR', ...translationLanguages] as const;
export type KioskLanguage = (typeof kioskLanguages)[number];

const productTranslationSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
});
/** A product's name and description in other languages; absent keys fall back to Portuguese. */
export const productTranslationsSchema = z.object({
  en: productTranslationSchema.optional(),
  es: productTranslationSchema.optional(),
});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

const nameTranslationSchema = z.object({ name: z.string().optional() });
/**
 * A name in other languages: categories, extras, ingredients, choice groups and free-text
 * choice options (ADR 027, 032); absent keys fall back to Portuguese.
 */
export const nameTranslationsSchema = z.object({
  en: nameTranslationSchema.optional(),
  es: nameTranslationSchema.optional(),
});
export type NameTranslations = z.infer<typeof nameTranslationsSchema>;
export const categoryTranslationsSchema = nameTranslationsSchema;
export type CategoryTranslations = NameTranslations;

export const ingredientSchema = z.object({
  id,
  name: z.string(),
  translations: nameTranslationsSchema,
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const kioskCategorySchema = z.object({
  id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  type: z.enum(categoryTypes),
  position: z.number().int(),
  translations: categoryTranslationsSchema,
});
export type KioskCategory = z.infer<typeof kioskCategorySchema>;

export const kioskExtraSchema = z.object({
  id,
  name: z.string(),
  priceCents: z.number().int(),
  translations: nameTranslationsSchema,
});
export type KioskExtra = z.infer<typeof kioskExtraSchema>;

/** An option of a choice group: a product of the shop (with its picture) or free text. */
export const kioskChoiceOptionSchema = z.object({
  id,
  name: z.string(),
  /** What choosing it adds to the item's price (0 for none). */
  priceCents: z.number().int(),
  /** The shop's product it is (its recipe is taken from stock); null for free text. */
  productId: id.nullable(),
  imageUrl: z.string().nullable(),
  /** Its own translated name, or its product's for a product option. */
  translations: nameTranslationsSchema,
});
export type KioskChoiceOption = z.infer<typeof kioskChoiceOptionSchema>;

/** "Escolha a bebida": choose from `minChoices` to `maxChoices` of the options. */
export const kioskChoiceGroupSchema = z.object({
  id,
  name: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  translations: nameTranslationsSchema,
  /** Available options only (a product option whose product is inactive or sold out is left out). */
  options: z.array(kioskChoiceOptionSchema),
});
export type KioskChoiceGroup = z.infer<typeof kioskChoiceGroupSchema>;

export const kioskProductSchema = z.object({
  id,
  categoryId: id,
  name: z.string(),
  description: z.string().nullable(),
  translations: productTranslationsSchema,
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  /** 'Esgotado': out of stock or marked by the admin; the kiosk shows it and refuses it. */
  soldOut: z.boolean(),
  /** Active extras only, by name. */
  extras: z.array(kioskExtraSchema),
  /** Ingredients the customer may remove, by name. */
  ingredients: z.array(ingredientSchema),
  /** Choice groups in display order (a combo's drink and sauces); empty for most products. */
  choiceGroups: z.array(kioskChoiceGroupSchema),
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
