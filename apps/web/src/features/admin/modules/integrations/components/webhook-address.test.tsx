// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import strings from '../locales/pt-BR.json';
import { WebhookAddress } from './webhook-address';
import { testI18n } from '@/test/render';

const i18n = testI18n(strings);

afterEach(cleanup);

const show = (url: string | null, superAdmin: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <WebhookAddress url={url} superAdmin={superAdmin} />
    </I18nextProvider>,
  );

/** PUBLIC_URL is the platform's setting: the owner is told whom to ask, the super admin what. */
describe('the webhook address on Integrações', () => {
  it('shows the address to paste into Mercado Pago', () => {
    show('https://comanda.example/api/webhooks/mercadopago/1', false);
    expect(
      (screen.getByLabelText('URL de notificações (cole no Mercado Pago)') as HTMLInputElement)
        .value,
    ).toBe('https://comanda.example/api/webhooks/mercadopago/1');
  });

  it('tells the owner to ask the platform, without the server setting', () => {
    const { container } = show(null, false);
    expect(container.textContent).toContain(
      'Peça ao suporte da plataforma para configurar o endereço público',
    );
    expect(container.textContent).not.toContain('PUBLIC_URL');
  });

  it('names the server setting to the super admin', () => {
    const { container } = show(null, true);
    expect(container.textContent).toContain('Defina PUBLIC_URL no servidor');
  });
});
