// @vitest-environment happy-dom
import type { Tender } from '@comanda/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { emptyDraft, type TenderDraft } from '../utils/checkout';
import { PaymentPanel } from './payment-panel';

afterEach(cleanup);

/** The panel as the counter holds it: the tenders in state. */
function Payment({
  totalCents,
  providerMethods = [],
  onConfirm = () => {},
}: {
  totalCents: number;
  providerMethods?: ('card' | 'pix')[];
  onConfirm?: () => void;
}) {
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [draft, setDraft] = useState<TenderDraft>(emptyDraft);
  return (
    <PaymentPanel
      totalCents={totalCents}
      tenders={tenders}
      providerMethods={providerMethods}
      busy={false}
      onTenders={setTenders}
      draft={draft}
      onDraft={setDraft}
      notice={null}
      onConfirm={onConfirm}
      onBack={() => {}}
    />
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');
const confirmButton = () => screen.getByRole('button', { name: 'Confirmar venda (F9)' });

describe('the PDV payment panel', () => {
  it('takes cash with a quick amount, shows the change, and confirms once the total is covered', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithApp(<Payment totalCents={3290} onConfirm={onConfirm} />, strings);
    expect(text('pdv-remaining')).toBe('R$ 32,90');

    await user.click(screen.getByRole('button', { name: 'R$ 20,00' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    expect(text('pdv-remaining')).toBe('R$ 12,90');

    // More cash adds to the same tender: the change is on the whole.
    await user.type(screen.getByLabelText('Valor recebido (R$)'), '20');
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    expect(screen.getAllByRole('button', { name: 'Remover pagamento' })).toHaveLength(1);
    expect(text('pdv-remaining')).toBe('R$ 0,00');
    expect(text('pdv-change')).toBe('R$ 7,10');
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('splits between card and cash; a blank amount is what is left', async () => {
    const user = userEvent.setup();
    renderWithApp(<Payment totalCents={5000} />, strings);
    await user.click(screen.getByRole('button', { name: 'Cartão' }));
    await user.type(screen.getByLabelText('Valor (R$)'), '30,00');
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    expect(text('pdv-remaining')).toBe('R$ 20,00');
    await user.click(screen.getByRole('button', { name: 'Dinheiro' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    expect(text('pdv-remaining')).toBe('R$ 0,00');
    expect(text('pdv-change')).toBe('R$ 0,00');
    expect(confirmButton().hasAttribute('disabled')).toBe(false);

    // A tender removed: something is missing again.
    await user.click(screen.getAllByRole('button', { name: 'Remover pagamento' })[0]!);
    expect(text('pdv-remaining')).toBe('R$ 30,00');
  });

  it('says so when the amount typed is not reais', async () => {
    const user = userEvent.setup();
    renderWithApp(<Payment totalCents={1000} />, strings);
    await user.type(screen.getByLabelText('Valor recebido (R$)'), 'dez');
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    expect(screen.getByText('Informe um valor em reais')).toBeTruthy();
    expect(text('pdv-remaining')).toBe('R$ 10,00');
  });

  it("charges card through the shop's provider once a sale", async () => {
    const user = userEvent.setup();
    renderWithApp(<Payment totalCents={4000} providerMethods={['card']} />, strings);
    await user.click(screen.getByRole('button', { name: 'Cartão' }));
    expect(screen.getByRole('button', { name: 'Confirmar manualmente' })).toBeTruthy();
    await user.type(screen.getByLabelText('Valor (R$)'), '10');
    await user.click(screen.getByRole('button', { name: 'Cobrar na maquininha' }));
    expect(screen.getByText(/pelo provedor/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Cobrar na maquininha' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
