import { describe, expect, it } from 'vitest';
import { createOrderSchema, idempotencyKeySchema } from './orders';

const productId = '7f1c2d3e-4b5a-4c6d-8e7f-901234567890';

describe('createOrderSchema', () => {
  it('keeps only the choices: prices and totals sent by a client are dropped', () => {
    const parsed = createOrderSchema.parse({
      items: [{ productId, quantity: 2, priceCents: 1, notes: '  bem passado ' }],
      totalCents: 1,
      establishmentId: productId,
      notes: '   ',
    });
    expect(parsed).toEqual({
      items: [
        {
          productId,
          quantity: 2,
          extraIds: [],
          addonProductIds: [],
          choiceOptionIds: [],
          removedIngredientIds: [],
          notes: 'bem passado',
        },
      ],
      notes: undefined,
      customerCpf: null,
    });
  });

  it.each([0, -1, 100, 1e9, 1.5])('refuses quantity %s', (quantity) => {
    const result = createOrderSchema.safeParse({ items: [{ productId, quantity }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'quantity']);
  });

  it('refuses an empty cart with the kiosk message, and repeated ids', () => {
    expect(createOrderSchema.safeParse({ items: [] }).error?.issues[0]?.message).toBe(
      'Adicione itens ao carrinho antes de confirmar',
    );
    const repeated = createOrderSchema.safeParse({
      items: [{ productId, quantity: 1, extraIds: [productId, productId.toUpperCase()] }],
    });
    expect(repeated.error?.issues[0]?.message).toBe('Adicional repetido');
  });
});

describe('idempotencyKeySchema', () => {
  it.each(['abcd-123', 'A_b-C_d-0123456789', 'x'.repeat(100)])('accepts %s', (key) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
  it.each([undefined, '', 'short', 'x'.repeat(101), 'com espaço', 'a/b/c/d/e'])(
    'refuses %s',
    (key) => {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
    },
  );
});
