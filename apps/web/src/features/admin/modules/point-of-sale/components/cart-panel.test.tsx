// @vitest-environment happy-dom
import type { KioskProduct } from '@comanda/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { checkoutTotals, emptyDetails, type CartDetails } from '../utils/checkout';
import { plainLine, type SaleLine } from '../utils/sale';
import { CartPanel } from './cart-panel';

afterEach(cleanup);

const product = (name: string, priceCents: number) =>
  ({ id: `p-${name}`, name, priceCents }) as KioskProduct;

/** The cart as the counter holds it: lines and details in state, totals computed from them. */
function Cart({
  initial,
  askCpf = false,
  onPay = () => {},
}: {
  initial: SaleLine[];
  askCpf?: boolean;
  onPay?: () => void;
}) {
  const [lines, setLines] = useState(initial);
  const [details, setDetails] = useState<CartDetails>(emptyDetails);
  return (
    <CartPanel
      lines={lines}
      details={details}
      totals={checkoutTotals(lines, details, [])}
      discountLimitPercent={10}
      askCpf={askCpf}
      errors={{}}
      onLines={setLines}
      onDetails={setDetails}
      onPay={onPay}
    />
  );
}

const total = () => screen.getByTestId('pdv-total').textContent?.replace(/\s/g, ' ');

describe('the PDV cart', () => {
  it('totals the lines, and a quantity changed or a line removed changes the total', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Cart initial={[plainLine(product('X-Burger', 2500)), plainLine(product('Suco', 800))]} />,
      strings,
    );
    expect(total()).toBe('R$ 33,00');
    const burger = screen.getByText('X-Burger').closest('li')!;
    await user.click(within(burger).getByRole('button', { name: 'Aumentar quantidade' }));
    expect(total()).toBe('R$ 58,00');
    await user.click(screen.getByRole('button', { name: 'Remover Suco' }));
    expect(total()).toBe('R$ 50,00');
    expect(screen.queryByText('Suco')).toBeNull();
  });

  it('pays only with something in it', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    renderWithApp(<Cart initial={[plainLine(product('X-Burger', 2500))]} onPay={onPay} />, strings);
    await user.click(screen.getByRole('button', { name: 'Pagar (F4)' }));
    expect(onPay).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByText('Nenhum item. Busque ou toque em um produto.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar (F4)' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes a discount in reais or percent, asks its reason, and an admin over the limit', async () => {
    const user = userEvent.setup();
    renderWithApp(<Cart initial={[plainLine(product('X-Burger', 5000))]} />, strings);
    expect(screen.queryByLabelText('Motivo do desconto')).toBeNull();
    await user.type(screen.getByLabelText('Desconto', { selector: 'input' }), '5');
    expect(total()).toBe('R$ 45,00');
    expect(screen.getByLabelText('Motivo do desconto')).toBeTruthy();
    expect(screen.queryByLabelText('Senha de quem aprova')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Desconto' }), 'percent');
    await user.clear(screen.getByLabelText('Desconto', { selector: 'input' }));
    await user.type(screen.getByLabelText('Desconto', { selector: 'input' }), '20');
    expect(total()).toBe('R$ 40,00');
    expect(
      screen.getByText('Acima de 10% precisa da senha ou do PIN de um Gerente ou administrador.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Senha de quem aprova')).toBeTruthy();
  });

  it('asks "CPF na nota" only when the shop issues NFC-e, and says when it is invalid', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<Cart initial={[]} />, strings);
    expect(screen.queryByLabelText('CPF na nota (opcional)')).toBeNull();
    unmount();
    renderWithApp(<Cart initial={[]} askCpf />, strings);
    await user.type(screen.getByLabelText('CPF na nota (opcional)'), '11111111112');
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    await user.clear(screen.getByLabelText('CPF na nota (opcional)'));
    await user.type(screen.getByLabelText('CPF na nota (opcional)'), '52998224725');
    expect(screen.queryByText('CPF inválido')).toBeNull();
  });
});
