import {
  cpfInvalidMessage,
  fiscalNoteStatusLabels,
  formatCpfInput,
  type PayerNote,
} from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { usePayerNote, useRetryPayerNote } from '../api/tabs';
import { cpfInvalid } from '../utils/checkout';

/*
 * One NFC-e per payer of a table tab (issue #35, decision 082): each part's "CPF na nota"
 * when the shop issues NFC-e, and, once the tab is closed, each part's note as the SEFAZ
 * answers it, with the customer's DANFE.
 */

/** A payer's "CPF na nota (opcional)" (of part `part`), as the counter's cart asks it. */
export function PayerCpfField({
  part,
  value,
  onChange,
}: {
  part?: number | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={part === undefined ? t('pdv.cart.cpf') : t('pdv.tabs.partCpf', { number: part })}
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      value={formatCpfInput(value)}
      error={cpfInvalid(value) ? cpfInvalidMessage : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Each part's "CPF na nota" at the closing, in the parts' order. */
export function PartCpfFields({
  cpfs,
  onChange,
}: {
  cpfs: readonly string[];
  onChange: (cpfs: string[]) => void;
}) {
  return cpfs.map((cpf, index) => (
    <PayerCpfField
      key={index}
      part={index + 1}
      value={cpf}
      onChange={(value) => onChange(cpfs.map((old, at) => (at === index ? value : old)))}
    />
  ));
}

const refused: readonly string[] = ['rejected', 'failed', 'denied'];
/** What the PDV may emit again once the cause is fixed (as the admin's order screen). */
const retryable: readonly string[] = ['rejected', 'failed'];

/** A part's NFC-e after the closing: its number, its status until the SEFAZ answers, the DANFE. */
export function PayerNoteStatus({ part, note }: { part?: number; note: PayerNote }) {
  const { t } = useTranslation();
  const followed = usePayerNote(note.id);
  const retry = useRetryPayerNote(note.id);
  const status = followed.data?.status ?? 'pending';
  return (
    <div data-testid="pdv-tab-note" className="flex flex-wrap items-center gap-x-2 text-sm">
      <span>
        {t(part === undefined ? 'pdv.tabs.note' : 'pdv.tabs.partNote', {
          number: part,
          note: note.number,
          series: note.series,
          status: fiscalNoteStatusLabels[status],
        })}
      </span>
      {followed.data?.danfePath && (
        <a
          href={followed.data.danfePath}
          target="_blank"
          rel="noreferrer"
          className="font-medium underline underline-offset-4"
        >
          {t('pdv.tabs.danfe')}
        </a>
      )}
      {followed.data && refused.includes(status) && (
        <span className="text-destructive">{followed.data.xMotivo}</span>
      )}
      {retryable.includes(status) && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (error) => toast.error(errorMessage(error, t('pdv.tabs.noteRetryFailed'))),
            })
          }
        >
          {t('pdv.tabs.noteRetry')}
        </Button>
      )}
    </div>
  );
}
