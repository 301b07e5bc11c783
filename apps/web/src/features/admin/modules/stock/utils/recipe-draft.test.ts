import { describe, expect, it } from 'vitest';
import { draftOf, emptyLine, recipeOf } from './recipe-draft';

const bacon = '0c8a4a52-1b0f-4f62-8a3c-2b0b8f3f9e21';
const cebola = '6f1c1f84-46a4-4c44-9a39-0d1c1e1e2b10';
const extraId = 'a7d1b1f2-9d3e-4c0a-8f7e-3b2a1c0d9e8f';
const otherExtra = 'b7d1b1f2-9d3e-4c0a-8f7e-3b2a1c0d9e8f';
const messages = { item: 'Escolha um item', quantity: 'Informe a quantidade' };

describe('recipe drafts', () => {
  it('reads a saved recipe as typed text, and sends it back the same', () => {
    const recipe = {
      lines: [
        { stockItemId: bacon, quantityMilli: 150, ingredientId: null },
        { stockItemId: cebola, quantityMilli: 1000, ingredientId: cebola },
      ],
      extras: [{ extraId, lines: [{ stockItemId: bacon, quantityMilli: 50, ingredientId: null }] }],
    };
    const draft = draftOf(recipe, [extraId, otherExtra]);
    expect(draft.lines.map((line) => line.quantity)).toEqual(['0,15', '1']);
    expect(draft.extras[otherExtra]).toEqual([]);
    // The extra with no lines is not sent.
    expect(recipeOf(draft, messages)).toEqual({ recipe });
  });

  it('refuses a line without item or with a quantity that is not above zero', () => {
    const missingItem = { ...emptyLine(), quantity: '1' };
    const zero = { ...emptyLine(), stockItemId: bacon, quantity: '0' };
    const words = { ...emptyLine(), stockItemId: bacon, quantity: 'um' };
    const result = recipeOf(
      { lines: [missingItem, zero], extras: { [extraId]: [words] } },
      messages,
    );
    expect(result).toEqual({
      errors: {
        [missingItem.key]: { stockItemId: 'Escolha um item' },
        [zero.key]: { quantity: 'Informe a quantidade' },
        [words.key]: { quantity: 'Informe a quantidade' },
      },
    });
  });
});
