// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDeliveryRefusedMessage, type OpenDeliveryConnection } from '@comanda/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { OpenDeliveryCard } from './open-delivery-card';

const merchantId = '22815773000169-7d3e0b1a-8f5c-4e2d-9a61-00000000a001';
const disconnected: OpenDeliveryConnection = {
  baseUrl: null,
  clientId: null,
  merchantId: null,
  platformCnpj: null,
  secretSet: false,
  connected: false,
  latitude: null,
  longitude: null,
  merchantUrl: null,
  merchantApiKey: null,
};
const connected: OpenDeliveryConnection = {
  baseUrl: 'https://od.keeta.example/api',
  clientId: 'loja-praca',
  merchantId,
  platformCnpj: '11222333000181',
  secretSet: true,
  connected: true,
  latitude: -23.5614,
  longitude: -46.6559,
  merchantUrl:
    'https://comanda.example/api/open-delivery/7d3e0b1a-8f5c-4e2d-9a61-00000000a001/v1/merchant',
  merchantApiKey: 'chave-do-cardapio-0123456789abcdefghijklmnopqrstu',
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

function server(start: OpenDeliveryConnection, connect: () => Promise<Response>) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url.endsWith('/open-delivery/connect')) return connect();
    if (url.endsWith('/open-delivery/disconnect')) return json({ ...connected, connected: false });
    return json(start);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Fills the form by pasting: typing four long values one key at a time is slow on CI. */
async function fill(user: ReturnType<typeof userEvent.setup>, secret = 'segredo') {
  await screen.findByLabelText('Endereço da API');
  for (const [label, value] of [
    ['Endereço da API', 'https://od.keeta.example/api'],
    ['Merchant ID', merchantId],
    ['Client ID', 'loja-praca'],
    ['Client Secret', secret],
    ['CNPJ do aplicativo de pedidos', '11.222.333/0001-81'],
    ['Latitude da loja', '-23,5614'],
    ['Longitude da loja', '-46.6559'],
  ]) {
    await user.click(screen.getByLabelText(label!));
    await user.paste(value!);
  }
}

describe('the Open Delivery card on /admin/integracoes', { timeout: 20_000 }, () => {
  it('"Conectar Open Delivery" sends the base URL, credentials and merchant, then shows it connected', async () => {
    const fetchMock = server(disconnected, () => json(connected));
    const user = userEvent.setup();
    renderWithApp(<OpenDeliveryCard />, strings);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Conectar Open Delivery' }));
    expect(await screen.findByRole('button', { name: 'Desconectar Open Delivery' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/open-delivery/connect'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      baseUrl: 'https://od.keeta.example/api',
      clientId: 'loja-praca',
      clientSecret: 'segredo',
      merchantId,
      platformCnpj: '11.222.333/0001-81',
      latitude: -23.5614,
      longitude: -46.6559,
    });
    expect(screen.getByText('Conectado')).toBeTruthy();
    // The menu's address and key to give the application (GET /v1/merchant, decision 079).
    expect(screen.getByText(connected.merchantUrl!)).toBeTruthy();
    expect(screen.getByText(connected.merchantApiKey!)).toBeTruthy();
  });

  it("shows the server's Portuguese refusal under the secret field", async () => {
    server(disconnected, () =>
      json(
        {
          code: 'UNPROCESSABLE',
          status: 422,
          detail: openDeliveryRefusedMessage,
          errors: [{ path: 'clientSecret', message: openDeliveryRefusedMessage }],
        },
        422,
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<OpenDeliveryCard />, strings);
    await fill(user, 'errado');
    await user.click(screen.getByRole('button', { name: 'Conectar Open Delivery' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Client Secret').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('button', { name: 'Desconectar Open Delivery' })).toBeNull();
  });

  it('"Desconectar Open Delivery" goes back to the form, the secret kept', async () => {
    server(connected, () => json(connected));
    const user = userEvent.setup();
    renderWithApp(<OpenDeliveryCard />, strings);
    await user.click(await screen.findByRole('button', { name: 'Desconectar Open Delivery' }));
    expect(await screen.findByRole('button', { name: 'Conectar Open Delivery' })).toBeTruthy();
    expect((screen.getByLabelText('Endereço da API') as HTMLInputElement).value).toBe(
      'https://od.keeta.example/api',
    );
    expect(screen.getByText('Já guardado. Deixe em branco para manter o atual.')).toBeTruthy();
  });
});
