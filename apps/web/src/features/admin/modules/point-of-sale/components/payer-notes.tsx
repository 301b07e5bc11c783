import {
  cpfInvalidMessage,
  fiscalNoteStatusLabels,
  formatCpfInput,
  type PayerNote,
} from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { usePayerNote } from '../api/tabs';
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

/** A part's NFC-e after the closing: its number, its status until the SEFAZ answers, the DANFE. */
export function PayerNoteStatus({ part, note }: { part?: number; note: PayerNote }) {
  const { t } = useTranslation();
  const followed = usePayerNote(note.id);
  const status = followed.data?.status ?? 'pending';
  return (
    <p data-testid="pdv-tab-note" className="flex flex-wrap gap-x-2 text-sm">
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
      {followed.data &&
        ['rejected', 'failed', 'denied'].includes(status) &&
        followed.data.xMotivo && <span className="text-destructive">{followed.data.xMotivo}</span>}
    </p>
  );
}
