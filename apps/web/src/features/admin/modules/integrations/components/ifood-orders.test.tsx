// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketplaceUnmappedItem } from '@comanda/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { IfoodSimulateCard, UnmappedItemsCard } from './ifood-orders';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/integracoes: iFood orders', () => {
  it('"Simular pedido iFood" is labelled as a demonstration and asks the server once', async () => {
    const fetchMock = vi.fn(() =>
      json({ orderId: '00000000-0000-4000-8000-000000000001', orderNumber: 7 }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<IfoodSimulateCard />, strings);
    expect(screen.getByText('Demonstração')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simular pedido iFood' }));
    expect(
      await screen.findByText('Pedido 7 do iFood (demonstração) enviado para a cozinha'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      '/api/admin/integrations/ifood/simulate',
    );
  });

  it('lists "Itens sem vínculo" with their code and how often they came', async () => {
    const items: MarketplaceUnmappedItem[] = [
      {
        channel: 'ifood',
        externalCode: 'SUCO-9',
        name: 'Suco da casa',
        timesSeen: 3,
        lastSeenAt: '2026-11-27T15:00:00.000Z',
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(items)),
    );
    renderWithApp(<UnmappedItemsCard />, strings);
    const list = await screen.findByRole('list', { name: 'Itens sem vínculo' });
    expect(within(list).getByText(/Suco da casa/)).toBeTruthy();
    expect(list.textContent).toContain('código SUCO-9');
    expect(list.textContent).toContain('3 pedidos');
  });
});
