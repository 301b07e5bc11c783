// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitchenOrder } from '@comanda/shared';
import { renderWithApp } from '@/test/render';
import { applyStageChange, uniqueOrders } from '../api/kitchen-cards';
import { OrderCard } from './kitchen-display';
import { expoQueue } from './kitchen-expo';

/*
 * Issue 30, item 7: a canceled order stays on the kitchen display struck through, marked
 * 'CANCELADO', and cannot be bumped, so nobody cooks it or hands it over.
 */

/** The screen's words, as the panel's locale file (src/app, out of a feature's reach) has them. */
const strings = {
  orderDisplay: {
    bump: 'Avançar pedido {{number}}',
    fulfilments: { comer_aqui: 'Comer aqui', para_levar: 'Para levar', entrega: 'Entrega' },
    canceled: 'CANCELADO',
    canceledOrder: 'Pedido {{number}} cancelado: não preparar nem entregar',
  },
};

const order = (canceled: KitchenOrder['canceled']): KitchenOrder => ({
  id: '00000000-0000-4000-8000-000000000012',
  orderNumber: 12,
  stage: canceled ? 'canceled' : 'preparing',
  customerName: 'Ana',
  dineIn: false,
  channel: 'totem',
  fulfilment: 'para_levar',
  notes: null,
  paidAt: '2026-11-27T12:00:00.000Z',
  lines: [
    { quantity: 2, name: 'X-Burger', station: 'Lanches', extras: [], removals: [], notes: null },
  ],
  canceled,
});

const card = (value: KitchenOrder, onBump = vi.fn()) =>
  renderWithApp(
    <OrderCard
      order={value}
      ageMinutes={3}
      warnAfterMinutes={5}
      lateAfterMinutes={8}
      stations={[]}
      token="tok"
      onBump={onBump}
    />,
    strings,
  );

afterEach(cleanup);

describe('kitchen display card', () => {
  it('a canceled order reads CANCELADO, struck through, and is no button to bump', () => {
    card(order({ at: '2026-11-27T12:04:00.000Z', stage: 'preparing' }));
    const canceled = screen.getByRole('article', {
      name: 'Pedido 12 cancelado: não preparar nem entregar',
    });
    expect(canceled.textContent).toContain('CANCELADO');
    expect(screen.getByText('#12').className).toContain('line-through');
    expect(screen.getByText('2x X-Burger').closest('.line-through')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an order being cooked is a button that bumps it', () => {
    const onBump = vi.fn();
    card(order(null), onBump);
    screen.getByRole('button', { name: /^Avançar pedido 12 / }).click();
    expect(onBump).toHaveBeenCalledOnce();
    expect(screen.queryByText('CANCELADO')).toBeNull();
  });

  it("shows the order's channel as a badge, and a delivery as 'Entrega'", () => {
    card({ ...order(null), channel: 'ifood', fulfilment: 'entrega', dineIn: null });
    expect(screen.getByTestId('order-channel').textContent).toBe('iFood');
    expect(screen.getByTestId('order-type').textContent).toBe('Entrega');
    cleanup();
    // A kiosk that does not ask how it is eaten shows its channel and no packing.
    card({ ...order(null), dineIn: null, fulfilment: 'comer_aqui' });
    expect(screen.getByTestId('order-channel').textContent).toBe('Totem');
    expect(screen.queryByTestId('order-type')).toBeNull();
  });
});

describe('kitchen cards are idempotent (issue 36)', () => {
  const a = order(null);
  const b = { ...order(null), id: '00000000-0000-4000-8000-000000000013', orderNumber: 13 };

  it('a reconnect that answers an order twice shows it once', () => {
    const cards = uniqueOrders([a, b, { ...a, stage: 'ready' }]);
    expect(cards.map((card) => card.id)).toEqual([b.id, a.id]);
    expect(cards.find((card) => card.id === a.id)?.stage).toBe('ready');
  });

  it('the same event twice, or events out of order, never duplicate or rewind a card', () => {
    const toReady = { orderId: a.id, stage: 'ready', previous: 'preparing' };
    const toPreparing = { orderId: a.id, stage: 'preparing', previous: 'received' };
    let cards = applyStageChange([a, b], toReady);
    cards = applyStageChange(cards, toReady);
    // A late event from an earlier stage does not take the card back.
    cards = applyStageChange(cards, toPreparing);
    expect(cards?.filter((card) => card.id === a.id)).toHaveLength(1);
    expect(cards?.find((card) => card.id === a.id)?.stage).toBe('ready');
    expect(cards).toHaveLength(2);
    // Replayed over a list that already holds the order twice: one card still.
    expect(applyStageChange([a, a, b], toReady)?.filter((card) => card.id === a.id)).toEqual([
      { ...a, stage: 'ready' },
    ]);
  });
});

describe("the expo's queue (issue 36)", () => {
  const base = order(null);
  const twoStations = { expo: true, stations: ['Bebidas', 'Lanches'] };

  it('lists the orders whose stations are all done and the ready ones, nothing else', () => {
    const waiting = { ...base, ...twoStations, stationsDone: ['Bebidas', 'Lanches'] };
    const cooking = { ...base, ...twoStations, id: 'b', stationsDone: ['Lanches'] };
    const single = { ...base, id: 'c' };
    const ready = { ...base, id: 'd', stage: 'ready' as const };
    expect(expoQueue([waiting, cooking, single, ready]).map((card) => card.id)).toEqual([
      waiting.id,
      'd',
    ]);
  });
});
