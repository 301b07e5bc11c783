// @vitest-environment happy-dom
import type { PublicOnlineMenu } from '@comanda/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { initialForm } from './checkout-form';
import { DeliveryFields, PersonFields } from './sections';

afterEach(cleanup);

/** The words of app/locales/pt-BR.online-menu.json these sections show. */
const strings = {
  onlineMenu: {
    checkout: {
      you: 'Seus dados',
      name: 'Nome',
      phone: 'Telefone (WhatsApp)',
      phoneHint: 'Avisamos pelo WhatsApp quando o pedido estiver pronto.',
      entrega: 'Entrega',
      cep: 'CEP',
      rua: 'Rua',
      numero: 'Número',
      bairro: 'Bairro',
      chooseBairro: 'Escolha o bairro',
      complemento: 'Complemento (opcional)',
      zoneOption: '{{bairro}} · taxa {{fee}} · mínimo {{minimum}}',
    },
  },
};

/** What these sections read of the shop's online menu: delivery, and one bairro. */
const settings = {
  openNow: true,
  fulfilments: { mesa: false, retirada: false, entrega: true, agendar: false },
  payments: { pix: true, dinheiro: true, cartao: true },
  schedule: null,
  zones: [{ id: 'z1', bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 20 }],
} as unknown as PublicOnlineMenu;
const form = initialForm(settings, null);

describe('checkout sections', () => {
  it('ties each field to its label, its hint and its error, and reports what is typed', async () => {
    const update = vi.fn();
    renderWithApp(
      <PersonFields form={form} errors={{ name: 'Informe seu nome' }} update={update} />,
      strings,
    );
    const name = screen.getByLabelText('Nome');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Informe seu nome',
    );
    const phone = screen.getByLabelText('Telefone (WhatsApp)');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Avisamos pelo WhatsApp quando o pedido estiver pronto.',
    );
    await userEvent.type(phone, '1');
    expect(update).toHaveBeenLastCalledWith({ phone: '1' });
  });

  it("offers the shop's bairros after an empty first choice", async () => {
    const update = vi.fn();
    renderWithApp(
      <DeliveryFields
        settings={settings}
        form={form}
        errors={{ zoneId: 'Escolha o bairro' }}
        update={update}
        subtotalCents={1000}
      />,
      strings,
    );
    const bairro = screen.getByLabelText('Bairro');
    expect(bairro.getAttribute('aria-invalid')).toBe('true');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('Escolha o bairro');
    expect(options[1]).toMatch(/^Centro · taxa R\$\s5,00 · mínimo R\$\s30,00$/);
    await userEvent.selectOptions(bairro, 'z1');
    expect(update).toHaveBeenLastCalledWith({ zoneId: 'z1' });
  });
});
