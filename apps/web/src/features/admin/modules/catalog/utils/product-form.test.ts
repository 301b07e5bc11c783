import type { Product } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  newExtraRow,
  newIngredientRow,
  productFormFromProduct,
  validateProductForm,
  type ProductFormValues,
} from './product-form';

const categoryId = '6f1c2b4e-1111-4c1d-9e2f-0a1b2c3d4e5f';
const extraId = '6f1c2b4e-2222-4c1d-9e2f-0a1b2c3d4e5f';
const ingredientId = '6f1c2b4e-3333-4c1d-9e2f-0a1b2c3d4e5f';
const messages = {
  priceInvalid: 'preço inválido',
  extraPriceInvalid: 'preço do adicional inválido',
};

function form(changes: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...emptyProductForm(categoryId), name: 'X-Burger', price: '12,90', ...changes };
}

describe('validateProductForm', () => {
  it('turns the typed form into the complete ProductInput, prices in centavos', () => {
    const result = validateProductForm(
      form({
        name: '  X-Burger ',
        description: '   ',
        featured: true,
        tags: ['vegetariano', 'contem-gluten'],
        extras: [
          { ...newExtraRow(), id: extraId, name: 'Bacon', price: '4,5', active: false },
          { ...newExtraRow(), name: ' Ovo ', price: 'R$ 2,00' },
        ],
        ingredients: [{ ...newIngredientRow(), id: ingredientId, name: 'Cebola' }],
      }),
      messages,
    );
    expect(result).toEqual({
      success: true,
      input: {
        name: 'X-Burger',
        description: null,
        priceCents: 1290,
        categoryId,
        imageUrl: null,
        active: true,
        featured: true,
        code: null,
        tags: ['contem-gluten', 'vegetariano'],
        extras: [
          { id: extraId, name: 'Bacon', priceCents: 450, active: false },
          { name: 'Ovo', priceCents: 200, active: true },
        ],
        ingredients: [{ id: ingredientId, name: 'Cebola' }],
      },
    });
  });

  it('puts the shared schema messages under each field', () => {
    const result = validateProductForm(form({ name: ' ', price: '', categoryId: '' }), messages);
    expect(result).toEqual({
      success: false,
      errors: {
        name: 'Nome é obrigatório',
        priceCents: 'Preço é obrigatório',
        categoryId: 'Categoria é obrigatória',
      },
    });
  });

  it('says a price that is not an amount in reais is invalid, not missing', () => {
    const result = validateProductForm(
      form({ price: '12,999', extras: [{ ...newExtraRow(), name: 'Bacon', price: 'abc' }] }),
      messages,
    );
    expect(result).toEqual({
      success: false,
      errors: {
        priceCents: 'preço inválido',
        'extras.0.priceCents': 'preço do adicional inválido',
      },
    });
  });

  it('points at the row of an extra or ingredient', () => {
    const result = validateProductForm(
      form({
        extras: [
          { ...newExtraRow(), name: 'Bacon', price: '4,00' },
          { ...newExtraRow(), name: '', price: '' },
        ],
        ingredients: [newIngredientRow()],
      }),
      messages,
    );
    expect(result).toEqual({
      success: false,
      errors: {
        'extras.1.name': 'Nome do adicional é obrigatório',
        'extras.1.priceCents': 'Preço do adicional é obrigatório',
        'ingredients.0.name': 'Nome do ingrediente é obrigatório',
      },
    });
  });

  it('refuses prices above the schema limit', () => {
    const result = validateProductForm(form({ price: '100.000,01' }), messages);
    expect(result).toEqual({
      success: false,
      errors: { priceCents: 'Preço deve ser no máximo R$ 100.000,00' },
    });
  });
});

describe('productFormFromProduct', () => {
  it('shows prices in reais and keeps the ids, so saving it back changes nothing', () => {
    const product: Product = {
      id: '6f1c2b4e-4444-4c1d-9e2f-0a1b2c3d4e5f',
      name: 'X-Burger',
      description: 'Pão, carne e queijo',
      priceCents: 2590,
      imageUrl: '/uploads/images/x.webp',
      active: false,
      featured: true,
      categoryId,
      categoryName: 'Hambúrgueres',
      code: '7891234',
      tags: ['contem-gluten', 'contem-lactose', 'picante'],
      extras: [{ id: extraId, name: 'Bacon', priceCents: 500, active: true }],
      ingredients: [{ id: ingredientId, name: 'Cebola' }],
    };
    const values = productFormFromProduct(product);
    expect(values).toMatchObject({
      price: '25,90',
      description: 'Pão, carne e queijo',
      extras: [{ id: extraId, name: 'Bacon', price: '5,00', active: true }],
      ingredients: [{ id: ingredientId, name: 'Cebola' }],
    });
    expect(new Set([...values.extras, ...values.ingredients].map((row) => row.key)).size).toBe(2);

    const result = validateProductForm(values, messages);
    const { id: _id, categoryName: _name, ...input } = product;
    expect(result).toEqual({ success: true, input });
  });
});
