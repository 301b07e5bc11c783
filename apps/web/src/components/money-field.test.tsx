// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseReais } from '@/lib/money-input';
import { MoneyField } from './money-field';

afterEach(cleanup);

/** A form's state around the field, showing what the form would send in centavos. */
function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [text, setText] = useState(initial);
  const cents = parseReais(text);
  return (
    <>
      <MoneyField
        label="Valor"
        hint="Em reais"
        error={error}
        value={text}
        onValueChange={setText}
      />
      <output>{cents === null ? 'inválido' : String(cents)}</output>
      <button type="button">Outro</button>
    </>
  );
}

async function typeAndLeave(typed: string) {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByLabelText('Valor');
  await user.type(input, typed);
  await user.click(screen.getByRole('button', { name: 'Outro' }));
  return input as HTMLInputElement;
}

describe('MoneyField', () => {
  it('asks for a decimal keypad and no autofill', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Valor');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it.each([
    ['12,9', '12,90', '1290'],
    ['12', '12,00', '1200'],
    ['1.234,5', '1234,50', '123450'],
    ['R$ 7,50', '7,50', '750'],
    ['12.90', '12,90', '1290'],
    ['0,29', '0,29', '29'],
  ])('typed %j reads %j on leaving the field, %s centavos', async (typed, shown, cents) => {
    const input = await typeAndLeave(typed);
    expect(input.value).toBe(shown);
    expect(screen.getByRole('status').textContent).toBe(cents);
  });

  it('keeps what is not an amount as typed, for the message to point at', async () => {
    const input = await typeAndLeave('12,999');
    expect(input.value).toBe('12,999');
    expect(screen.getByRole('status').textContent).toBe('inválido');
  });

  it('keeps the text while it is typed, comma and all', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    await user.type(input, '3,');
    expect(input.value).toBe('3,');
  });

  it('shows the hint, then the error in its place, tied to the input', () => {
    const { rerender } = render(<Harness />);
    const input = screen.getByLabelText('Valor');
    expect(screen.getByText('Em reais').id).toBe(input.getAttribute('aria-describedby'));
    rerender(<Harness error="Informe um valor" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Informe um valor').id).toBe(input.getAttribute('aria-describedby'));
    expect(screen.queryByText('Em reais')).toBeNull();
  });
});
