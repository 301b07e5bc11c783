// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import strings from '../locales/pt-BR.json';
import { IfoodConfirmCountdown } from './ifood-order-panel';
import { testI18n } from '@/test/render';

const i18n = testI18n(strings);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCountdown(deadline: string, onConfirm = vi.fn(), pending = false) {
  render(
    <I18nextProvider i18n={i18n}>
      <IfoodConfirmCountdown deadline={deadline} pending={pending} onConfirm={onConfirm} />
    </I18nextProvider>,
  );
  return onConfirm;
}

/** "Confirmar" within the 8 minutes iFood allows, counted down; gone after the deadline. */
describe('the iFood confirm countdown', () => {
  it('counts down to the deadline, then shows the state in Portuguese and no button', () => {
    const onConfirm = renderCountdown('2026-11-28T12:01:30Z');
    expect(screen.getByRole('timer').textContent).toBe('Confirme no iFood em 1:30');
    screen.getByRole('button', { name: 'Confirmar' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer').textContent).toBe('Confirme no iFood em 0:30');

    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(
      screen.getByText(
        'Prazo para confirmar no iFood encerrado: o iFood cancela o pedido não confirmado.',
      ),
    ).toBeTruthy();
  });

  it('is disabled while a confirm is under way (a double click sends one)', () => {
    const onConfirm = renderCountdown('2026-11-28T12:08:00Z', vi.fn(), true);
    const button = screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    button.click();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('timer').textContent).toBe('Confirme no iFood em 8:00');
  });
});
