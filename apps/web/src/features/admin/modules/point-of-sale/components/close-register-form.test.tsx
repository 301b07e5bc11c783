// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import strings from '../locales/pt-BR.json';
import { CloseRegisterForm } from './close-register-form';
import { testI18n } from '@/test/render';

const i18n = testI18n(strings);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <CloseRegisterForm registerId="r1" onClosed={() => {}} onCancel={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The blind count reaches a centavo: every real note and coin, and a free amount. */
describe('close register form', () => {
  it('lists the Brazilian notes and coins, from R$ 200,00 down to R$ 0,01', () => {
    renderForm();
    for (const label of [
      'R$ 200,00',
      'R$ 100,00',
      'R$ 50,00',
      'R$ 20,00',
      'R$ 10,00',
      'R$ 5,00',
      'R$ 2,00',
      'R$ 1,00',
      'R$ 0,50',
      'R$ 0,25',
      'R$ 0,10',
      'R$ 0,05',
      'R$ 0,01',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it('counts centavos and the "outros" amount, and sends both', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 500 })));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('R$ 10,00'), '1');
    await user.type(screen.getByLabelText('R$ 0,01'), '3');
    await user.type(screen.getByLabelText('Outros valores (R$)'), '2,30');
    expect(screen.getByRole('status').textContent).toBe('Dinheiro contado: R$ 12,33');
    await user.click(screen.getByRole('button', { name: 'Fechar caixa' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      cash: { '1000': 1, '1': 3 },
      otherCents: 230,
    });
  });

  it('asks for an approver when the server refuses the difference, then sends their credential (issue 32)', async () => {
    const detail =
      'Diferença no fechamento acima de R$ 5,00: é preciso a aprovação de um Gerente ou administrador';
    const refusal = {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      code: 'FORBIDDEN',
      detail,
      errors: [{ path: 'authorization', message: 'Senha de administrador necessária' }],
    };
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(refusal), {
          status: 403,
          headers: { 'content-type': 'application/problem+json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText('Senha de quem aprova')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fechar caixa' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail de quem aprova'), 'gerente@loja.com');
    await user.type(screen.getByLabelText('Senha de quem aprova'), 'senha-gerente');
    await user.click(screen.getByRole('button', { name: 'Fechar caixa' }));
    const bodies = fetchMock.mock.calls.map((call) => {
      const [, init] = call as unknown as [string, RequestInit];
      return JSON.parse(init.body as string) as { authorization?: unknown };
    });
    expect(bodies[0]).not.toHaveProperty('authorization');
    expect(bodies[1]?.authorization).toEqual({
      email: 'gerente@loja.com',
      password: 'senha-gerente',
    });
  });
});
