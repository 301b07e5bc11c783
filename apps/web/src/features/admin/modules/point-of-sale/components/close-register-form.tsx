import { cashDenominations, countedCents, formatCents, otherCashKey } from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormCard } from '@/components/form-card';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { parseReais } from '@/lib/money-input';
import { useCloseRegister } from '../api/pdv';
import { useApproval } from '../hooks/use-approval';
import { ApproverFields } from './approver-fields';

const quantityOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

/**
 * The blind count: how many of each note and coin, a free "outros" amount (so it reaches a
 * centavo whatever is in the drawer), and the card and Pix summaries. The expected amounts are
 * not shown until the register is closed. A difference above the shop's threshold asks for a
 * Gerente's or an administrator's approval on the spot (the server says so; the screen cannot know).
 */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export function CloseRegisterForm({
  registerId,
  onClosed,
  onCancel,
}: {
  registerId: string;
  onClosed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [other, setOther] = useState('');
  const [card, setCard] = useState('');
  const [pix, setPix] = useState('');
  const close = useCloseRegister();
  const approval = useApproval();
  const [approvalError, setApprovalError] = useState<string | undefined>();
  const cash = Object.fromEntries(
    Object.entries(counts).map(([denomination, text]) => [denomination, quantityOf(text)]),
  );
  const otherCents = parseReais(other) ?? 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    close.mutate(
      {
        id: registerId,
        cash,
        otherCents,
        cardCents: parseReais(card) ?? 0,
        pixCents: parseReais(pix) ?? 0,
        authorization: approval.authorization,
      },
      {
        onSuccess: onClosed,
        onError: (error) => {
          approval.noteRefusal(error);
          setApprovalError(fieldErrorsFromApi(error).authorization);
          toast.error(errorMessage(error, t('pdv.closing.failed')));
        },
      },
    );
  }

  return (
    <FormCard
      title={t('pdv.closing.title')}
      description={t('pdv.closing.description')}
      onSubmit={submit}
    >
      <DenominationCounts
        counts={counts}
        other={other}
        onCount={(denomination, text) =>
          setCounts((current) => ({ ...current, [denomination]: text }))
        }
        onOther={setOther}
      />
      <p className="text-lg font-semibold" role="status">
        {t('pdv.closing.counted', {
          amount: formatCents(countedCents({ ...cash, [otherCashKey]: otherCents })),
        })}
      </p>
      <SummaryFields card={card} pix={pix} onCard={setCard} onPix={setPix} />
      {approval.notice && (
        <ApproverFields
          notice={approval.notice}
          value={approval.draft}
          error={approvalError}
          onChange={approval.setDraft}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('pdv.choices.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={close.isPending}>
          {t('pdv.closing.submit')}
        </Button>
      </div>
    </FormCard>
  );
}

/** How many of each note and coin are in the drawer, and a free amount for the rest, as typed. */
function DenominationCounts({
  counts,
  other,
  onCount,
  onOther,
}: {
  counts: Record<string, string>;
  other: string;
  onCount: (denomination: string, text: string) => void;
  onOther: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{t('pdv.closing.notes')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cashDenominations.map((cents) => (
          <FormField
            key={cents}
            label={formatCents(cents)}
            inputMode="numeric"
            autoComplete="off"
            value={counts[String(cents)] ?? ''}
            onChange={(event) => onCount(String(cents), event.target.value)}
          />
        ))}
      </div>
      <MoneyField label={t('pdv.closing.other')} value={other} onValueChange={onOther} />
    </fieldset>
  );
}

/** The card and Pix totals from the terminal's and the bank's summaries. */
function SummaryFields({
  card,
  pix,
  onCard,
  onPix,
}: {
  card: string;
  pix: string;
  onCard: (text: string) => void;
  onPix: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <MoneyField label={t('pdv.closing.card')} value={card} onValueChange={onCard} />
      <MoneyField label={t('pdv.closing.pix')} value={pix} onValueChange={onPix} />
    </div>
  );
}
