import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/lib/menu/cart';
import {
  checkoutFor,
  checkoutStorageKey,
  loadCheckout,
  newCheckout,
  orderInputOf,
  saveCheckout,
} from './checkout';

const burger: CartItem = {
  lineId: 'line-1',
  productId: '11111111-1111-4111-8111-111111111111',
  name: 'Clássico da Casa',
  priceCents: 2990,
  quantity: 2,
  imageUrl: null,
  extras: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Bacon', priceCents: 500 }],
  addons: [{ id: '33333333-3333-4333-8333-333333333333', name: 'Batata', priceCents: 900 }],
  removals: [{ ingredientId: '44444444-4444-4444-8444-444444444444', name: 'Alface' }],
  notes: '  bem passado ',
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('orderInputOf', () => {
  it('sends choices and quantities, never a price or a name', () => {
    expect(orderInputOf([burger, { ...burger, lineId: 'line-2', notes: '   ' }])).toEqual({
      items: [
        {
          productId: burger.productId,
          quantity: 2,
          extraIds: [burger.extras[0]!.id],
          addonProductIds: [burger.addons[0]!.id],
          removedIngredientIds: [burger.removals[0]!.ingredientId],
          notes: 'bem passado',
        },
        {
          productId: burger.productId,
          quantity: 2,
          extraIds: [burger.extras[0]!.id],
          addonProductIds: [burger.addons[0]!.id],
          removedIngredientIds: [burger.removals[0]!.ingredientId],
        },
      ],
    });
    expect(JSON.stringify(orderInputOf([burger]))).not.toMatch(/Cents|name/);
  });

  it('sends the chosen options of a combo by id, in the order chosen', () => {
    const combo: CartItem = {
      ...burger,
      choices: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          groupName: 'Bebida',
          name: 'Suco',
          priceCents: 400,
        },
        {
          id: '66666666-6666-4666-8666-666666666666',
          groupName: 'Molhos',
          name: 'Ketchup',
          priceCents: 0,
        },
      ],
    };
    expect(orderInputOf([combo]).items[0]!.choiceOptionIds).toEqual([
      '55555555-5555-4555-8555-555555555555',
      '66666666-6666-4666-8666-666666666666',
    ]);
    expect(orderInputOf([burger]).items[0]).not.toHaveProperty('choiceOptionIds');
  });

  it("adds takeaway and the first name when answered, and a name's leading symbols go", () => {
    const input = orderInputOf([burger], { dineIn: false, customerName: "-'Ana" });
    expect(input).toMatchObject({ dineIn: false, customerName: 'Ana' });
    expect(orderInputOf([burger], { dineIn: true, customerName: '--' })).not.toHaveProperty(
      'customerName',
    );
    expect(orderInputOf([burger], {})).not.toHaveProperty('dineIn');
  });

  it('adds the CPF na nota only once its check digits passed', () => {
    const valid = { customerCpf: '52998224725', cpfValid: true };
    expect(orderInputOf([burger], valid)).toMatchObject({ customerCpf: '52998224725' });
    const halfTyped = { customerCpf: '5299822', cpfValid: false };
    expect(orderInputOf([burger], halfTyped)).not.toHaveProperty('customerCpf');
  });
});

describe('checkoutFor', () => {
  it('keeps one Idempotency-Key while the cart is unchanged, a new one when it changes', () => {
    const input = orderInputOf([burger]);
    const first = checkoutFor(null, input);
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(checkoutFor(first, orderInputOf([burger]))).toBe(first);

    const changed = checkoutFor(first, orderInputOf([{ ...burger, quantity: 3 }]));
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(newCheckout(input).idempotencyKey).not.toBe(first.idempotencyKey);
  });
});

describe('checkout storage', () => {
  it('survives a reload and is forgotten on request', () => {
    const storage = memoryStorage();
    const checkout = newCheckout(orderInputOf([burger]));
    saveCheckout(storage, checkout);
    expect(loadCheckout(storage)).toEqual(checkout);
    saveCheckout(storage, null);
    expect(loadCheckout(storage)).toBeNull();
  });

  it('ignores a corrupt or foreign value', () => {
    const storage = memoryStorage();
    storage.setItem(checkoutStorageKey, '{not json');
    expect(loadCheckout(storage)).toBeNull();
    storage.setItem(checkoutStorageKey, JSON.stringify({ idempotencyKey: 'short' }));
    expect(loadCheckout(storage)).toBeNull();
    expect(loadCheckout(undefined)).toBeNull();
  });
});
