// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterMovement, RegisterView } from '@comanda/shared';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import strings from '../locales/pt-BR.json';
import { RegisterReport } from './register-report';
import { testI18n } from '@/test/render';

const i18n = testI18n(strings);
afterEach(cleanup);

const orderA = '00000000-0000-4000-8000-00000000000a';
const orderB = '00000000-0000-4000-8000-00000000000b';
let next = 0;
const row = (values: Partial<RegisterMovement>): RegisterMovement => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  kind: 'sale',
  method: 'cash',
  amountCents: 1000,
  reason: null,
  orderNumber: null,
  orderId: null,
  actor: 'caixa@loja.com',
  at: '2026-11-27T12:00:00.000Z',
  ...values,
});

const register: RegisterView = {
  id: '00000000-0000-4000-8000-000000000100',
  name: 'Caixa 1',
  operator: 'caixa@loja.com',
  openedAt: '2026-11-27T11:00:00.000Z',
  closedAt: null,
  openingFloatCents: 5000,
  salesCount: 2,
  totals: [],
  movements: [
    row({ kind: 'opening', amountCents: 5000 }),
    // Order 7 split in cash and card: one cancel button for the order.
    row({ orderId: orderA, orderNumber: 7 }),
    row({ orderId: orderA, orderNumber: 7, method: 'card' }),
    // Order 8 already given back: no button.
    row({ orderId: orderB, orderNumber: 8 }),
    row({ orderId: orderB, orderNumber: 8, kind: 'refund', amountCents: -1000 }),
  ],
  cashCount: null,
};

describe('register report: canceling a sale (issue 32)', () => {
  it("offers one cancel per sale not given back, with the cancel's reason form", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RegisterReport register={register} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const buttons = screen.getAllByRole('button', { name: /Cancelar venda nº/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancelar venda nº 7']);
    await userEvent.setup().click(buttons[0]!);
    const form = screen.getByRole('form', { name: 'Cancelar a venda nº 7' });
    expect(form.querySelector('input')).toBeTruthy();
    expect(screen.getByLabelText(/Motivo do cancelamento/)).toBeTruthy();
  });
});
