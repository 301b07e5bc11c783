// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AllDayItem, KitchenOrder, KitchenProduction } from '@comanda/shared';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testI18n } from '@/test/render';
import { deviceKeys } from '../api/device';
import { kitchenViewQuery } from '../api/kitchen-views';
import type { KitchenViews } from '../hooks/use-kitchen-view';
import { AllDayView } from './all-day-view';
import { KitchenViewPanel } from './kitchen-view-panel';
import { KitchenViewBar } from './kitchen-view-switcher';
import { PackingView } from './packing-view';
import { ProductionView } from './production-view';

/*
 * Issue 36, item 4 (decision 076): the kitchen display's 'Totais', 'Produção' and 'Embalagem'
 * views, their empty states, and their refresh when the device stream reports a change.
 */

/** The screen's words, as the panel's locale file (src/app, out of a feature's reach) has them. */
const strings = {
  kitchenViews: {
    view: 'Visão',
    views: {
      orders: 'Pedidos',
      allDay: 'Totais',
      production: 'Produção',
      packing: 'Embalagem',
    },
    channels: 'Canal',
    allChannels: 'Todos',
    loading: 'Carregando...',
    loadFailed: 'Não foi possível carregar esta visão.',
    empty: 'Nada na fila',
    allDayTitle: 'Itens na fila',
    waiting: '{{count}} aguardando',
    preparing: '{{count}} em preparo',
    productionTitle: 'Ingredientes da fila',
    ingredient: 'Ingrediente',
    quantity: 'Quantidade',
    withoutRecipe: 'Sem ficha técnica (não contados acima)',
    packingKitchen: 'Na cozinha',
    packingReady: 'Para embalar',
    packingOrder: 'Entrega {{number}}',
    dispatch: 'Despachar pedido {{number}}',
    dispatchShort: 'Despachar',
  },
  orderDisplay: {
    canceled: 'CANCELADO',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

const order = (
  orderNumber: number,
  stage: KitchenOrder['stage'],
  fulfilment: KitchenOrder['fulfilment'],
  canceled: KitchenOrder['canceled'] = null,
): KitchenOrder => ({
  id: `00000000-0000-4000-8000-${String(orderNumber).padStart(12, '0')}`,
  orderNumber,
  stage,
  customerName: 'Bruno',
  dineIn: null,
  channel: fulfilment === 'entrega' ? 'ifood' : 'totem',
  fulfilment,
  notes: null,
  paidAt: '2026-11-28T12:00:00.000Z',
  lines: [
    { quantity: 2, name: 'X-Burger', station: 'Lanches', extras: [], removals: [], notes: null },
  ],
  canceled,
});

describe("'Totais'", () => {
  const burger: AllDayItem = {
    name: 'X-Burger',
    station: 'Lanches',
    quantity: 7,
    waiting: 4,
    preparing: 3,
    variants: [
      { label: 'Ponto: Bem passado', quantity: 5 },
      { label: 'Ponto: Ao ponto', quantity: 2 },
    ],
  };

  it('shows each item with its count, its station and stages, and its options', () => {
    renderWithApp(<AllDayView items={[burger]} isLoading={false} isError={false} />, strings);
    const item = screen.getByTestId('all-day-item');
    expect(within(item).getByText('7')).toBeTruthy();
    expect(within(item).getByText('X-Burger')).toBeTruthy();
    expect(item.textContent).toContain('Lanches · 4 aguardando · 3 em preparo');
    expect(item.textContent).toContain('5x Ponto: Bem passado');
    expect(item.textContent).toContain('2x Ponto: Ao ponto');
  });

  it("says 'Nada na fila' when the queue is empty, and when it cannot load", () => {
    renderWithApp(<AllDayView items={[]} isLoading={false} isError={false} />, strings);
    expect(screen.getByRole('status').textContent).toBe('Nada na fila');
    cleanup();
    renderWithApp(<AllDayView items={undefined} isLoading={false} isError />, strings);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar esta visão.');
  });
});

describe("'Produção'", () => {
  it('lists the ingredients with their units, and the products with no ficha técnica', () => {
    const production: KitchenProduction = {
      items: [
        {
          stockItemId: '00000000-0000-4000-8000-000000000001',
          name: 'Hambúrguer 180 g',
          unit: 'un',
          quantityMilli: 9000,
        },
        {
          stockItemId: '00000000-0000-4000-8000-000000000002',
          name: 'Pão brioche',
          unit: 'un',
          quantityMilli: 7000,
        },
        {
          stockItemId: '00000000-0000-4000-8000-000000000003',
          name: 'Queijo',
          unit: 'kg',
          quantityMilli: 350,
        },
      ],
      withoutRecipe: [{ name: 'Suco', quantity: 2 }],
    };
    renderWithApp(
      <ProductionView production={production} isLoading={false} isError={false} />,
      strings,
    );
    expect(screen.getAllByTestId('production-item').map((row) => row.textContent)).toEqual([
      'Hambúrguer 180 g9 un',
      'Pão brioche7 un',
      'Queijo0,35 kg',
    ]);
    expect(screen.getByText('2x Suco')).toBeTruthy();
  });

  it("says 'Nada na fila' when nothing is queued", () => {
    renderWithApp(
      <ProductionView
        production={{ items: [], withoutRecipe: [] }}
        isLoading={false}
        isError={false}
      />,
      strings,
    );
    expect(screen.getByRole('status').textContent).toBe('Nada na fila');
  });
});

describe("'Embalagem'", () => {
  it('shows only deliveries: those in the kitchen, and the ready ones to dispatch', async () => {
    const onDispatch = vi.fn();
    const canceledAt = { at: '2026-11-28T12:05:00.000Z', stage: 'ready' as const };
    renderWithApp(
      <PackingView
        orders={[
          order(1, 'preparing', 'entrega'),
          order(2, 'ready', 'entrega'),
          order(3, 'ready', 'para_levar'),
          order(4, 'canceled', 'entrega', canceledAt),
        ]}
        isLoading={false}
        isError={false}
        onDispatch={onDispatch}
      />,
      strings,
    );
    const kitchen = screen.getByRole('region', { name: 'Na cozinha' });
    const ready = screen.getByRole('region', { name: 'Para embalar' });
    expect(within(kitchen).getByText('#1')).toBeTruthy();
    expect(within(kitchen).queryByRole('button')).toBeNull();
    expect(within(ready).getByText('#2')).toBeTruthy();
    // The takeaway order is the counter's, not the packing bench's.
    expect(screen.queryByText('#3')).toBeNull();
    // A canceled delivery stays, struck through, with no way to dispatch it.
    const canceled = within(ready).getByRole('article', { name: 'Entrega 4' });
    expect(canceled.textContent).toContain('CANCELADO');
    expect(within(canceled).queryByRole('button')).toBeNull();
    await userEvent.click(within(ready).getByRole('button', { name: 'Despachar pedido 2' }));
    expect(onDispatch).toHaveBeenCalledWith(order(2, 'ready', 'entrega').id);
  });

  it("says 'Nada na fila' with no delivery in the queue", () => {
    renderWithApp(
      <PackingView
        orders={[order(3, 'ready', 'comer_aqui')]}
        isLoading={false}
        isError={false}
        onDispatch={vi.fn()}
      />,
      strings,
    );
    expect(screen.getByRole('status').textContent).toBe('Nada na fila');
  });
});

describe('the panel', () => {
  const views = (view: KitchenViews['view']): KitchenViews => ({
    view,
    choose: vi.fn(),
    channels: ['ifood'],
    toggleChannel: vi.fn(),
    ofChannels: (orders) => orders.filter((item) => item.channel === 'ifood'),
  });

  it("asks for the display's stations and channels, and follows the device stream", async () => {
    const answers: AllDayItem[][] = [
      [
        {
          name: 'X-Burger',
          station: 'Lanches',
          quantity: 3,
          waiting: 3,
          preparing: 0,
          variants: [],
        },
      ],
      [],
    ];
    const fetchMock = vi.fn(() => json(answers.shift()));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={testI18n(strings)}>
          <KitchenViewPanel
            views={views('allDay')}
            token="tok"
            stations={['Lanches', 'Molhos & Cia']}
            refetchIntervalMs={false}
            orders={{ data: [], isPending: false, isError: false }}
            shown={() => true}
            onDispatch={vi.fn()}
          />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('all-day-item')).textContent).toContain('X-Burger');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/device/kitchen-all-day?station=Lanches&station=Molhos+%26+Cia&channel=ifood',
    );
    // An `order.stage` event: use-device-events refreshes every device query.
    await act(() => client.invalidateQueries({ queryKey: deviceKeys.all }));
    expect((await screen.findByRole('status')).textContent).toBe('Nada na fila');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("'Embalagem' reads the loaded queue, of the display's channels", () => {
    renderWithApp(
      <KitchenViewPanel
        views={views('packing')}
        token="tok"
        stations={[]}
        refetchIntervalMs={false}
        orders={{
          data: [
            order(5, 'ready', 'entrega'),
            { ...order(6, 'ready', 'entrega'), channel: 'open_delivery' },
          ],
          isPending: false,
          isError: false,
        }}
        shown={() => true}
        onDispatch={vi.fn()}
      />,
      strings,
    );
    expect(screen.getByText('#5')).toBeTruthy();
    expect(screen.queryByText('#6')).toBeNull();
  });

  it('renders nothing on the order columns', () => {
    const { container } = renderWithApp(
      <KitchenViewPanel
        views={views('orders')}
        token="tok"
        stations={[]}
        refetchIntervalMs={false}
        orders={{ data: [], isPending: false, isError: false }}
        shown={() => true}
        onDispatch={vi.fn()}
      />,
      strings,
    );
    expect(container.textContent).toBe('');
  });

  it('no filter, no query string', () => {
    expect(kitchenViewQuery({ stations: [], channels: [] })).toBe('');
  });
});

describe('the view bar', () => {
  it("switches the view and toggles channels, 'Todos' clearing them", async () => {
    const views: KitchenViews = {
      view: 'orders',
      choose: vi.fn(),
      channels: ['ifood'],
      toggleChannel: vi.fn(),
      ofChannels: (orders) => orders,
    };
    renderWithApp(<KitchenViewBar views={views} />, strings);
    const bar = screen.getByRole('group', { name: 'Visão' });
    expect(within(bar).getByRole('button', { name: 'Pedidos' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Embalagem' }));
    expect(views.choose).toHaveBeenCalledWith('packing');
    const channels = screen.getByRole('group', { name: 'Canal' });
    expect(
      within(channels).getByRole('button', { name: 'iFood' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(within(channels).getByRole('button', { name: 'Cardápio digital' }));
    expect(views.toggleChannel).toHaveBeenCalledWith('cardapio_digital');
    await userEvent.click(within(channels).getByRole('button', { name: 'Todos' }));
    expect(views.toggleChannel).toHaveBeenLastCalledWith(null);
  });
});
