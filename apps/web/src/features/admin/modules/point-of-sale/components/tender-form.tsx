import type { CounterTenderMethod, Tender } from '@comanda/shared';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { addTender, type TenderDraft } from '../utils/checkout';
import { PixCode } from './pix-code';
import { QuickAmounts } from './quick-amounts';

const methods: CounterTenderMethod[] = ['cash', 'pix', 'card'];

/**
 * The next tender: its method, the amount (blank is what is left to pay), and for card and
 * Pix the shop's provider when it has one (one provider tender per sale).
 */
export function TenderForm({
  remainingCents,
  draft,
  onDraft,
  tenders,
  providerMethods,
  onTenders,
}: {
  remainingCents: number;
  draft: TenderDraft;
  onDraft: (draft: TenderDraft) => void;
  tenders: Tender[];
  providerMethods: readonly ('card' | 'pix')[];
  onTenders: (tenders: Tender[]) => void;
}) {
  const { t } = useTranslation();
  const { method, amount } = draft;
  const setAmount = (next: string) => onDraft({ method, amount: next });
  const [error, setError] = useState<string | undefined>();
  // The amount typed, else what is left to pay (the Pix shown is for it too).
  const typedCents = amount.trim() === '' ? remainingCents : parseReais(amount);
  const viaProvider = method !== 'cash' && providerMethods.includes(method);
  const providerTaken = tenders.some((tender) => tender.viaProvider);

  function add(event: FormEvent | MouseEvent, throughProvider = false) {
    event.preventDefault();
    if (!typedCents) {
      setError(t('pdv.payment.invalidAmount'));
      return;
    }
    onTenders(
      addTender(tenders, {
        method,
        amountCents: typedCents,
        viaProvider: throughProvider && viaProvider,
      }),
    );
    onDraft({ method, amount: '' });
    setError(undefined);
  }

  return (
    <form className="grid gap-3" onSubmit={add} noValidate>
      <MethodButtons method={method} onMethod={(next) => onDraft({ method: next, amount })} />
      {method === 'cash' ? (
        <QuickAmounts onAmount={setAmount} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t(method === 'card' ? 'pdv.payment.cardHint' : 'pdv.payment.pixHint')}
        </p>
      )}
      {method === 'pix' && !viaProvider && <PixCode amountCents={typedCents ?? remainingCents} />}
      <MoneyField
        label={t(method === 'cash' ? 'pdv.payment.received' : 'pdv.payment.amount')}
        autoFocus
        placeholder={formatReaisInput(remainingCents)}
        value={amount}
        error={error}
        onValueChange={setAmount}
      />
      {viaProvider && (
        <Button type="button" disabled={providerTaken} onClick={(event) => add(event, true)}>
          {t(method === 'card' ? 'pdv.payment.viaCard' : 'pdv.payment.viaPix')}
        </Button>
      )}
      <Button type="submit" variant="secondary">
        {t(viaProvider ? 'pdv.payment.manual' : 'pdv.payment.add')}
      </Button>
    </form>
  );
}

function MethodButtons({
  method,
  onMethod,
}: {
  method: CounterTenderMethod;
  onMethod: (method: CounterTenderMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-3 gap-2" role="group">
      {methods.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={method === option}
          className={cn(
            'min-h-12 rounded-md border text-base font-semibold',
            method === option
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border',
          )}
          onClick={() => onMethod(option)}
        >
          {t(`pdv.payment.${option}`)}
        </button>
      ))}
    </div>
  );
}
