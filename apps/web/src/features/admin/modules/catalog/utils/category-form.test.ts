import type { Category } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { categoryFormFromCategory, emptyCategoryForm, validateCategoryForm } from './category-form';

const messages = { positionInvalid: 'posição inválida' };

describe('validateCategoryForm', () => {
  it('sends every field, and no position when it is left empty', () => {
    expect(
      validateCategoryForm({ ...emptyCategoryForm(), name: ' Bebidas ', type: 'bebida' }, messages),
    ).toEqual({
      success: true,
      input: { name: 'Bebidas', imageUrl: null, active: true, type: 'bebida', translations: {} },
    });
  });

  it('sends the translated names, and refuses one too long under its own field', () => {
    const values = emptyCategoryForm();
    values.name = 'Bebidas';
    values.translations.es.name = ' Bebidas frías ';
    expect(validateCategoryForm(values, messages)).toMatchObject({
      success: true,
      input: { translations: { es: { name: 'Bebidas frías' } } },
    });
    values.translations.en.name = 'x'.repeat(121);
    expect(validateCategoryForm(values, messages)).toEqual({
      success: false,
      errors: { 'translations.en.name': 'Nome em inglês deve ter no máximo 120 caracteres' },
    });
  });

  it('counts the typed position from 1, as the list shows it, and sends it from 0', () => {
    expect(
      validateCategoryForm({ ...emptyCategoryForm(), name: 'PDV', position: ' 3 ' }, messages),
    ).toMatchObject({ success: true, input: { position: 2 } });
    expect(
      validateCategoryForm({ ...emptyCategoryForm(), name: 'PDV', position: '1' }, messages),
    ).toMatchObject({ success: true, input: { position: 0 } });
  });

  it.each(['0', '-1', '1,5', 'dois', '10000'])('refuses the position %j', (position) => {
    expect(
      validateCategoryForm({ ...emptyCategoryForm(), name: 'Lanches', position }, messages),
    ).toEqual({ success: false, errors: { position: 'posição inválida' } });
  });

  it('shows the shared schema message for a missing name', () => {
    expect(validateCategoryForm(emptyCategoryForm(), messages)).toEqual({
      success: false,
      errors: { name: 'Nome é obrigatório' },
    });
  });

  it('round-trips a category', () => {
    const category: Category = {
      id: '6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f',
      name: 'Sobremesas',
      imageUrl: '/uploads/images/s.webp',
      active: false,
      type: 'sobremesa',
      position: 4,
      translations: { en: { name: 'Desserts' } },
      productCount: 2,
    };
    // What the form sends back is the category without what the server keeps to itself.
    const { id: _id, productCount: _count, ...input } = category;
    expect(validateCategoryForm(categoryFormFromCategory(category), messages)).toEqual({
      success: true,
      input,
    });
  });
});
