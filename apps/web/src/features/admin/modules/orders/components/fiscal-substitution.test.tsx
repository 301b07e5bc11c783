// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiscalNoteView } from '@comanda/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { FiscalNoteStatus } from './shop-orders';

/*
 * An order's NFC-e on /admin/pedidos after a cancel by substitution (decision 080): the
 * contingency note is the sale's note, its normal twin canceled by 110112, or still owed.
 */

const orderId = '6f0c9a52-3a1e-4b7e-9d2f-00000000f080';
const twinKey = '35261112345678000195650010000000011123456780';
const note: FiscalNoteView = {
  id: 'note-1',
  orderId,
  status: 'authorised',
  series: 1,
  number: 1,
  tpEmis: 9,
  accessKey: '35261112345678000195650010000000019123456786',
  protocol: '135260000000002',
  cStat: '100',
  xMotivo: 'Autorizado o uso da NF-e',
  qrCode: null,
  attempts: 2,
  issuedAt: '2026-11-28T10:00:00.000Z',
  authorisedAt: '2026-11-28T12:00:00.000Z',
  contingencyAt: '2026-11-28T10:00:01.000Z',
  cancelRequestedAt: null,
  canceledAt: null,
  cancelCStat: null,
  cancelXMotivo: null,
  cancelProtocol: null,
  cancelDeadline: '2026-11-28T12:30:00.000Z',
  replacedNumber: 1,
  replacedKey: twinKey,
  substitutedAt: '2026-11-28T12:00:02.000Z',
  substitutionProtocol: '135260000000003',
  substitutionXMotivo: 'Evento registrado e vinculado a NF-e',
};
const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an order's NFC-e after a cancel by substitution", () => {
  it('shows the note authorised and its normal twin canceled by substitution, with no retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(note)),
    );
    renderWithApp(<FiscalNoteStatus orderId={orderId} orderCanceled={false} />, strings);
    expect(await screen.findByText('NFC-e nº 1 série 1: Autorizada')).toBeTruthy();
    expect(screen.getByTestId('fiscal-substituted').textContent).toBe(
      `A NFC-e nº 1 de emissão normal (chave ${twinKey}), autorizada sem que a resposta ` +
        'chegasse, foi cancelada por substituição por esta (protocolo 135260000000003)',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an owed 110112 says why and sends it again', async () => {
    const owed = {
      ...note,
      substitutedAt: null,
      substitutionProtocol: null,
      substitutionXMotivo: 'SEFAZ indisponível: 503',
    };
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => json(owed));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<FiscalNoteStatus orderId={orderId} orderCanceled={false} />, strings);
    expect(
      await screen.findByText(
        'Cancelamento por substituição da NFC-e nº 1 de emissão normal pendente: SEFAZ indisponível: 503',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('fiscal-substituted')).toBeNull();
    await user.click(
      screen.getByRole('button', {
        name: 'Cancelar por substituição a NFC-e nº 1 de emissão normal',
      }),
    );
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === `/api/admin/orders/${orderId}/fiscal-note/retry` && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
