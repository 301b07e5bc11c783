import { z } from 'zod';
import { imageUrl } from './image-url';
import { categoryTypes, ingredientSchema } from './menu';
import { productTags, sortedProductTags } from './product-tags';

/*
 * The menu: categories, products, their extras ("adicionais") and removable ingredients
 * (SPEC §3). The admin forms and the server validate with the same schemas; prices travel as
 * integer centavos, and every message is the Portuguese text the admin screen shows.
 */

/** The category whose products the kiosk offers as add-on products ("Adicionar Produtos"). */
export const addonsCategoryName = 'Adicionais';

/** Largest image the admin may upload (SPEC §9 "Logo max 5MB", used for every image). */
export const imageUploadMaxBytes = 5 * 1024 * 1024;
/** Formats accepted by POST /api/admin/uploads/images, by content (not by file name). */
export const imageUploadFormats = ['png', 'jpeg', 'webp'] as const;
export type ImageUploadFormat = (typeof imageUploadFormats)[number];
/** The multipart field that carries the file. */
export const imageUploadField = 'file';

/** R$ 100.000,00: far above any menu price, and far below the integer column's limit. */
export const maxPriceCents = 10_000_000;

const nameMaxLength = 120;
const descriptionMaxLength = 1000;

const requiredName = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(nameMaxLength, `Nome deve ter no máximo ${nameMaxLength} caracteres`);

const priceCents = (subject: string) =>
  z
    .number(`${subject} é obrigatório`)
    .int(`${subject} deve ser um valor inteiro em centavos`)
    .min(0, `${subject} deve ser maior ou igual a zero`)
    .max(maxPriceCents, `${subject} deve ser no máximo R$ 100.000,00`);

/** Any UUID Postgres accepts (zod's `uuid()` also demands an RFC version and variant). */
const id = z.guid();
const optionalId = z.guid('Identificador inválido').optional();

export { imageUrl };

// ---------------------------------------------------------------- categories (admin)

export const categorySchema = z.object({
  id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  type: z.enum(categoryTypes),
  position: z.number().int(),
  /** How many products use it: a category with products cannot be deleted. */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** POST /api/admin/categories and PUT /api/admin/categories/:id. */
export const categoryInputSchema = z.object({
  name: requiredName('Nome é obrigatório'),
  imageUrl,
  active: z.boolean().default(true),
  type: z.enum(categoryTypes, 'Tipo de categoria inválido').default('regular'),
  /** Omitted: a new category goes last, an edited one keeps its place. */
  position: z.number().int().min(0, 'Posição deve ser maior ou igual a zero').optional(),
});
/** What the form sends, and what the server works with after parsing (defaults filled). */
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryData = z.output<typeof categoryInputSchema>;

/** PUT /api/admin/categories/order: the ids in their new display order (first = 0). */
export const categoryOrderSchema = z.object({
  ids: z
    .array(id, 'Informe a ordem das categorias')
    .min(1, 'Informe a ordem das categorias')
    .refine((ids) => new Set(ids).size === ids.length, 'Categoria repetida na ordem'),
});
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;

/** PATCH /api/admin/categories/:id/active */
export const activeToggleSchema = z.object({ active: z.boolean('Informe se está ativo') });

// ---------------------------------------------------------------- products (admin)

export const extraSchema = z.object({
  id,
  name: z.string(),
  priceCents: z.number().int(),
  active: z.boolean(),
});
export type Extra = z.infer<typeof extraSchema>;

/** A row of the admin product list. */
export const productSummarySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  featured: z.boolean(),
  categoryId: id,
  categoryName: z.string(),
  /** The code a barcode scanner types at the counter (PDV), if any. */
  code: z.string().nullable(),
  /** Allergen and dietary tags, in `productTags` order. */
  tags: z.array(z.enum(productTags)),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The admin product form's data: the product with all its extras and ingredients. */
export const productSchema = productSummarySchema.extend({
  extras: z.array(extraSchema),
  ingredients: z.array(ingredientSchema),
});
export type Product = z.infer<typeof productSchema>;

/** An extra as the form sends it: with its id when it already exists, without when new. */
export const extraInputSchema = z.object({
  id: optionalId,
  name: requiredName('Nome do adicional é obrigatório'),
  priceCents: priceCents('Preço do adicional'),
  active: z.boolean().default(true),
});
export type ExtraInput = z.input<typeof extraInputSchema>;

export const ingredientInputSchema = z.object({
  id: optionalId,
  name: requiredName('Nome do ingrediente é obrigatório'),
});
export type IngredientInput = z.input<typeof ingredientInputSchema>;

const noRepeatedIds = (items: { id?: string | undefined }[]) => {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  return new Set(ids).size === ids.length;
};

/**
 * POST /api/admin/products and PUT /api/admin/products/:id. `extras` and `ingredients` are
 * the complete lists: rows left out are deleted, rows without id are created.
 */
export const productInputSchema = z.object({
  name: requiredName('Nome é obrigatório'),
  description: z
    .string()
    .trim()
    .max(descriptionMaxLength, `Descrição deve ter no máximo ${descriptionMaxLength} caracteres`)
    .nullish()
    .transform((value) => value || null),
  priceCents: priceCents('Preço'),
  categoryId: z.guid({
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? 'Categoria é obrigatória'
        : 'Categoria inválida',
  }),
  imageUrl,
  active: z.boolean().default(true),
  featured: z.boolean().default(false),
  code: z
    .string()
    .trim()
    .max(40, 'Código deve ter no máximo 40 caracteres')
    .regex(/^[0-9A-Za-z.-]*$/, 'Código: só letras, números, ponto e hífen')
    .nullish()
    .transform((value) => value || null),
  /** Allergen and dietary tags; stored once each, in the list's order. */
  tags: z
    .array(z.enum(productTags, 'Etiqueta de alergênico ou dieta inválida'))
    .default([])
    .transform(sortedProductTags)
    .refine(
      (tags) => !(tags.includes('contem-gluten') && tags.includes('sem-gluten')),
      "Escolha 'Contém glúten' ou 'Sem glúten', não os dois",
    )
    .refine(
      (tags) => !(tags.includes('contem-lactose') && tags.includes('sem-lactose')),
      "Escolha 'Contém lactose' ou 'Sem lactose', não os dois",
    )
    .refine(
      (tags) =>
        !(
          tags.includes('vegano') &&
          (tags.includes('contem-lactose') || tags.includes('contem-ovo'))
        ),
      'Um produto vegano não contém lactose nem ovo',
    ),
  extras: z
    .array(extraInputSchema)
    .max(100, 'No máximo 100 adicionais por produto')
    .refine(noRepeatedIds, 'Adicional repetido')
    .default([]),
  ingredients: z
    .array(ingredientInputSchema)
    .max(100, 'No máximo 100 ingredientes por produto')
    .refine(noRepeatedIds, 'Ingrediente repetido')
    .default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;
export type ExtraData = z.output<typeof extraInputSchema>;
export type IngredientData = z.output<typeof ingredientInputSchema>;

/** PATCH /api/admin/products/:id: the list's quick toggles. */
export const productToggleSchema = z
  .object({ active: z.boolean().optional(), featured: z.boolean().optional() })
  .refine(
    (body) => body.active !== undefined || body.featured !== undefined,
    'Informe active ou featured',
  );
export type ProductToggle = z.infer<typeof productToggleSchema>;

const queryFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** GET /api/admin/products?search=&categoryId=&active=&featured= */
export const productListQuerySchema = z.object({
  search: z.string().trim().max(nameMaxLength).optional(),
  categoryId: z.guid('Categoria inválida').optional(),
  active: queryFlag,
  featured: queryFlag,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

// ---------------------------------------------------------------- uploads

/** The answer of POST /api/admin/uploads/images: where the re-encoded image is served. */
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
