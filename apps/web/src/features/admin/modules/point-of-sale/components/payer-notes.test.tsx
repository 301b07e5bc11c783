// @vitest-environment happy-dom
import type { AdminTab, ClosedTab, PayerNoteView } from '@comanda/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { PayerNoteStatus } from './payer-notes';
import { TabsPanel } from './tabs-panel';

/*
 * "Contas das mesas" when the shop issues NFC-e (decision 082): each part's "CPF na nota",
 * sent with its part, and after the closing each part's note as the SEFAZ answers it.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const registerId = '0196a3f0-0000-7000-8000-0000000000aa';
const tab: AdminTab = {
  id: '0196a3f0-0000-7000-8000-0000000000b1',
  tableNumber: 12,
  label: 'Mesa 12',
  openedAt: '2026-11-28T12:00:00.000Z',
  orders: [
    {
      orderNumber: 7,
      customerName: 'Ana',
      totalCents: 4000,
      paid: false,
      stage: 'preparing',
      paidCents: 0,
      items: [
        {
          id: '0196a3f0-0000-7000-8000-0000000000c1',
          name: 'Lanche',
          quantity: 2,
          totalCents: 4000,
          paid: false,
        },
      ],
      createdAt: '2026-11-28T12:00:00.000Z',
    },
  ],
  ordersCents: 4000,
  servicePercent: 10,
  serviceCents: 400,
  totalCents: 4400,
  paidCents: 0,
  dueCents: 4400,
  payments: [],
  servicePaidCents: 0,
  serviceLocked: null,
  waiterCalledAt: null,
  billRequestedAt: null,
};
const noteIds = ['0196a3f0-0000-7000-8000-0000000000d1', '0196a3f0-0000-7000-8000-0000000000d2'];
const closed: ClosedTab = {
  id: tab.id,
  tableNumber: 12,
  ordersCents: 4000,
  servicePercent: 10,
  serviceCents: 400,
  totalCents: 4400,
  paidCents: 0,
  dueCents: 4400,
  parts: [
    {
      method: 'cash',
      amountCents: 2200,
      changeCents: 0,
      note: { id: noteIds[0]!, series: 1, number: 8 },
    },
    {
      method: 'cash',
      amountCents: 2200,
      changeCents: 0,
      note: { id: noteIds[1]!, series: 1, number: 9 },
    },
  ],
  closedAt: '2026-11-28T13:00:00.000Z',
};
const noteView = (id: string, number: number): PayerNoteView => ({
  id,
  orderId: '0196a3f0-0000-7000-8000-0000000000e1',
  status: 'authorised',
  series: 1,
  number,
  tpEmis: 1,
  accessKey: '3'.repeat(44),
  protocol: '135260000000001',
  cStat: '100',
  xMotivo: 'Autorizado o uso da NF-e',
  qrCode: null,
  attempts: 1,
  issuedAt: '2026-11-28T13:00:00.000Z',
  authorisedAt: '2026-11-28T13:00:01.000Z',
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
  danfePath: `/api/public/danfe/${id}/token`,
});
const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

function stubServer() {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/close')) return json(closed);
    const note = noteIds.indexOf(url.split('/').at(-1)!);
    if (note >= 0) return json(noteView(noteIds[note]!, 8 + note));
    return json({ tabs: [tab] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Contas das mesas: one NFC-e per payer', () => {
  it('asks each part for its CPF, sends it with the part, then shows each part’s note', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithApp(<TabsPanel registerId={registerId} askCpf onBack={() => {}} />, strings);
    await user.click(await screen.findByRole('button', { name: 'Fechar conta' }));
    const parts = screen.getByLabelText('Dividir em quantas partes');
    fireEvent.change(parts, { target: { value: '2' } });
    const first = screen.getByLabelText('CPF na nota da parte 1 (opcional)');
    expect(screen.getByLabelText('CPF na nota da parte 2 (opcional)')).toBeTruthy();
    await user.type(first, '11111111112');
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: /^Fechar conta · / });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.clear(first);
    await user.type(first, '52998224725');
    expect(screen.queryByText('CPF inválido')).toBeNull();
    await user.click(confirm);

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/close'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/close'))!;
    expect(JSON.parse(String(init!.body)).parts).toEqual([
      { method: 'cash', cpf: '529.982.247-25' },
      { method: 'cash' },
    ]);
    expect(await screen.findByText('Parte 1: NFC-e nº 8 série 1 · Autorizada')).toBeTruthy();
    expect(await screen.findByText('Parte 2: NFC-e nº 9 série 1 · Autorizada')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'DANFE' })[0]!.getAttribute('href')).toBe(
      `/api/public/danfe/${noteIds[0]}/token`,
    );
  });

  it('asks no CPF when the shop issues no NFC-e', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithApp(<TabsPanel registerId={registerId} onBack={() => {}} />, strings);
    await user.click(await screen.findByRole('button', { name: 'Fechar conta' }));
    expect(screen.queryByLabelText(/CPF na nota/)).toBeNull();
  });

  it('offers to emit again a note that failed, and shows it authorised', async () => {
    let retried = false;
    const failed = { ...noteView(noteIds[0]!, 8), status: 'failed' as const, danfePath: null };
    const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/retry')) {
        retried = true;
        return json(noteView(noteIds[0]!, 8));
      }
      return json({ ...failed, xMotivo: 'Produto sem dados fiscais: Lanche' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<PayerNoteStatus part={1} note={closed.parts[0]!.note!} />, strings);
    expect(await screen.findByText('Produto sem dados fiscais: Lanche')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e novamente' }));
    expect(await screen.findByText('Parte 1: NFC-e nº 8 série 1 · Autorizada')).toBeTruthy();
    expect(retried).toBe(true);
    expect(screen.queryByRole('button', { name: 'Emitir NFC-e novamente' })).toBeNull();
  });
});
