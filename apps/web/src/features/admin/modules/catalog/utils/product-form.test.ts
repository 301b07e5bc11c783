import type { Product } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  newExtraRow,
  moveRow,
  newChoiceGroupRow,
  newChoiceOptionRow,
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
        translations: {
          en: { name: ' Cheeseburger ', description: '  ' },
          es: { name: '', description: '' },
        },
        tags: ['vegetariano', 'contem-gluten'],
        extras: [
          { ...newExtraRow(), id: extraId, name: 'Bacon', price: '4,5', active: false },
          {
            ...newExtraRow(),
            name: ' Ovo ',
            price: 'R$ 2,00',
            translations: { en: ' Egg ', es: '' },
          },
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
        ncm: null,
        cfop: null,
        taxCode: null,
        origin: null,
        fiscalUnit: null,
        ibsCbsClass: null,
        // Blank translations are left out: the kiosk shows the Portuguese there.
        translations: { en: { name: 'Cheeseburger' } },
        tags: ['contem-gluten', 'vegetariano'],
        extras: [
          { id: extraId, name: 'Bacon', priceCents: 450, active: false, translations: {} },
          { name: 'Ovo', priceCents: 200, active: true, translations: { en: { name: 'Egg' } } },
        ],
        ingredients: [{ id: ingredientId, name: 'Cebola', translations: {} }],
        choiceGroups: [],
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

  it('sends the NFC-e fields, and refuses an NCM that is not 8 digits', () => {
    const fiscal = {
      ncm: '2106.90.90',
      cfop: '5102',
      taxCode: '102',
      origin: '0',
      fiscalUnit: 'un',
      ibsCbsClass: '200047',
    };
    const result = validateProductForm(form(fiscal), messages);
    expect(result).toMatchObject({
      success: true,
      input: {
        ncm: '21069090',
        cfop: '5102',
        taxCode: '102',
        origin: 0,
        fiscalUnit: 'UN',
        ibsCbsClass: '200047',
      },
    });
    expect(validateProductForm(form({ ncm: '2106909' }), messages)).toEqual({
      success: false,
      errors: { ncm: 'NCM deve ter 8 dígitos' },
    });
    expect(validateProductForm(form({ cfop: '510' }), messages)).toEqual({
      success: false,
      errors: { cfop: 'CFOP deve ter 4 dígitos' },
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
      ncm: '21069090',
      cfop: '5102',
      taxCode: '102',
      origin: 0,
      fiscalUnit: 'UN',
      ibsCbsClass: '200047',
      translations: {
        en: { name: 'Cheeseburger', description: 'Bun, beef and cheese' },
        es: { name: 'Hamburguesa con queso' },
      },
      tags: ['contem-gluten', 'contem-lactose', 'picante'],
      extras: [
        {
          id: extraId,
          name: 'Bacon',
          priceCents: 500,
          active: true,
          translations: { es: { name: 'Tocino' } },
        },
      ],
      ingredients: [
        {
          id: ingredientId,
          name: 'Cebola',
          translations: { en: { name: 'Onion' }, es: { name: 'Cebolla' } },
        },
      ],
      choiceGroups: [],
    };
    const values = productFormFromProduct(product);
    expect(values).toMatchObject({
      price: '25,90',
      description: 'Pão, carne e queijo',
      extras: [
        {
          id: extraId,
          name: 'Bacon',
          price: '5,00',
          active: true,
          translations: { en: '', es: 'Tocino' },
        },
      ],
      ingredients: [{ id: ingredientId, name: 'Cebola', translations: { en: 'Onion' } }],
    });
    expect(new Set([...values.extras, ...values.ingredients].map((row) => row.key)).size).toBe(2);

    const result = validateProductForm(values, messages);
    const { id: _id, categoryName: _name, ...input } = product;
    expect(result).toEqual({ success: true, input });
  });
});

const drinkId = '6f1c2b4e-5555-4c1d-9e2f-0a1b2c3d4e5f';
const groupId = '6f1c2b4e-6666-4c1d-9e2f-0a1b2c3d4e5f';

describe('choice groups in the product form', () => {
  const bebida = () => ({
    ...newChoiceGroupRow(),
    id: groupId,
    name: 'Escolha a bebida',
    options: [
      { ...newChoiceOptionRow(), productId: drinkId, price: '' },
      { ...newChoiceOptionRow(), name: 'Sem bebida', price: '0,00' },
    ],
  });

  it('sends groups with counts and options, a product option by id and a blank difference as 0', () => {
    const molhos = {
      ...newChoiceGroupRow(),
      name: 'Molhos',
      min: '0',
      max: '2',
      translations: { en: 'Sauces', es: 'Salsas' },
      options: [
        {
          ...newChoiceOptionRow(),
          name: 'Barbecue',
          price: '1,50',
          translations: { en: '', es: 'Barbacoa' },
        },
      ],
    };
    const result = validateProductForm(form({ choiceGroups: [bebida(), molhos] }), messages);
    expect(result.success && result.input.choiceGroups).toEqual([
      {
        id: groupId,
        name: 'Escolha a bebida',
        minChoices: 1,
        maxChoices: 1,
        translations: {},
        options: [
          { productId: drinkId, name: null, priceCents: 0, translations: {} },
          { productId: null, name: 'Sem bebida', priceCents: 0, translations: {} },
        ],
      },
      {
        name: 'Molhos',
        translations: { en: { name: 'Sauces' }, es: { name: 'Salsas' } },
        minChoices: 0,
        maxChoices: 2,
        options: [
          {
            productId: null,
            name: 'Barbecue',
            priceCents: 150,
            translations: { es: { name: 'Barbacoa' } },
          },
        ],
      },
    ]);
  });

  it('puts the rule and option messages under their fields', () => {
    const result = validateProductForm(
      form({
        choiceGroups: [
          { ...bebida(), min: '2', max: '1' },
          {
            ...newChoiceGroupRow(),
            name: '',
            min: 'x',
            options: [
              { ...newChoiceOptionRow(), price: '' },
              { ...newChoiceOptionRow(), name: 'Barbecue', price: 'abc' },
            ],
          },
        ],
      }),
      { ...messages, optionPriceInvalid: 'diferença inválida' },
    );
    expect(result).toEqual({
      success: false,
      errors: {
        'choiceGroups.0.maxChoices': 'Máximo deve ser maior ou igual ao mínimo',
        'choiceGroups.1.name': 'Nome do grupo é obrigatório',
        'choiceGroups.1.minChoices': 'Mínimo deve ser maior ou igual a zero',
        'choiceGroups.1.options.0.name': 'Escolha um produto ou escreva o nome da opção',
        'choiceGroups.1.options.1.priceCents': 'diferença inválida',
      },
    });
  });

  it('reads a saved combo back into rows, and saving them back changes nothing', () => {
    const product: Product = {
      id: '6f1c2b4e-7777-4c1d-9e2f-0a1b2c3d4e5f',
      name: 'Combo',
      description: null,
      priceCents: 3990,
      imageUrl: null,
      active: true,
      featured: false,
      categoryId,
      categoryName: 'Combos',
      code: null,
      translations: {},
      ncm: null,
      cfop: null,
      taxCode: null,
      origin: null,
      fiscalUnit: null,
      ibsCbsClass: null,
      tags: [],
      extras: [],
      ingredients: [],
      choiceGroups: [
        {
          id: groupId,
          name: 'Escolha a bebida',
          minChoices: 1,
          maxChoices: 1,
          translations: { en: { name: 'Choose your drink' } },
          options: [
            {
              id: extraId,
              productId: drinkId,
              name: null,
              productName: 'Refrigerante',
              priceCents: 400,
              translations: {},
            },
            {
              id: ingredientId,
              productId: null,
              name: 'Sem bebida',
              productName: null,
              priceCents: 0,
              translations: { es: { name: 'Sin bebida' } },
            },
          ],
        },
      ],
    };
    const values = productFormFromProduct(product);
    expect(values.choiceGroups[0]).toMatchObject({ min: '1', max: '1' });
    expect(values.choiceGroups[0]!.options[0]).toMatchObject({ productId: drinkId, price: '4,00' });
    const result = validateProductForm(values, messages);
    // The group goes back as it came, less the product names the server only reads out.
    const { options, ...group } = product.choiceGroups[0]!;
    expect(result.success && result.input.choiceGroups).toEqual([
      { ...group, options: options.map(({ productName: _name, ...option }) => option) },
    ]);
  });

  it('moves a row up or down, and leaves the list as it is at an end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
