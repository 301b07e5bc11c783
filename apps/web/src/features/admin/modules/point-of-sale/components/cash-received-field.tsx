import { applyTenders, formatCents } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '@/components/money-field';
import { parseReais } from '@/lib/money-input';

/**
 * What a cash payment of `amountCents` takes, from the "Valor recebido" typed: the cash handed
 * over (null when nothing or nothing valid was typed), the change the shared `applyTenders`
 * gives back (the server computes the same), and whether it is less than the amount.
 */
export function cashReceivedOf(amountCents: number, typed: string) {
  const receivedCents = typed.trim() === '' ? null : parseReais(typed);
  if (receivedCents === null || receivedCents <= 0 || amountCents <= 0) {
    return { receivedCents: null, changeCents: null, low: false };
  }
  const outcome = applyTenders(amountCents, [{ method: 'cash', amountCents: receivedCents }]);
  const low = outcome.problem !== null;
  return { receivedCents, changeCents: low ? null : outcome.changeCents, low };
}

/**
 * "Valor recebido" of a cash payment and its "Troco" (the counter's due orders, a tab's part
 * paid while open, each cash part of a tab's closing): one field and its change, live.
 */
export function CashReceivedField({
  amountCents,
  value,
  onValueChange,
  label,
  error,
  changeTestId,
}: {
  amountCents: number;
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  /** Why the payment cannot go (else "less than the amount" when it is). */
  error?: string | undefined;
  changeTestId?: string;
}) {
  const { t } = useTranslation();
  const { changeCents, low } = cashReceivedOf(amountCents, value);
  return (
    <>
      <MoneyField
        label={label}
        value={value}
        onValueChange={onValueChange}
        error={error ?? (low ? t('pdv.cash.receivedLow') : undefined)}
      />
      {changeCents !== null && (
        <p role="status" className="font-semibold tabular-nums" data-testid={changeTestId}>
          {t('pdv.cash.change', { change: formatCents(changeCents) })}
        </p>
      )}
    </>
  );
}
