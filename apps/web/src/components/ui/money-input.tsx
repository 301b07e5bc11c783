import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { normalizeReaisInput } from '@/lib/money-input';

export type MoneyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** What the person typed, in reais with a decimal comma ('12,90'); lib/money-input parses it. */
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * The one input for an amount of money: a decimal keypad on phones, no autofill, and on leaving
 * the field the amount rewritten in its canonical form ('12,9' → '12,90'); text that is not an
 * amount stays as typed, for the form's message to point at.
 */
export function MoneyInput({ value, onValueChange, onBlur, ...props }: MoneyInputProps) {
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        const canonical = normalizeReaisInput(event.target.value);
        if (canonical !== event.target.value) onValueChange(canonical);
        onBlur?.(event);
      }}
    />
  );
}
