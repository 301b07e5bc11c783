import type { PublicOnlineMenu } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/lib/menu/cart';
import {
  checkForm,
  deliveryFeeCents,
  initialForm,
  offeredFulfilments,
  orderInput,
  scheduling,
  type CheckoutForm,
  type ErrorTexts,
} from './checkout-form';

const zone = {
  id: '00000000-0000-4000-8000-000000000001',
  bairro: 'Centro',
  feeCents: 500,
  minimumCents: 3000,
  minutes: 20,
};
const settings: PublicOnlineMenu = {
  enabled: true,
  openNow: true,
  fulfilments: { mesa: true, retirada: true, entrega: true, agendar: true },
  zones: [zone],
  schedule: {
    windows: [{ start: '2026-11-28T15:00:00-03:00', end: '2026-11-28T22:00:00-03:00' }],
    slots: ['2026-11-28T19:00:00-03:00', '2026-11-28T19:15:00-03:00'],
  },
  payments: { pix: true, dinheiro: true, cartao: true },
  waitMinutes: 15,
  busy: false,
  scheduledOnly: false,
};
const texts = Object.fromEntries(
  ['name', 'phone', 'fulfilment', 'slot', 'cep', 'rua', 'numero', 'zoneId', 'payment', 'troco'].map(
    (key) => [key, key],
  ),
) as ErrorTexts;
const item: CartItem = {
  lineId: 'l1',
  productId: '00000000-0000-4000-8000-00000000000a',
  name: 'X-Burger',
  priceCents: 2500,
  quantity: 1,
  imageUrl: null,
  extras: [{ id: 'e1', name: 'Bacon', priceCents: 400 }],
  addons: [],
  removals: [{ ingredientId: 'i1', name: 'Cebola' }],
  choices: [{ id: 'c1', name: 'Coca', priceCents: 0, groupName: 'Bebida' }],
};
const filled = (changes: Partial<CheckoutForm>): CheckoutForm => ({
  ...initialForm(settings, null),
  name: 'Ana Souza',
  phone: '(11) 91234-5678',
  ...changes,
});

describe('the online checkout form', () => {
  it('offers Na mesa only from a table QR code, first and chosen', () => {
    expect(offeredFulfilments(settings, null)).toEqual(['retirada', 'entrega']);
    expect(offeredFulfilments(settings, 12)).toEqual(['mesa', 'retirada', 'entrega']);
    expect(initialForm(settings, 12).fulfilment).toBe('mesa');
  });

  it('offers only what can be scheduled while the shop is closed', () => {
    const closed = { ...settings, openNow: false };
    expect(offeredFulfilments(closed, 12)).toEqual(['retirada', 'entrega']);
    expect(scheduling(closed, 'retirada')).toMatchObject({ offered: true, required: true });
    const noSlots = { ...closed, schedule: null };
    expect(offeredFulfilments(noSlots, 12)).toEqual([]);
  });

  it('while the kitchen is full, schedules pickup and delivery and keeps the table', () => {
    const busy = { ...settings, busy: true, scheduledOnly: true };
    expect(offeredFulfilments(busy, 12)).toEqual(['mesa', 'retirada', 'entrega']);
    expect(scheduling(busy, 'retirada')).toMatchObject({ offered: true, required: true });
    expect(scheduling(busy, 'mesa')).toMatchObject({ offered: false, required: false });
    expect(initialForm(busy, null).later).toBe(true);
    const form = filled({ fulfilment: 'retirada', payment: 'pix', later: false });
    expect(checkForm(form, busy, 2900, texts)).toEqual({ slot: 'slot' });
    const slot = busy.schedule!.slots[0]!;
    expect(orderInput({ ...form, slot }, [item], busy, null).scheduledFor).toBe(slot);
    // Without Agendar only the table is left.
    const noSlots = { ...busy, schedule: null };
    expect(offeredFulfilments(noSlots, 12)).toEqual(['mesa']);
    expect(offeredFulfilments(noSlots, null)).toEqual([]);
  });

  it('asks for what is missing, and the address only for a delivery', () => {
    expect(checkForm(initialForm(settings, null), settings, 2900, texts)).toEqual({
      name: 'name',
      phone: 'phone',
      fulfilment: 'fulfilment',
      payment: 'payment',
    });
    const delivery = filled({ fulfilment: 'entrega', payment: 'pix', cep: '0100' });
    expect(Object.keys(checkForm(delivery, settings, 2900, texts))).toEqual([
      'cep',
      'rua',
      'numero',
      'zoneId',
    ]);
  });

  it('refuses a phone that is not a Brazilian mobile', () => {
    const form = filled({ fulfilment: 'retirada', payment: 'pix', phone: '(11) 3123-4567' });
    expect(checkForm(form, settings, 2900, texts)).toEqual({ phone: 'phone' });
    expect(checkForm({ ...form, phone: '+55 11 91234-5678' }, settings, 2900, texts)).toEqual({});
  });

  it('wants a slot when Agendar is chosen', () => {
    const form = filled({ fulfilment: 'retirada', payment: 'pix', later: true });
    expect(checkForm(form, settings, 2900, texts)).toEqual({ slot: 'slot' });
  });

  it('wants the troco above the total with the delivery fee', () => {
    const form = filled({
      fulfilment: 'entrega',
      payment: 'dinheiro',
      cep: '01001-000',
      rua: 'Rua A',
      numero: '10',
      zoneId: zone.id,
      troco: '34,00',
    });
    expect(deliveryFeeCents(settings, form)).toBe(500);
    expect(checkForm(form, settings, 2900, texts)).toEqual({ troco: 'troco' });
    expect(checkForm({ ...form, troco: '50,00' }, settings, 2900, texts)).toEqual({});
  });

  it('sends choices and quantities, never a price, with the fulfilment and payment', () => {
    const form = filled({
      fulfilment: 'entrega',
      payment: 'dinheiro',
      cep: '01001-000',
      rua: ' Rua A ',
      numero: '10',
      zoneId: zone.id,
      troco: '50,00',
      later: true,
      slot: settings.schedule!.slots[0]!,
    });
    expect(orderInput(form, [item], settings, null)).toEqual({
      items: [
        {
          productId: item.productId,
          quantity: 1,
          extraIds: ['e1'],
          addonProductIds: [],
          removedIngredientIds: ['i1'],
          choiceOptionIds: ['c1'],
        },
      ],
      customer: { name: 'Ana Souza', phone: '(11) 91234-5678' },
      fulfilment: {
        type: 'entrega',
        zoneId: zone.id,
        address: { cep: '01001000', rua: 'Rua A', numero: '10', bairro: 'Centro' },
      },
      scheduledFor: '2026-11-28T19:00:00-03:00',
      payment: { method: 'na_entrega', kind: 'dinheiro', trocoParaCents: 5000 },
    });
    const atTable = orderInput(
      filled({ fulfilment: 'mesa', payment: 'pix' }),
      [item],
      settings,
      12,
    );
    expect(atTable.fulfilment).toEqual({ type: 'mesa', table: 12 });
    expect(atTable.payment).toEqual({ method: 'pix' });
    expect(atTable.scheduledFor).toBeUndefined();
  });
});
