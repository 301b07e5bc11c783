// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiscalReadiness } from '@comanda/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { ReadinessCard } from './readiness-card';

const lanches = '7f1f7c0e-0000-4000-8000-000000000001';
const bebidas = '7f1f7c0e-0000-4000-8000-000000000002';
const notReady: FiscalReadiness = {
  ready: false,
  activeProducts: 3,
  missing: [
    {
      id: '7f1f7c0e-0000-4000-8000-0000000000a1',
      name: 'X-Salada',
      categoryId: lanches,
      categoryName: 'Lanches',
      fields: ['ncm', 'cfop', 'taxCode'],
    },
    {
      id: '7f1f7c0e-0000-4000-8000-0000000000a2',
      name: 'Suco',
      categoryId: bebidas,
      categoryName: 'Bebidas',
      fields: ['taxCode'],
    },
  ],
};

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 30, 4: the NFC-e screen lists the products missing codes and sets them by category. */
describe('NFC-e readiness card', () => {
  it('links each active product missing a code and says which codes it lacks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(notReady)),
    );
    renderWithApp(
      <MemoryRouter>
        <ReadinessCard />
      </MemoryRouter>,
      strings,
    );
    const list = await screen.findByRole('list', { name: 'Produtos sem código fiscal' });
    expect(screen.getByText('2 produtos ativos sem código fiscal:')).toBeTruthy();
    const salada = within(list).getByRole('link', { name: 'X-Salada' });
    expect(salada.getAttribute('href')).toBe(`/admin/produtos/${notReady.missing[0]!.id}`);
    expect(list.textContent).toContain('X-Salada (Lanches): falta NCM, CFOP, CSOSN/CST');
    expect(list.textContent).toContain('Suco (Bebidas): falta CSOSN/CST');
  });

  it("sets a category's codes at once, then shows every product ready", async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json({ updated: 2, readiness: { ready: true, activeProducts: 3, missing: [] } })
        : json(notReady),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(
      <MemoryRouter>
        <ReadinessCard />
      </MemoryRouter>,
      strings,
    );
    await screen.findByRole('list', { name: 'Produtos sem código fiscal' });
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Bebidas');
    await user.type(screen.getByLabelText('NCM'), '22021000');
    await user.clear(screen.getByLabelText('CFOP'));
    await user.type(screen.getByLabelText('CFOP'), '5405');
    await user.clear(screen.getByLabelText('CSOSN/CST'));
    await user.type(screen.getByLabelText('CSOSN/CST'), '500');
    await user.click(screen.getByRole('button', { name: 'Aplicar à categoria' }));

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/fiscal/category-codes');
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      categoryId: bebidas,
      ncm: '22021000',
      cfop: '5405',
      taxCode: '500',
    });
    expect(
      await screen.findByText('Todos os 3 produtos ativos têm NCM, CFOP e CSOSN/CST.'),
    ).toBeTruthy();
  });
});
