// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { IfoodCancelForm } from './ifood-order-panel';

/*
 * An Open Delivery order's cancel on /admin/pedidos (decision 079): the same form as iFood's,
 * on the Open Delivery routes, in the platform's name.
 */

const orderId = '6f0c9a52-3a1e-4b7e-9d2f-00000000c001';
const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
const state = {
  confirmDeadline: '2026-11-28T12:00:00.000Z',
  confirmedAt: '2026-11-28T12:00:01.000Z',
  autoAccept: true,
  cancelRequestedAt: '2026-11-28T12:05:00.000Z',
  cancelRefusedAt: null,
  canceledAt: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an Open Delivery order's cancel", () => {
  it("lists the standard's reasons and asks the application through its own routes", async () => {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      url.endsWith('/cancellation-reasons')
        ? json([{ code: 'UNAVAILABLE_ITEM', description: 'Item indisponível' }])
        : json(state),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<IfoodCancelForm orderId={orderId} platform="open-delivery" />, strings);

    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await user.selectOptions(
      await screen.findByLabelText('Motivo do cancelamento (Open Delivery)'),
      'UNAVAILABLE_ITEM',
    );
    await user.type(screen.getByLabelText('Descreva o motivo'), 'Acabou o pão');
    await user.click(screen.getByRole('button', { name: 'Pedir cancelamento ao Open Delivery' }));

    const posted = () =>
      fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as
        [string, RequestInit] | undefined;
    await vi.waitFor(() => expect(posted()).toBeDefined());
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `/api/admin/orders/${orderId}/open-delivery/cancellation-reasons`,
    );
    const [url, init] = posted()!;
    expect(url).toBe(`/api/admin/orders/${orderId}/open-delivery/cancellation`);
    expect(JSON.parse(String(init.body))).toEqual({
      code: 'UNAVAILABLE_ITEM',
      reason: 'Acabou o pão',
    });
  });
});
