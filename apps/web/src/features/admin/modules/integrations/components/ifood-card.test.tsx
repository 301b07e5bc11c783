// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ifoodUnknownMerchantMessage, type IfoodConnection } from '@comanda/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { IfoodCard } from './ifood-card';

const merchantId = '8f1c2a34-0000-4000-8000-00000000a001';
const disconnected: IfoodConnection = {
  merchantId: null,
  merchantName: null,
  connected: false,
  autoAccept: true,
  appConfigured: true,
};
const connected: IfoodConnection = {
  ...disconnected,
  merchantId,
  merchantName: 'Lanchonete da Praça',
  connected: true,
};

// Until 14:30 in São Paulo (17:30 UTC).
const pause = {
  id: 'pausa-1',
  description: 'Pausa pelo Comanda',
  start: '2026-11-27T17:00:00.000Z',
  end: '2026-11-27T17:30:00.000Z',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'content-type': status === 200 ? 'application/json' : 'application/problem+json',
      },
    }),
  );

/** A fake server for the card's routes; `connect` answers the "Conectar iFood" POST. */
function server(
  start: IfoodConnection,
  connect: () => Promise<Response>,
  { paused: startPaused = false } = {},
) {
  let view = start;
  let paused = startPaused;
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith('/ifood/connect')) return connect();
    if (url.endsWith('/ifood/auto-accept')) {
      view = { ...view, ...(JSON.parse(String(init?.body)) as { autoAccept: boolean }) };
      return json(view);
    }
    if (url.endsWith('/ifood/status')) {
      return json([
        paused
          ? { operation: 'DELIVERY', available: false, state: 'CLOSED', title: 'Loja pausada' }
          : { operation: 'DELIVERY', available: true, state: 'OK', title: 'Loja aberta' },
      ]);
    }
    if (url.endsWith('/ifood/pause')) {
      if (init?.method === 'POST') paused = true;
      if (init?.method === 'DELETE') paused = false;
      return json({ pause: paused ? pause : null });
    }
    return json(view);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the iFood card on /admin/integracoes', () => {
  it('"Conectar iFood" sends the Merchant ID, then shows the store and its status on iFood', async () => {
    const fetchMock = server(disconnected, () => json(connected));
    const user = userEvent.setup();
    renderWithApp(<IfoodCard />, strings);
    await user.type(await screen.findByLabelText('Merchant ID'), merchantId);
    await user.click(screen.getByRole('button', { name: 'Conectar iFood' }));

    expect(await screen.findByText('Conectado à loja Lanchonete da Praça')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/ifood/connect'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ merchantId });
    const status = await screen.findByRole('list', { name: 'Status no iFood' });
    expect(within(status).getByText('Aberta')).toBeTruthy();
    expect(status.textContent).toContain('Entrega · Loja aberta');
    expect(screen.getByRole('button', { name: 'Desconectar iFood' })).toBeTruthy();
  });

  it("shows the server's Portuguese refusal of an unknown merchant under the field", async () => {
    server(disconnected, () =>
      json({ code: 'UNPROCESSABLE', status: 422, detail: ifoodUnknownMerchantMessage }, 422),
    );
    const user = userEvent.setup();
    renderWithApp(<IfoodCard />, strings);
    await user.type(await screen.findByLabelText('Merchant ID'), 'nao-existe');
    await user.click(screen.getByRole('button', { name: 'Conectar iFood' }));
    const field = screen.getByLabelText('Merchant ID');
    expect(await screen.findByText(ifoodUnknownMerchantMessage)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Desconectar iFood' })).toBeNull();
  });

  it('"Aceitar pedidos iFood automaticamente" is on by default and saves when flipped', async () => {
    const fetchMock = server(connected, () => json(connected));
    const user = userEvent.setup();
    renderWithApp(<IfoodCard />, strings);
    const toggle = await screen.findByRole('switch', {
      name: 'Aceitar pedidos iFood automaticamente',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    const saved = fetchMock.mock.calls.find(([url]) => url.endsWith('/ifood/auto-accept'));
    expect(saved?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ autoAccept: false });
    await vi.waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('says the platform app is missing and keeps "Conectar iFood" disabled', async () => {
    server({ ...disconnected, appConfigured: false }, () => json(connected));
    renderWithApp(<IfoodCard />, strings);
    expect(
      await screen.findByText(
        'O aplicativo iFood da plataforma ainda não foi configurado. Peça ao suporte da plataforma.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Conectar iFood' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('"Pausar iFood" pauses the store for the time chosen and shows it closed until then', async () => {
    const fetchMock = server(connected, () => json(connected));
    const user = userEvent.setup();
    renderWithApp(<IfoodCard />, strings);
    await user.selectOptions(await screen.findByLabelText('Pausar por'), '1 hora');
    await user.click(screen.getByRole('button', { name: 'Pausar iFood' }));

    expect(await screen.findByText('Pausada no iFood até 14:30')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => url.endsWith('/ifood/pause') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ minutes: 60 });
    const status = screen.getByRole('list', { name: 'Status no iFood' });
    await vi.waitFor(() => expect(within(status).getByText('Fechada')).toBeTruthy());
    expect(status.textContent).toContain('Entrega · Loja pausada');
  });

  it('"Retomar iFood" ends the pause in force', async () => {
    const fetchMock = server(connected, () => json(connected), { paused: true });
    const user = userEvent.setup();
    renderWithApp(<IfoodCard />, strings);
    expect(await screen.findByText('Pausada no iFood até 14:30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retomar iFood' }));

    expect(await screen.findByRole('button', { name: 'Pausar iFood' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url.endsWith('/ifood/pause') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
