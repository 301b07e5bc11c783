import { describe, expect, it } from 'vitest';
import {
  createOnlineOrderSchema,
  formatDeliveryAddress,
  formatWhatsappPhone,
  normalizeBairro,
  onlineMenuSettingsInputSchema,
  onlineMenuDefaults,
  whatsappPhoneSchema,
} from './online-menu';

const item = { productId: '00000000-0000-4000-8000-000000000001', quantity: 1 };

describe('online menu contract (issue 35)', () => {
  it.each([
    ['(11) 91234-5678', '+5511912345678'],
    ['+55 11 91234.5678', '+5511912345678'],
    ['5521987654321', '+5521987654321'],
  ])('WhatsApp %j → %j', (input, phone) => {
    expect(whatsappPhoneSchema.parse(input)).toBe(phone);
    expect(formatWhatsappPhone(phone)).toMatch(/^\(\d\d\) 9\d{4}-\d{4}$/);
  });

  it.each(['1191234567', '(01) 91234-5678', '(11) 81234-5678', 'abc'])('refuses %j', (input) => {
    expect(whatsappPhoneSchema.safeParse(input).success).toBe(false);
  });

  it('parses a delivery order and refuses an address without CEP', () => {
    const order = {
      items: [item],
      customer: { name: 'Ana Souza', phone: '11912345678' },
      fulfilment: {
        type: 'entrega',
        zoneId: '00000000-0000-4000-8000-000000000002',
        address: { cep: '01001-000', rua: 'Rua A', numero: '10', bairro: 'Centro' },
      },
      payment: { method: 'na_entrega', kind: 'dinheiro', trocoParaCents: 5000 },
    };
    const parsed = createOnlineOrderSchema.parse(order);
    expect(
      parsed.fulfilment.type === 'entrega' && formatDeliveryAddress(parsed.fulfilment.address),
    ).toBe('Rua A, 10 - Centro - CEP 01001-000');
    const withoutCep = { ...order, fulfilment: { ...order.fulfilment, address: { rua: 'Rua A' } } };
    expect(createOnlineOrderSchema.safeParse(withoutCep).success).toBe(false);
  });

  it('refuses the same bairro twice, however written', () => {
    expect(normalizeBairro(' São  Paulo ')).toBe('sao paulo');
    const zone = { bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 40 };
    const settings = { ...onlineMenuDefaults, zones: [zone, { ...zone, bairro: 'centro ' }] };
    expect(onlineMenuSettingsInputSchema.safeParse(settings).success).toBe(false);
    expect(onlineMenuSettingsInputSchema.safeParse({ ...settings, zones: [zone] }).success).toBe(
      true,
    );
  });
});
