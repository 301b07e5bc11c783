import type { KitchenOrder } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { loadChannels, ordersForChannels } from './use-channel-filter';
import { loadView } from './use-kitchen-view';

const storage = (value: string | null) => ({ getItem: () => value });

describe("the display's view and channels, kept on the tablet", () => {
  it('reads a known view, else the order columns', () => {
    expect(loadView(storage('packing'))).toBe('packing');
    expect(loadView(storage('other'))).toBe('orders');
    expect(loadView(storage(null))).toBe('orders');
  });

  it('reads known channels, ignoring anything else', () => {
    expect(loadChannels(storage('["ifood","fax",3,"mesa"]'))).toEqual(['ifood', 'mesa']);
    expect(loadChannels(storage('not json'))).toEqual([]);
    expect(loadChannels(storage('{"a":1}'))).toEqual([]);
  });

  it('keeps the orders of the chosen channels; none chosen keeps all', () => {
    const of = (channel: KitchenOrder['channel']) => ({ channel }) as KitchenOrder;
    const orders = [of('ifood'), of('totem'), of('open_delivery')];
    expect(ordersForChannels(orders, []).length).toBe(3);
    expect(ordersForChannels(orders, ['ifood', 'open_delivery']).map((o) => o.channel)).toEqual([
      'ifood',
      'open_delivery',
    ]);
  });
});
