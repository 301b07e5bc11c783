// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import strings from '../locales/pt-BR.json';
import { useCounterCheckout } from './use-counter-checkout';
import { useCounterKeys } from './use-counter-keys';
import type { SaleLine } from '../utils/sale';
import { PaymentPanel } from '../components/payment-panel';
import { testI18n } from '@/test/render';

const i18n = testI18n(strings);

/** A R$ 31,00 burger in the cart. */
const burger: SaleLine = {
  lineId: 'l1',
  productId: '5b0c3f5e-3c1d-4f7a-9b1e-0a6f2d8c4e11',
  name: 'Lanche',
  priceCents: 3100,
  quantity: 1,
  extras: [],
  addons: [],
  removals: [],
  choices: [],
  notes: '',
};

/** The counter's payment step as /admin/pdv wires it: the checkout, its keys and the panel. */
function Paying() {
  const setMode = vi.fn();
  const searchRef = useRef<HTMLInputElement>(null);
  const checkout = useCounterCheckout({
    registerId: '0f8e1b2c-6a4d-4e3f-8b7a-1c2d3e4f5a6b',
    askCpf: false,
    discountLimitPercent: 10,
    setMode,
  });
  const { setLines } = checkout;
  useEffect(() => setLines([burger]), [setLines]);
  useCounterKeys({
    mode: { name: 'pay' },
    cartEmpty: false,
    confirm: checkout.confirm,
    setMode,
    searchRef,
  });
  return <PaymentPanel {...checkout.paymentPanel} providerMethods={[]} onBack={() => {}} />;
}

function serve() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(init.body as string));
      return new Promise<Response>(() => {});
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Paying />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return bodies;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue #30: the cash typed and F9 (or 'Confirmar') confirms; what cannot says why. */
describe('PDV payment', () => {
  it('confirms with the cash typed when F9 is pressed, with its change', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Valor recebido (R$)'), '50');
    await user.keyboard('{F9}');
    expect(bodies).toEqual([
      expect.objectContaining({
        tenders: [{ method: 'cash', amountCents: 5000 }],
        expectedTotalCents: 3100,
        expectedChangeCents: 1900,
      }),
    ]);
  });

  it("confirms with the cash typed on 'Confirmar venda'", async () => {
    const bodies = serve();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Valor recebido (R$)'), '31');
    await user.click(screen.getByRole('button', { name: 'Confirmar venda (F9)' }));
    expect(bodies).toEqual([
      expect.objectContaining({ tenders: [{ method: 'cash', amountCents: 3100 }] }),
    ]);
  });

  it('says why it cannot confirm: too little cash, or nothing typed', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Valor recebido (R$)'), '20');
    await user.keyboard('{F9}');
    expect(screen.getByRole('alert').textContent).toBe(
      'Falta R$ 11,00 para cobrir o total do pedido',
    );
    await user.clear(screen.getByLabelText('Valor recebido (R$)'));
    await user.type(screen.getByLabelText('Valor recebido (R$)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirmar venda (F9)' }));
    expect(screen.getByRole('alert').textContent).toBe('Informe um valor em reais');
    expect(bodies).toEqual([]);
  });
});
