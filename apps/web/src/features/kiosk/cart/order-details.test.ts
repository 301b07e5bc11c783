import { describe, expect, it } from 'vitest';
import { createOrderSchema } from '@comanda/shared';
import { firstNameInput } from './order-details';

describe('firstNameInput', () => {
  it('keeps one word of letters, which the server takes as a first name', () => {
    expect(firstNameInput('Ana Maria')).toBe('AnaMaria');
    expect(firstNameInput('João 2!')).toBe('João');
    expect(firstNameInput("D'Ávila-Sá")).toBe("D'Ávila-Sá");
    for (const typed of ['Ana', 'José', "D'Ávila", 'Ana-Clara']) {
      const parsed = createOrderSchema.safeParse({
        items: [{ productId: '11111111-1111-4111-8111-111111111111', quantity: 1 }],
        customerName: firstNameInput(typed),
      });
      expect(parsed.success, typed).toBe(true);
    }
  });
});
