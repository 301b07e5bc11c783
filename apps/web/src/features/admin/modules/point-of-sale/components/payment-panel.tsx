import {
  applyTenders,
  formatCents,
  tenderProblemMessages,
  type CounterTenderMethod,
  type Tender,
} from '@comanda/shared';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { PixCode } from './pix-code';

const quickAmounts = [1000, 2000, 5000, 10000];
const methods: CounterTenderMethod[] = ['cash', 'pix', 'card'];

/**
 * Paying the total: cash (amount received, change shown, quick amounts), Pix or card, one
 * after the other until the total is covered (split payment). The server computes it again.
 */
export function PaymentPanel({
  totalCents,
  tenders,
  providerMethods,
  busy,
  onTenders,
  onConfirm,
  onBack,
}: {
  totalCents: number;
  tenders: Tender[];
  /** Card and Pix the shop's provider charges (its terminal, its Pix QR). */
  providerMethods: readonly ('card' | 'pix')[];
  busy: boolean;
  onTenders: (tenders: Tender[]) => void;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const outcome = applyTenders(totalCents, tenders);
  const [method, setMethod] = useState<CounterTenderMethod>('cash');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remaining = outcome.missingCents;
  // The Pix shown is for the amount typed, else for what is left to pay.
  const pixCents = amount.trim() === '' ? remaining : parseReais(amount);

  const viaProvider = method !== 'cash' && providerMethods.includes(method);
  // One tender per sale goes through the provider.
  const providerTaken = tenders.some((tender) => tender.viaProvider);

  function add(event: FormEvent | MouseEvent, throughProvider = false) {
    event.preventDefault();
    const cents = amount.trim() === '' ? remaining : parseReais(amount);
    if (!cents) {
      setError(t('pdv.payment.invalidAmount'));
      return;
    }
    const others = tenders.filter((tender) => tender.method !== 'cash' || method !== 'cash');
    const cash = tenders.find((tender) => tender.method === 'cash');
    // One cash tender: more cash received adds to it.
    const next =
      method === 'cash' && cash
        ? [...others, { method, amountCents: cash.amountCents + cents }]
        : [...tenders, { method, amountCents: cents, ...(throughProvider ? { viaProvider } : {}) }];
    onTenders(next);
    setAmount('');
    setError(undefined);
  }

  const row = 'flex justify-between gap-3 tabular-nums';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pdv.payment.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className={cn(row, 'text-2xl font-bold')}>
          <span>{t('pdv.payment.total')}</span>
          <span>{formatCents(totalCents)}</span>
        </div>
        {outcome.applied.length > 0 && (
          <ul className="grid gap-2">
            {tenders.map((tender, index) => (
              <li key={`${tender.method}-${index}`} className={cn(row, 'items-center')}>
                <span>
                  {t(`pdv.methods.${tender.method}`)}
                  {tender.viaProvider && ` (${t('pdv.payment.viaProvider')})`}
                </span>
                <span className="ml-auto">{formatCents(tender.amountCents)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('pdv.payment.removeTender')}
                  onClick={() => onTenders(tenders.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={row}>
          <span>{t('pdv.payment.remaining')}</span>
          <span data-testid="pdv-remaining">{formatCents(remaining)}</span>
        </div>
        <div
          className={cn(row, 'rounded-md bg-muted p-3 text-2xl font-bold')}
          role="status"
          aria-live="polite"
        >
          <span>{t('pdv.payment.change')}</span>
          <span data-testid="pdv-change">{formatCents(outcome.changeCents)}</span>
        </div>
        {outcome.problem && outcome.problem !== 'missing' && (
          <p className="text-sm text-destructive" role="alert">
            {tenderProblemMessages[outcome.problem]}
          </p>
        )}
        {remaining > 0 && (
          <form className="grid gap-3" onSubmit={add} noValidate>
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
                  onClick={() => setMethod(option)}
                >
                  {t(`pdv.payment.${option}`)}
                </button>
              ))}
            </div>
            {method === 'cash' ? (
              <div className="grid grid-cols-4 gap-2">
                {quickAmounts.map((cents) => (
                  <Button
                    key={cents}
                    type="button"
                    variant="outline"
                    onClick={() => setAmount(formatReaisInput(cents))}
                  >
                    {formatCents(cents)}
                  </Button>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                {t(method === 'card' ? 'pdv.payment.cardHint' : 'pdv.payment.pixHint')}
              </p>
            )}
            {method === 'pix' && !viaProvider && <PixCode amountCents={pixCents ?? remaining} />}
            <FormField
              label={t(method === 'cash' ? 'pdv.payment.received' : 'pdv.payment.amount')}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              placeholder={formatReaisInput(remaining)}
              value={amount}
              error={error}
              onChange={(event) => setAmount(event.target.value)}
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
        )}
      </CardContent>
      <CardFooter className="grid grid-cols-[auto_1fr] gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('pdv.payment.back')}
        </Button>
        <Button
          type="button"
          size="lg"
          disabled={busy || outcome.problem !== null}
          onClick={onConfirm}
        >
          {t('pdv.payment.confirm')}
        </Button>
      </CardFooter>
    </Card>
  );
}
