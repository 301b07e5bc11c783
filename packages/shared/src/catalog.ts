import { z } from 'zod';
import {
  categoryTranslationsSchema,
  categoryTypes,
  nameTranslationsSchema,
  ingredientSchema,
  productTranslationsSchema,
  translationLanguages,
  type NameTranslations,
  type TranslationLanguage,
  type ProductTranslations,
} from './menu';
import { productFiscalFields } from './fiscal';
import { imageUrl } from './image-url';
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

/** A translation is optional: blank (or missing) means "show the Portuguese". */
const optionalTranslation = (max: number, label: string) =>
  z
    .string(`${label}: texto inválido`)
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || undefined);

/** Drops blank texts and languages left without any, so the stored JSON holds only words. */
function withoutBlanks<T extends Record<string, string | undefined>>(
  translations: Partial<Record<TranslationLanguage, T>>,
) {
  const kept: Partial<Record<TranslationLanguage, T>> = {};
  for (const language of translationLanguages) {
    const texts = Object.entries(translations[language] ?? {}).filter(([, text]) => text);
    if (texts.length > 0) kept[language] = Object.fromEntries(texts) as T;
  }
  return kept;
}

const languageLabels: Record<TranslationLanguage, string> = { en: 'inglês', es: 'espanhol' };

const productTranslationInput = (language: TranslationLanguage) =>
  z
    .object({
      name: optionalTranslation(nameMaxLength, `Nome em ${languageLabels[language]}`),
      description: optionalTranslation(
        descriptionMaxLength,
        `Descrição em ${languageLabels[language]}`,
      ),
    })
    .optional();

const nameTranslationInput = (language: TranslationLanguage) =>
  z
    .object({ name: optionalTranslation(nameMaxLength, `Nome em ${languageLabels[language]}`) })
    .optional();

/** A product's name and description in English and Spanish, each optional (ADR 027). */
const productTranslationsInputSchema = z
  .strictObject(
    { en: productTranslationInput('en'), es: productTranslationInput('es') },
    'Traduções inválidas',
  )
  .transform((value): ProductTranslations => withoutBlanks(value))
  .default({});

/** A name in English and Spanish, each optional: categories and a product's parts. */
const nameTranslationsInputSchema = z
  .strictObject(
    { en: nameTranslationInput('en'), es: nameTranslationInput('es') },
    'Traduções inválidas',
  )
  .transform((value): NameTranslations => withoutBlanks(value))
  .default({});

// ---------------------------------------------------------------- categories (admin)

export const categorySchema = z.object({
  id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  type: z.enum(categoryTypes),
  position: z.number().int(),
  /** The name in the kiosk's other languages (ADR 027). */
  translations: categoryTranslationsSchema,
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
  translations: nameTranslationsInputSchema,
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
  translations: nameTranslationsSchema,
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
  /** Name and description in the kiosk's other languages (ADR 027). */
  translations: productTranslationsSchema,
  /** Allergen and dietary tags, in `productTags` order. */
  tags: z.array(z.enum(productTags)),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * One option of a choice group: another product of the shop (a drink of a combo) or free text
 * ("Sem molho"), with what it adds to the price (0 for none).
 */
export const choiceOptionSchema = z.object({
  id,
  /** The shop's product this option is; null for a free-text option. */
  productId: id.nullable(),
  /** The option's own name (free text); null when it is a product, named by `productName`. */
  name: z.string().nullable(),
  productName: z.string().nullable(),
  priceCents: z.number().int(),
  /** A free-text option's name in other languages; a product option uses its product's. */
  translations: nameTranslationsSchema,
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** A group the customer chooses in ("Escolha a bebida": min 1, max 1), in display order. */
export const choiceGroupSchema = z.object({
  id,
  name: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  translations: nameTranslationsSchema,
  options: z.array(choiceOptionSchema),
});
export type ChoiceGroup = z.infer<typeof choiceGroupSchema>;

/** The admin product form's data: the product with all its extras and ingredients. */
export const productSchema = productSummarySchema.extend({
  /** NFC-e fields (decision 031); null when not filled in. */
  ncm: z.string().nullable(),
  cfop: z.string().nullable(),
  taxCode: z.string().nullable(),
  origin: z.number().int().nullable(),
  fiscalUnit: z.string().nullable(),
  /** cClassTrib of the IBS/CBS (decision 060); null: the category type's default. */
  ibsCbsClass: z.string().nullable(),
  extras: z.array(extraSchema),
  ingredients: z.array(ingredientSchema),
  /** Choice groups in display order (a combo's "Escolha a bebida"). */
  choiceGroups: z.array(choiceGroupSchema),
});
export type Product = z.infer<typeof productSchema>;

/** An extra as the form sends it: with its id when it already exists, without when new. */
export const extraInputSchema = z.object({
  id: optionalId,
  name: requiredName('Nome do adicional é obrigatório'),
  priceCents: priceCents('Preço do adicional'),
  active: z.boolean().default(true),
  translations: nameTranslationsInputSchema,
});
export type ExtraInput = z.input<typeof extraInputSchema>;

export const ingredientInputSchema = z.object({
  id: optionalId,
  name: requiredName('Nome do ingrediente é obrigatório'),
  translations: nameTranslationsInputSchema,
});
export type IngredientInput = z.input<typeof ingredientInputSchema>;

const noRepeatedIds = (items: { id?: string | undefined }[]) => {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  return new Set(ids).size === ids.length;
};

/** Most options a group may have, and most groups a product may have. */
export const choiceGroupMaxOptions = 30;
export const productMaxChoiceGroups = 10;

/** An option as the form sends it: a product of the shop or a free-text name, never both. */
export const choiceOptionInputSchema = z
  .object({
    id: optionalId,
    productId: z
      .guid('Produto da opção inválido')
      .nullish()
      .transform((value) => value ?? null),
    name: z
      .string()
      .trim()
      .max(nameMaxLength, `Nome deve ter no máximo ${nameMaxLength} caracteres`)
      .nullish()
      .transform((value) => value || null),
    priceCents: priceCents('Diferença de preço'),
    translations: nameTranslationsInputSchema,
  })
  .superRefine((option, ctx) => {
    if (!option.productId && !option.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'Escolha um produto ou escreva o nome da opção',
      });
    }
  })
  // A product option is named by its product (and translated by it): a name sent with it is
  // dropped.
  .transform((option) => (option.productId ? { ...option, name: null, translations: {} } : option));
export type ChoiceOptionInput = z.input<typeof choiceOptionInputSchema>;

const choiceCount = (subject: string) =>
  z
    .number(`${subject} é obrigatório`)
    .int(`${subject} deve ser um número inteiro`)
    .min(0, `${subject} deve ser maior ou igual a zero`)
    .max(choiceGroupMaxOptions, `${subject} deve ser no máximo ${choiceGroupMaxOptions}`);

/** A choice group as the form sends it, options in display order (the list's order). */
export const choiceGroupInputSchema = z
  .object({
    id: optionalId,
    name: requiredName('Nome do grupo é obrigatório'),
    translations: nameTranslationsInputSchema,
    minChoices: choiceCount('Mínimo'),
    maxChoices: choiceCount('Máximo').min(1, 'Máximo deve ser pelo menos 1'),
    options: z
      .array(choiceOptionInputSchema)
      .min(1, 'Adicione ao menos uma opção ao grupo')
      .max(choiceGroupMaxOptions, `No máximo ${choiceGroupMaxOptions} opções por grupo`)
      .refine(noRepeatedIds, 'Opção repetida'),
  })
  .superRefine((group, ctx) => {
    if (group.minChoices > group.maxChoices) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxChoices'],
        message: 'Máximo deve ser maior ou igual ao mínimo',
      });
    }
    if (group.options.length > 0 && group.minChoices > group.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['minChoices'],
        message: 'Mínimo maior que o número de opções',
      });
    }
    const productIds = group.options.flatMap((option) =>
      option.productId ? [option.productId.toLowerCase()] : [],
    );
    if (new Set(productIds).size !== productIds.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Produto repetido no grupo' });
    }
  });
export type ChoiceGroupInput = z.input<typeof choiceGroupInputSchema>;

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
  ...productFiscalFields,
  translations: productTranslationsInputSchema,
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
  /**
   * Choice groups in display order; with them the product is a combo (its own price applies,
   * options add their differences) or an item whose extras come in groups with min and max.
   */
  choiceGroups: z
    .array(choiceGroupInputSchema)
    .max(productMaxChoiceGroups, `No máximo ${productMaxChoiceGroups} grupos de escolha`)
    .refine(noRepeatedIds, 'Grupo repetido')
    .refine((groups) => noRepeatedIds(groups.flatMap((group) => group.options)), 'Opção repetida')
    .default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;
export type ExtraData = z.output<typeof extraInputSchema>;
export type IngredientData = z.output<typeof ingredientInputSchema>;
export type ChoiceGroupData = z.output<typeof choiceGroupInputSchema>;

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
