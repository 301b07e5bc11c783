import { applyTenders, formatCents, tenderProblemMessages, type Tender } from '@comanda/shared';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { TenderDraft } from '../utils/checkout';
import { TenderForm } from './tender-form';

const row = 'flex justify-between gap-3 tabular-nums';

/**
 * Paying the total: cash (amount received, change shown, quick amounts), Pix or card, one
 * after the other until the total is covered (split payment). The server computes it again.
 * Confirming takes the cash typed too; what cannot be confirmed says why (`notice`).
 */
export function PaymentPanel({
  totalCents,
  tenders,
  providerMethods,
  busy,
  onTenders,
  draft,
  onDraft,
  notice,
  onConfirm,
  onBack,
}: {
  totalCents: number;
  tenders: Tender[];
  /** Card and Pix the shop's provider charges (its terminal, its Pix QR). */
  providerMethods: readonly ('card' | 'pix')[];
  busy: boolean;
  onTenders: (tenders: Tender[]) => void;
  /** The tender being typed (kept by the checkout: confirming takes its cash). */
  draft: TenderDraft;
  onDraft: (draft: TenderDraft) => void;
  /** Why the last confirmation was not made. */
  notice: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const outcome = applyTenders(totalCents, tenders);
  const remaining = outcome.missingCents;
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
        {outcome.applied.length > 0 && <TenderList tenders={tenders} onTenders={onTenders} />}
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
        <PaymentNotice notice={notice} problem={outcome.problem} />
        {remaining > 0 && (
          <TenderForm
            remainingCents={remaining}
            draft={draft}
            onDraft={onDraft}
            tenders={tenders}
            providerMethods={providerMethods}
            onTenders={onTenders}
          />
        )}
      </CardContent>
      <CardFooter className="grid grid-cols-[auto_1fr] gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('pdv.payment.back')}
        </Button>
        <Button type="button" size="lg" disabled={busy} onClick={onConfirm}>
          {t('pdv.payment.confirm')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * Why the last confirmation was not made, or else what is wrong with the tenders (a total
 * still missing is shown as the remaining amount, not as a problem).
 */
function PaymentNotice({
  notice,
  problem,
}: {
  notice: string | null;
  problem: ReturnType<typeof applyTenders>['problem'];
}) {
  const message =
    notice || (problem && problem !== 'missing' ? tenderProblemMessages[problem] : null);
  if (!message) return null;
  return (
    <p className="text-sm text-destructive" role="alert">
      {message}
    </p>
  );
}

/** The tenders taken so far, each removable. */
function TenderList({
  tenders,
  onTenders,
}: {
  tenders: Tender[];
  onTenders: (tenders: Tender[]) => void;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
