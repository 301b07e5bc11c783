import type { KitchenOrder } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { isStationLine, loadStations, ordersForStations } from './use-station-filter';

const line = (name: string, station: string | null) => ({
  quantity: 1,
  name,
  station,
  extras: [],
  removals: [],
  notes: null,
});
const order = (id: string, lines: KitchenOrder['lines']): KitchenOrder => ({
  id,
  orderNumber: 1,
  stage: 'received',
  customerName: null,
  dineIn: null,
  channel: 'totem',
  fulfilment: 'comer_aqui',
  notes: null,
  paidAt: '2026-11-23T12:00:00.000Z',
  lines,
  canceled: null,
});

describe('station filter', () => {
  const burgerAndDrink = order('a', [line('X-Burger', 'Lanches'), line('Suco', 'Bebidas')]);
  const drinkOnly = order('b', [line('Água', 'Bebidas')]);
  const deletedProduct = order('c', [line('Antigo', null)]);

  it('shows every order with no station chosen', () => {
    const all = [burgerAndDrink, drinkOnly, deletedProduct];
    expect(ordersForStations(all, [])).toEqual(all);
  });

  it("hides orders with nothing for the chosen stations and dims the others' lines", () => {
    const grill = ordersForStations([burgerAndDrink, drinkOnly, deletedProduct], ['Lanches']);
    expect(grill.map((o) => o.id)).toEqual(['a', 'c']);
    expect(burgerAndDrink.lines.map((l) => isStationLine(l, ['Lanches']))).toEqual([true, false]);
  });

  it('reads the stations kept on the device, ignoring anything unreadable', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(loadStations(storage(JSON.stringify(['Bebidas', 3])))).toEqual(['Bebidas']);
    expect(loadStations(storage('{not json'))).toEqual([]);
    expect(loadStations(storage(null))).toEqual([]);
  });
});
