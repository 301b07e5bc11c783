import { describe, expect, it } from 'vitest';
import {
  cartReducer,
  cartStorageKey,
  cartTotals,
  emptyCart,
  lineTotalCents,
  loadCart,
  newLineId,
  saveCart,
  type Cart,
  type CartItem,
  type CartStorage,
} from '@/lib/menu/cart';
import { createCartStore } from './cart-store-factory';

const burger: CartItem = {
  lineId: 'line-1',
  productId: 'classico',
  name: 'Clássico da Casa',
  priceCents: 2890,
  quantity: 2,
  imageUrl: '/uploads/demo/hamburguer-classico.webp',
  extras: [
    { id: 'bacon', name: 'Bacon', priceCents: 500 },
    { id: 'ovo', name: 'Ovo', priceCents: 300 },
  ],
  addons: [{ id: 'batata', name: 'Batata Frita Pequena', priceCents: 990 }],
  removals: [{ ingredientId: 'alface', name: 'Alface' }],
};

const soda: CartItem = {
  lineId: 'line-2',
  productId: 'refri',
  name: 'Refrigerante Lata 350 ml',
  priceCents: 690,
  quantity: 1,
  imageUrl: null,
  extras: [],
  addons: [],
  removals: [],
};

const withBoth: Cart = [burger, soda];

function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('cartReducer', () => {
  it('adds items as new lines', () => {
    const cart = cartReducer(cartReducer(emptyCart, { type: 'add', item: burger }), {
      type: 'add',
      item: soda,
    });
    expect(cart).toEqual([burger, soda]);
  });

  it('adds the same product with the same choices to its existing line', () => {
    const cart = cartReducer(withBoth, {
      type: 'add',
      item: { ...soda, lineId: 'line-3', quantity: 2 },
    });
    expect(cart).toHaveLength(2);
    expect(cart[1]).toMatchObject({ lineId: 'line-2', quantity: 3 });
  });

  it('keeps different choices of one product on separate lines', () => {
    const cart = cartReducer(withBoth, {
      type: 'add',
      item: { ...burger, lineId: 'line-3', removals: [] },
    });
    expect(cart.map((item) => item.lineId)).toEqual(['line-1', 'line-2', 'line-3']);
  });

  it('ignores an item added with a quantity below 1', () => {
    expect(cartReducer(withBoth, { type: 'add', item: { ...soda, quantity: 0 } })).toBe(withBoth);
  });

  it('removes a line', () => {
    expect(cartReducer(withBoth, { type: 'remove', lineId: 'line-1' })).toEqual([soda]);
    expect(cartReducer(withBoth, { type: 'remove', lineId: 'nope' })).toBe(withBoth);
  });

  it('removes one extra of a line, leaving the rest', () => {
    const cart = cartReducer(withBoth, { type: 'removeExtra', lineId: 'line-1', extraId: 'bacon' });
    expect(cart[0]!.extras).toEqual([{ id: 'ovo', name: 'Ovo', priceCents: 300 }]);
    expect(cart[0]!.addons).toEqual(burger.addons);
    expect(cart[1]).toBe(soda);
  });

  it('removes one add-on product of a line', () => {
    const cart = cartReducer(withBoth, {
      type: 'removeAddon',
      lineId: 'line-1',
      addonId: 'batata',
    });
    expect(cart[0]!.addons).toEqual([]);
    expect(cart[0]!.extras).toEqual(burger.extras);
  });

  it('sets a quantity of 1 or more', () => {
    const cart = cartReducer(withBoth, { type: 'setQuantity', lineId: 'line-2', quantity: 4 });
    expect(cart[1]!.quantity).toBe(4);
  });

  it.each([0, -1, 1.5, Number.NaN])('ignores the quantity %s', (quantity) => {
    expect(cartReducer(withBoth, { type: 'setQuantity', lineId: 'line-2', quantity })).toBe(
      withBoth,
    );
  });

  it('sets and clears the notes of a line', () => {
    const noted = cartReducer(withBoth, {
      type: 'setNotes',
      lineId: 'line-1',
      notes: 'Bem passado',
    });
    expect(noted[0]!.notes).toBe('Bem passado');
    const cleared = cartReducer(noted, { type: 'setNotes', lineId: 'line-1', notes: '' });
    expect(cleared[0]).not.toHaveProperty('notes');
  });

  it('clears the cart', () => {
    expect(cartReducer(withBoth, { type: 'clear' })).toEqual([]);
    expect(cartReducer(emptyCart, { type: 'clear' })).toBe(emptyCart);
  });
});

describe('totals', () => {
  it('prices a line as (price + extras + add-on products) x quantity', () => {
    expect(lineTotalCents(burger)).toBe((2890 + 500 + 300 + 990) * 2);
  });

  it('splits products from extras and counts units', () => {
    expect(cartTotals(withBoth)).toEqual({
      productsCents: 2890 * 2 + 690,
      extrasCents: (500 + 300 + 990) * 2,
      totalCents: (2890 + 500 + 300 + 990) * 2 + 690,
      count: 3,
    });
  });

  it('follows quantity changes and removed extras', () => {
    let cart = cartReducer(withBoth, { type: 'setQuantity', lineId: 'line-1', quantity: 3 });
    cart = cartReducer(cart, { type: 'removeExtra', lineId: 'line-1', extraId: 'ovo' });
    expect(cartTotals(cart).totalCents).toBe((2890 + 500 + 990) * 3 + 690);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals(emptyCart)).toEqual({
      productsCents: 0,
      extrasCents: 0,
      totalCents: 0,
      count: 0,
    });
  });
});

describe('combos', () => {
  const combo: CartItem = {
    lineId: 'line-3',
    productId: 'combo',
    name: 'Combo Clássico',
    priceCents: 3990,
    quantity: 2,
    imageUrl: null,
    extras: [],
    addons: [],
    removals: [],
    choices: [
      { id: 'suco', groupName: 'Escolha a bebida', name: 'Suco', priceCents: 400 },
      { id: 'ketchup', groupName: 'Molhos', name: 'Ketchup', priceCents: 0 },
    ],
  };

  it('prices the combo price plus the chosen differences', () => {
    expect(lineTotalCents(combo)).toBe((3990 + 400) * 2);
    expect(cartTotals([combo]).extrasCents).toBe(400 * 2);
  });

  it('adds to the same line only with the same choices', () => {
    const again = cartReducer([combo], { type: 'add', item: { ...combo, lineId: 'line-4' } });
    expect(again).toHaveLength(1);
    expect(again[0]!.quantity).toBe(4);
    const otherDrink = cartReducer([combo], {
      type: 'add',
      item: {
        ...combo,
        lineId: 'line-5',
        choices: [{ id: 'refri', groupName: 'Escolha a bebida', name: 'Refri', priceCents: 0 }],
      },
    });
    expect(otherDrink).toHaveLength(2);
  });

  it('keeps the choices through a reload, and drops a tampered choice', () => {
    const storage = memoryStorage();
    saveCart(storage, [combo]);
    expect(loadCart(storage)).toEqual([combo]);
    storage.setItem(
      cartStorageKey,
      JSON.stringify({ version: 1, items: [{ ...combo, choices: [{ id: 'x', name: 'x' }] }] }),
    );
    expect(loadCart(storage)).toEqual([]);
  });
});

describe('sessionStorage', () => {
  it('round-trips the cart', () => {
    const storage = memoryStorage();
    saveCart(storage, withBoth);
    expect(loadCart(storage)).toEqual(withBoth);
  });

  it('forgets the key when the cart empties', () => {
    const storage = memoryStorage();
    saveCart(storage, withBoth);
    saveCart(storage, emptyCart);
    expect(storage.data.has(cartStorageKey)).toBe(false);
  });

  it.each([['not json'], ['{"version":1,"items":[{"name":"x"}]}'], ['{"version":2,"items":[]}']])(
    'drops a stored value it cannot trust: %s',
    (raw) => {
      const storage = memoryStorage();
      storage.setItem(cartStorageKey, raw);
      expect(loadCart(storage)).toEqual([]);
      expect(storage.data.has(cartStorageKey)).toBe(false);
    },
  );

  it('works without storage at all', () => {
    expect(loadCart(undefined)).toEqual([]);
    expect(() => saveCart(undefined, withBoth)).not.toThrow();
  });

  it('survives a store being recreated, as on a page reload', () => {
    const storage = memoryStorage();
    const before = createCartStore(storage);
    let notified = 0;
    before.subscribe(() => notified++);
    before.dispatch({ type: 'add', item: burger });
    before.dispatch({ type: 'setQuantity', lineId: 'line-1', quantity: 0 });
    expect(notified).toBe(1);

    const after = createCartStore(storage);
    expect(after.getSnapshot()).toEqual([burger]);
    after.dispatch({ type: 'clear' });
    expect(createCartStore(storage).getSnapshot()).toEqual([]);
  });
});

it('generates distinct line ids', () => {
  expect(newLineId()).not.toBe(newLineId());
});
