import { describe, expect, it } from 'vitest';
import { categoryInputSchema, ingredientInputSchema, productInputSchema } from '@comanda/shared';
import { demoCategories } from './demo-menu';
import {
  demoCategoryTranslations,
  demoPartTranslations,
  demoProductTranslations,
} from './demo-menu-translations';

const allProducts = demoCategories.flatMap((category) => category.products);

/** What the shared schema keeps of a part's translations (an ingredient's, as any part's). */
const nameTranslationsOf = (translations: unknown) =>
  ingredientInputSchema.parse({ name: 'x', translations }).translations;

describe('demo menu translations', () => {
  it('translate every demo category and product into English and Spanish, and nothing else', () => {
    expect(Object.keys(demoCategoryTranslations).sort()).toEqual(
      demoCategories.map((category) => category.name).sort(),
    );
    expect(Object.keys(demoProductTranslations).sort()).toEqual(
      allProducts.map((product) => product.name).sort(),
    );
    for (const translations of Object.values(demoProductTranslations)) {
      expect(translations.en?.name && translations.en.description).toBeTruthy();
      expect(translations.es?.name && translations.es.description).toBeTruthy();
    }
  });

  it("translate every extra, ingredient, choice group and free-text option's name, and nothing else", () => {
    const partNames = allProducts.flatMap((product) => [
      ...product.extras.map((extra) => extra.name),
      ...product.ingredients,
      ...(product.choiceGroups ?? []).flatMap((group) => [
        group.name,
        ...group.options.flatMap((option) => ('name' in option ? [option.name] : [])),
      ]),
    ]);
    expect(Object.keys(demoPartTranslations).sort()).toEqual([...new Set(partNames)].sort());
    for (const translations of Object.values(demoPartTranslations)) {
      expect(translations.en?.name && translations.es?.name).toBeTruthy();
      expect(nameTranslationsOf(translations)).toEqual(translations);
    }
  });

  it('are what the admin form could have saved (the shared schema keeps them as they are)', () => {
    for (const category of demoCategories) {
      const translations = demoCategoryTranslations[category.name]!;
      const parsed = categoryInputSchema.parse({ name: category.name, translations });
      expect(parsed.translations).toEqual(translations);
    }
    for (const product of allProducts) {
      const translations = demoProductTranslations[product.name]!;
      const parsed = productInputSchema.parse({
        name: product.name,
        priceCents: product.priceCents,
        categoryId: '00000000-0000-0000-0000-000000000000',
        translations,
      });
      expect(parsed.translations).toEqual(translations);
    }
  });
});
