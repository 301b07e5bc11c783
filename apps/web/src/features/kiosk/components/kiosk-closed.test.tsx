// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { BusinessHours } from '@comanda/shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KioskClosed, showsClosedScreen } from './kiosk-closed';
import { testI18n } from '@/test/render';

// The kiosk's Portuguese words this screen uses (app/locales/pt-BR.json, kiosk.welcome).
const strings = {
  kiosk: {
    welcome: {
      closed: 'Fechado',
      opensToday: 'Abrimos hoje às {{time}}',
      opensTomorrow: 'Abrimos amanhã às {{time}}',
      opensOn: 'Abrimos {{weekday}} às {{time}}',
      backToStart: 'Voltar ao início',
    },
  },
};

const i18n = testI18n(strings);

afterEach(cleanup);

// 2026-11-23 is a Monday; São Paulo is UTC-3.
const at = (time: string, date = '2026-11-23') => new Date(`${date}T${time}:00-03:00`);
const weekdays: BusinessHours = [
  null,
  ...Array.from({ length: 5 }, () => ({ open: '11:00', close: '23:00' })),
  null,
];

const show = (now: Date) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <KioskClosed hours={weekdays} now={now} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('a kiosk screen opened while the shop is closed', () => {
  it('is the closed screen on every step but the welcome, the success and a payment under way', () => {
    for (const path of [
      '/totem/categorias',
      '/totem/produtos/1',
      '/totem/produto/1',
      '/totem/bebidas',
      '/totem/sobremesas',
      '/totem/resumo',
    ]) {
      expect(showsClosedScreen(path, false), path).toBe(true);
      expect(showsClosedScreen(path, true), path).toBe(true);
    }
    expect(showsClosedScreen('/totem/pagamento', false)).toBe(true);
    expect(showsClosedScreen('/totem/pagamento', true)).toBe(false);
    expect(showsClosedScreen('/totem', false)).toBe(false);
    expect(showsClosedScreen('/totem/', false)).toBe(false);
    expect(showsClosedScreen('/totem/sucesso', false)).toBe(false);
  });

  it("says 'Fechado' and when the shop opens next, in the shop's time", () => {
    show(at('23:46'));
    expect(screen.getByRole('heading').textContent).toBe('Fechado');
    expect(screen.getByText('Abrimos amanhã às 11:00')).toBeTruthy();
    cleanup();
    show(at('09:00'));
    expect(screen.getByText('Abrimos hoje às 11:00')).toBeTruthy();
    cleanup();
    show(at('23:30', '2026-11-27'));
    expect(screen.getByText('Abrimos segunda-feira às 11:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe(
      '/totem',
    );
  });
});
