// @vitest-environment happy-dom
import type { DueOnlineOrder } from '@comanda/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { DueOrdersPanel } from './due-orders-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order: DueOnlineOrder = {
  id: '0196a3f0-0000-7000-8000-000000000001',
  orderNumber: 42,
  customerName: 'Ana Souza',
  fulfilment: 'entrega',
  bairro: 'Centro',
  payment: 'dinheiro',
  trocoParaCents: 5000,
  totalCents: 3790,
  stage: 'ready',
  scheduledFor: null,
  createdAt: '2026-11-28T12:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The server: the list with `orders`, and the settle's answer. */
function stubServer(orders: DueOnlineOrder[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/settle')) {
      const body = JSON.parse(String(init?.body)) as { expectedChangeCents: number };
      return json({
        orderId: order.id,
        orderNumber: 42,
        totalCents: 3790,
        changeCents: body.expectedChangeCents,
      });
    }
    return json({ orders });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the PDV list of online orders to pay on handover', () => {
  it('says so when there is none', async () => {
    stubServer([]);
    renderWithApp(<DueOrdersPanel registerId="r1" onBack={() => {}} />, strings);
    expect(await screen.findByText('Nenhum pedido online aguardando pagamento')).toBeTruthy();
  });

  it('lists the order with its "troco para" and takes the cash with its change', async () => {
    const fetchMock = stubServer([order]);
    const user = userEvent.setup();
    renderWithApp(<DueOrdersPanel registerId="r1" onBack={() => {}} />, strings);
    const card = await screen.findByTestId('pdv-due-order');
    expect(card.textContent).toContain('Pedido nº 42');
    expect(card.textContent).toContain('Ana Souza');
    expect(card.textContent).toContain('Entrega');
    expect(card.textContent).toContain('troco para R$ 50,00');
    await user.click(within(card).getByRole('button', { name: 'Receber' }));

    // The customer's note is the default cash received: the change is R$ 12,10.
    expect(screen.getByTestId('pdv-due-change').textContent).toBe('Troco: R$ 12,10');
    const received = screen.getByLabelText('Valor recebido em dinheiro (R$)');
    await user.clear(received);
    await user.type(received, '20');
    expect(screen.queryByTestId('pdv-due-change')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Receber R$ 37,90' }));
    expect(await screen.findByText('O valor recebido é menor que o total do pedido')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/settle'))).toBe(false);

    await user.selectOptions(screen.getByLabelText('Forma de pagamento'), 'Cartão');
    await user.click(screen.getByRole('button', { name: 'Receber R$ 37,90' }));
    const settle = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settle'))!;
    expect(String(settle[0])).toContain(`/api/admin/pdv/due-orders/${order.id}/settle`);
    expect(JSON.parse(String(settle[1]?.body))).toEqual({
      registerId: 'r1',
      tenders: [{ method: 'card', amountCents: 3790 }],
      expectedChangeCents: 0,
    });
  });
});
