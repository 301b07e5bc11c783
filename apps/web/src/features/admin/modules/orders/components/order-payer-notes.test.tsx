// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { OrderPayerNotes as Notes } from '@comanda/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { OrderPayerNotes } from './order-payer-notes';

/*
 * /admin/pedidos, an order paid on a table's tab by two payers with their own NFC-e (decisions
 * 082, 089): its detail shows both notes, as it shows an order's own.
 */

const orderId = '6f0c9a52-3a1e-4b7e-9d2f-00000000f089';
const payerNote = (n: number, status: Notes['notes'][number]['status']) => ({
  id: `0196a3f0-0000-7000-8000-00000000000${n}`,
  orderId,
  status,
  series: 1,
  number: 40 + n,
  tpEmis: 1,
  accessKey: status === 'authorised' ? `3526111234567800019565001000000041${n}123456786` : null,
  protocol: null,
  cStat: status === 'rejected' ? '778' : '100',
  xMotivo: status === 'rejected' ? 'Rejeição: NCM inexistente' : 'Autorizado o uso da NF-e',
  qrCode: null,
  attempts: 1,
  issuedAt: '2026-11-28T10:00:00.000Z',
  authorisedAt: null,
  contingencyAt: null,
  cancelRequestedAt: null,
  canceledAt: null,
  cancelCStat: null,
  cancelXMotivo: null,
  cancelProtocol: null,
  cancelDeadline: null,
  replacedNumber: null,
  replacedKey: null,
  substitutedAt: null,
  substitutionProtocol: null,
  substitutionXMotivo: null,
  danfePath: status === 'authorised' ? `/api/public/danfe/n${n}/token` : null,
  payer: `Mesa 12 · pagante ${n} de 2`,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an order paid on a table's tab, in /admin/pedidos", () => {
  it("lists each payer's NFC-e: number, series, payer, status, the DANFE or the SEFAZ's reason", async () => {
    const body: Notes = { notes: [payerNote(1, 'authorised'), payerNote(2, 'rejected')] };
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrderPayerNotes orderId={orderId} />, strings);
    const notes = await screen.findAllByTestId('payer-note');
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain(
      `/api/admin/orders/${orderId}/payer-notes`,
    );
    expect(notes.map((note) => note.querySelector('p')!.textContent)).toEqual([
      'NFC-e nº 41 série 1 (Mesa 12 · pagante 1 de 2): Autorizada',
      'NFC-e nº 42 série 1 (Mesa 12 · pagante 2 de 2): Rejeitada',
    ]);
    expect(screen.getByRole('link', { name: /DANFE/ }).getAttribute('href')).toBe(
      '/api/public/danfe/n1/token',
    );
    expect(notes[1]!.textContent).toContain('Rejeição: NCM inexistente');
  });
});
