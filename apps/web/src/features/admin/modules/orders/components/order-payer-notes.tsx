import { fiscalNoteStatusLabels } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { useOrderPayerNotes } from '../api/shop-orders';

/**
 * An order paid on a table's tab by payers with their own NFC-e (decisions 082, 089): its
 * own note gave way to theirs, so the order's detail lists each payer's note as it lists an
 * order's own: number, series, status, the SEFAZ's reason, the key and the DANFE link.
 */
export function OrderPayerNotes({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const notes = useOrderPayerNotes(orderId);
  if (!notes.data?.notes.length) return null;
  return (
    <ul className="grid gap-2" aria-label={t('admin.orders.all.payerNotes')}>
      {notes.data.notes.map((note) => (
        <li key={note.id} data-testid="payer-note" className="grid gap-1">
          <p>
            {t('admin.orders.all.payerNote', {
              number: note.number,
              series: note.series,
              payer: note.payer,
              status: fiscalNoteStatusLabels[note.status],
            })}
          </p>
          {note.accessKey && <p className="break-all font-mono text-xs">{note.accessKey}</p>}
          {note.danfePath && (
            <a
              href={note.danfePath}
              target="_blank"
              rel="noreferrer"
              className="font-medium underline underline-offset-4"
            >
              {t('admin.orders.all.danfe')}
            </a>
          )}
          {!['authorised', 'canceled'].includes(note.status) && note.xMotivo && (
            <p>{note.xMotivo}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
