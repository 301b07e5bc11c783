// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitchenOrder } from '@comanda/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { StationProgress } from '../components/station-progress';
import { KitchenDisplay, OrderCard } from './kitchen-display';
import { queueFor } from './kitchen-expo';

/*
 * Issue 36, item 4 (decision 075): 'Segurar' and 'Liberar' on the kitchen display, the held
 * cards in 'Em espera' and out of the columns, and a station's progress under the expo.
 */

/** The screen's words, as the panel's locale file (src/app, out of a feature's reach) has them. */
const strings = {
  orderDisplay: {
    kitchenTitle: 'Cozinha',
    recall: 'Voltar último',
    bump: 'Avançar pedido {{number}}',
    fulfilments: { comer_aqui: 'Comer aqui', para_levar: 'Para levar', entrega: 'Entrega' },
    canceled: 'CANCELADO',
    hold: 'Segurar',
    holdOrder: 'Segurar pedido {{number}}',
    held: 'Em espera',
    heldOrder: 'Pedido {{number}} em espera',
    heldFor: 'Segurado há {{minutes}} min',
    scheduledAt: 'Agendado {{time}}',
    release: 'Liberar',
    releaseOrder: 'Liberar pedido {{number}}',
    stationDone: 'pronta',
    awaitingExpo: 'Aguardando o passe',
  },
  kitchenViews: { view: 'Visão', views: { orders: 'Pedidos' }, channels: 'Canal' },
};

const order = (orderNumber: number, extra: Partial<KitchenOrder> = {}): KitchenOrder => ({
  id: `00000000-0000-4000-8000-${String(orderNumber).padStart(12, '0')}`,
  orderNumber,
  stage: 'preparing',
  customerName: 'Ana',
  dineIn: true,
  channel: 'mesa',
  fulfilment: 'comer_aqui',
  notes: null,
  paidAt: new Date().toISOString(),
  lines: [
    { quantity: 1, name: 'Picanha', station: 'Grelha', extras: [], removals: [], notes: null },
  ],
  canceled: null,
  heldAt: null,
  ...extra,
});

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

const board = {
  shopName: 'Bistrô',
  kind: 'kitchen',
  warnAfterMinutes: 5,
  lateAfterMinutes: 10,
  canceledShownMinutes: 5,
  stations: ['Grelha'],
  logoUrl: null,
  theme: 'default',
  expo: false,
};

/** A server of one kitchen: its cards, and 'Segurar'/'Liberar' changing them. */
function fakeServer(cards: KitchenOrder[]) {
  const holds: unknown[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/device/board') return json(board);
    if (path === '/api/device/kitchen-orders') return json(cards);
    if (path === '/api/device/hold') {
      const body = JSON.parse(String(init?.body)) as { orderId: string; held: boolean };
      holds.push(body);
      const heldAt = body.held ? new Date().toISOString() : null;
      cards = cards.map((card) => (card.id === body.orderId ? { ...card, heldAt } : card));
      return json({ heldAt });
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { holds, fetchMock };
}

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/cozinha?token=tok');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Segurar' and 'Liberar' (issue 36)", () => {
  it('hold a card: the server is told, and the card leaves its column for Em espera', async () => {
    const table = order(21);
    const { holds, fetchMock } = fakeServer([table, order(22, { stage: 'received' })]);
    renderWithApp(<KitchenDisplay />, strings);
    const preparing = await screen.findByRole('region', { name: 'Em preparo' });
    expect(await within(preparing).findByText('#21')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Em espera' })).toBeNull();
    // A waiting card can be held too; a ready one cannot.
    expect(screen.getByRole('button', { name: 'Segurar pedido 22' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Segurar pedido 21' }));
    expect(holds).toEqual([{ orderId: table.id, held: true }]);
    const holdCall = fetchMock.mock.calls.find(([path]) => path === '/api/device/hold');
    expect(holdCall?.[1]?.method).toBe('POST');
    expect(new Headers(holdCall?.[1]?.headers).get('authorization')).toBe('Bearer tok');
    const held = await screen.findByRole('region', { name: 'Em espera' });
    expect(within(held).getByRole('article', { name: 'Pedido 21 em espera' })).toBeTruthy();
    expect(within(held).getByText('1x Picanha')).toBeTruthy();
    expect(within(preparing).queryByText('#21')).toBeNull();
    expect(screen.queryByRole('button', { name: /Avançar pedido 21 / })).toBeNull();

    await userEvent.click(within(held).getByRole('button', { name: 'Liberar pedido 21' }));
    expect(holds).toEqual([
      { orderId: table.id, held: true },
      { orderId: table.id, held: false },
    ]);
    await waitFor(() => expect(within(preparing).getByText('#21')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Em espera' })).toBeNull();
  });

  it('a card held on another display arrives in Em espera, not in its column', async () => {
    fakeServer([order(23, { heldAt: new Date(Date.now() - 6 * 60_000).toISOString() })]);
    renderWithApp(<KitchenDisplay />, strings);
    const held = await screen.findByRole('region', { name: 'Em espera' });
    expect(within(held).getByText('Segurado há 6 min')).toBeTruthy();
    const preparing = screen.getByRole('region', { name: 'Em preparo' });
    expect(within(preparing).queryByText('#23')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Segurar pedido 23' })).toBeNull();
  });

  it('a scheduled order held by the server shows its time', async () => {
    fakeServer([
      order(25, { heldAt: new Date().toISOString(), scheduledFor: '2026-11-28T22:00:00.000Z' }),
    ]);
    renderWithApp(<KitchenDisplay />, strings);
    const held = await screen.findByRole('region', { name: 'Em espera' });
    expect(within(held).getByText('Agendado 19:00')).toBeTruthy();
    expect(within(held).queryByText(/Segurado há/)).toBeNull();
  });

  it('a ready or canceled card has no Segurar; a canceled held one stays in its column', () => {
    const canceled = order(24, {
      stage: 'canceled',
      heldAt: new Date().toISOString(),
      canceled: { at: new Date().toISOString(), stage: 'preparing' },
    });
    expect(queueFor([canceled], [], false).map((card) => card.orderNumber)).toEqual([24]);
    expect(queueFor([canceled], [], false, true)).toEqual([]);
    renderWithApp(
      <OrderCard
        order={order(25, { stage: 'ready' })}
        ageMinutes={1}
        warnAfterMinutes={5}
        lateAfterMinutes={8}
        stations={[]}
        token="tok"
        onBump={vi.fn()}
      />,
      strings,
    );
    expect(screen.queryByRole('button', { name: 'Segurar pedido 25' })).toBeNull();
  });
});

describe('station progress under the expo (issue 36)', () => {
  const expoOrder = order(30, {
    expo: true,
    stations: ['Bebidas', 'Grelha'],
    stationsDone: ['Grelha'],
  });
  const progress = (stations: string[], expoDisplay = false, value = expoOrder) =>
    renderWithApp(
      <StationProgress order={value} stations={stations} expoDisplay={expoDisplay} />,
      strings,
    );

  it('ticks the done stations, and says Aguardando o passe once this station is done', () => {
    progress(['Grelha']);
    const marks = screen.getByTestId('station-progress');
    expect(marks.textContent).toBe('Bebidas✓ Grelha: prontaAguardando o passe');
    expect(marks.querySelector('[data-done]')?.textContent).toContain('Grelha');
  });

  it('not while this station still cooks, nor on the expo, nor for a one-station order', () => {
    progress(['Bebidas']);
    expect(screen.getByTestId('station-progress').textContent).not.toContain('Aguardando');
    cleanup();
    // 'Todas': every part is this display's; one is still cooking.
    progress([]);
    expect(screen.getByTestId('station-progress').textContent).not.toContain('Aguardando');
    cleanup();
    progress([], false, { ...expoOrder, stationsDone: ['Bebidas', 'Grelha'] });
    expect(screen.getByTestId('station-progress').textContent).toContain('Aguardando o passe');
    cleanup();
    progress(['Grelha'], true);
    expect(screen.queryByTestId('station-progress')).toBeNull();
    cleanup();
    progress([], false, order(31));
    expect(screen.queryByTestId('station-progress')).toBeNull();
  });

  it('shows on the card of a station display, inside its bump', () => {
    renderWithApp(
      <OrderCard
        order={expoOrder}
        ageMinutes={1}
        warnAfterMinutes={5}
        lateAfterMinutes={8}
        stations={['Grelha']}
        token="tok"
        onBump={vi.fn()}
      />,
      strings,
    );
    const bump = screen.getByRole('button', { name: /^Avançar pedido 30 / });
    expect(within(bump).getByText('Aguardando o passe')).toBeTruthy();
  });
});
