// @vitest-environment happy-dom
import type { AdminTab } from '@comanda/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { TabsPanel } from './tabs-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `0196a3f0-0000-7000-8000-00000000000${n}`;
const line = (n: number, name: string, totalCents: number, paid = false) => ({
  id: id(n),
  name,
  quantity: 1,
  totalCents,
  paid,
});
const order = (number: number, items: ReturnType<typeof line>[], paid = false, paidCents = 0) => ({
  orderNumber: number,
  customerName: 'Ana',
  totalCents: items.reduce((sum, item) => sum + item.totalCents, 0),
  paid,
  paidCents: paid ? items.reduce((sum, item) => sum + item.totalCents, 0) : paidCents,
  stage: 'received' as const,
  items,
  createdAt: '2026-11-28T12:00:00.000Z',
});

/** Mesa 12: Lanche R$ 20,00 and Pizza R$ 45,00 + Suco R$ 10,00; 10 % service: R$ 82,50. */
const tab: AdminTab = {
  id: id(9),
  tableNumber: 12,
  label: 'Mesa 12',
  openedAt: '2026-11-28T12:00:00.000Z',
  orders: [
    order(1, [line(1, 'Lanche', 2000)]),
    order(2, [line(2, 'Pizza', 4500), line(3, 'Suco', 1000)]),
  ],
  ordersCents: 7500,
  servicePercent: 10,
  serviceCents: 750,
  totalCents: 8250,
  paidCents: 0,
  dueCents: 8250,
  payments: [],
  servicePaidCents: 0,
  serviceLocked: null,
  waiterCalledAt: null,
  billRequestedAt: null,
};

function stubServer(tabs: AdminTab[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.endsWith('/api/admin/tabs') ? { tabs } : { detail: 'não' };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: url.endsWith('/api/admin/tabs') ? 200 : 422,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubServer>, path: string) => {
  const found = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return found ? JSON.parse(String((found as unknown as [string, RequestInit])[1].body)) : null;
};
const parts = () => screen.getAllByTestId('pdv-tab-part').map((part) => part.textContent);

describe('closing a table tab at the PDV', () => {
  it('splits by items: a shared item is divided, each part carries its share of the service', async () => {
    const fetchMock = stubServer([tab]);
    const user = userEvent.setup();
    renderWithApp(<TabsPanel registerId="r1" onBack={() => {}} />, strings);
    await user.click(await screen.findByRole('button', { name: 'Fechar conta' }));
    await user.click(screen.getByRole('radio', { name: 'Por itens' }));
    fireEvent.change(screen.getByLabelText('Dividir em quantas partes'), {
      target: { value: '2' },
    });
    // Every item starts in part 1: part 2 has none, so the closing waits.
    expect(screen.getByRole('button', { name: 'Fechar conta · R$ 82,50' })).toHaveProperty(
      'disabled',
      true,
    );
    // Part 2 takes the pizza and shares the juice with part 1.
    await user.click(screen.getByLabelText('Pizza do pedido nº 2 na parte 1'));
    await user.click(screen.getByLabelText('Pizza do pedido nº 2 na parte 2'));
    await user.click(screen.getByLabelText('Suco do pedido nº 2 na parte 2'));
    // Part 1: Lanche 20,00 + half the juice 5,00 = 25,00 + 2,50; part 2: 45,00 + 5,00 + 5,00.
    expect(parts()).toEqual(['R$ 27,50', 'R$ 55,00']);
    await user.click(screen.getByRole('button', { name: 'Fechar conta · R$ 82,50' }));
    expect(sent(fetchMock, `/api/admin/pdv/tabs/${tab.id}/close`)).toEqual({
      registerId: 'r1',
      service: true,
      parts: [
        { method: 'cash', itemIds: [id(1), id(3)] },
        { method: 'cash', itemIds: [id(2), id(3)] },
      ],
      expectedDueCents: 8250,
    });
  });

  it('pays a part by items while open, and shows what was paid and what is left', async () => {
    const paidTab: AdminTab = {
      ...tab,
      orders: [
        order(1, [line(1, 'Lanche', 2000, true)], true),
        order(2, [line(2, 'Pizza', 4500), line(3, 'Suco', 1000)]),
      ],
      paidCents: 2200,
      dueCents: 6050,
      payments: [{ method: 'card', amountCents: 2200, at: '2026-11-28T12:10:00.000Z' }],
      servicePaidCents: 200,
      serviceLocked: true,
    };
    const fetchMock = stubServer([paidTab]);
    const user = userEvent.setup();
    renderWithApp(<TabsPanel registerId="r1" onBack={() => {}} />, strings);
    await user.click(await screen.findByRole('button', { name: 'Fechar conta' }));
    expect(screen.getByTestId('pdv-tab-due').textContent).toBe('R$ 60,50');
    expect(screen.getByTestId('pdv-tab-payment').textContent).toContain('R$ 22,00');
    expect(screen.getByLabelText(/Cobrar taxa de serviço/)).toHaveProperty('disabled', true);

    const payForm = screen.getByRole('heading', { name: 'Pagar uma parte agora' }).parentElement!;
    await user.click(within(payForm).getByRole('radio', { name: 'Pagar itens' }));
    // Only the unpaid items are offered.
    expect(within(payForm).queryByText(/Lanche/)).toBeNull();
    await user.click(within(payForm).getByRole('checkbox', { name: /Suco/ }));
    await user.selectOptions(within(payForm).getByLabelText('Forma de pagamento'), 'Pix');
    await user.click(within(payForm).getByRole('button', { name: 'Receber R$ 11,00' }));
    expect(sent(fetchMock, `/api/admin/pdv/tabs/${tab.id}/payments`)).toEqual({
      registerId: 'r1',
      service: true,
      parts: [{ method: 'pix', itemIds: [id(3)] }],
      expectedDueCents: 6050,
    });
  });

  it('takes each cash part with what was handed over and shows its change', async () => {
    const fetchMock = stubServer([tab]);
    const user = userEvent.setup();
    renderWithApp(<TabsPanel registerId="r1" onBack={() => {}} />, strings);
    await user.click(await screen.findByRole('button', { name: 'Fechar conta' }));
    fireEvent.change(screen.getByLabelText('Dividir em quantas partes'), {
      target: { value: '2' },
    });
    expect(parts()).toEqual(['R$ 41,25', 'R$ 41,25']);
    await user.selectOptions(screen.getByLabelText('Forma de pagamento da parte 2'), 'Cartão');
    // Only the cash part asks what was handed over.
    expect(screen.queryByLabelText(/Valor recebido da parte 2/)).toBeNull();
    const received = screen.getByLabelText('Valor recebido da parte 1 (R$, opcional)');
    await user.type(received, '40');
    expect(screen.getByText('O valor recebido é menor que o valor a pagar')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Fechar conta · R$ 82,50' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(received);
    await user.type(received, '50');
    expect(screen.getByTestId('pdv-tab-part-change').textContent).toBe('Troco: R$ 8,75');
    await user.click(confirm);
    expect(sent(fetchMock, `/api/admin/pdv/tabs/${tab.id}/close`)).toEqual({
      registerId: 'r1',
      service: true,
      parts: [{ method: 'cash', receivedCents: 5000 }, { method: 'card' }],
      expectedDueCents: 8250,
    });
  });

  it('shows the change of a cash part paid while open', async () => {
    const fetchMock = stubServer([tab]);
    const user = userEvent.setup();
    renderWithApp(<TabsPanel registerId="r1" onBack={() => {}} />, strings);
    await user.click(await screen.findByRole('button', { name: 'Fechar conta' }));
    const payForm = screen.getByRole('heading', { name: 'Pagar uma parte agora' }).parentElement!;
    await user.type(within(payForm).getByLabelText('Valor (R$)'), '30');
    await user.type(within(payForm).getByLabelText('Valor recebido (R$, opcional)'), '50');
    expect(within(payForm).getByTestId('pdv-tab-pay-change').textContent).toBe('Troco: R$ 20,00');
    await user.click(within(payForm).getByRole('button', { name: 'Receber R$ 30,00' }));
    expect(sent(fetchMock, `/api/admin/pdv/tabs/${tab.id}/payments`)).toEqual({
      registerId: 'r1',
      service: true,
      parts: [{ method: 'cash', amountCents: 3000, receivedCents: 5000 }],
      expectedDueCents: 8250,
    });
  });
});
