import type { Subscriber } from '../../lib/domain-events';
import type { PaidOrderStep } from '../orders';
import type { FiscalPorts } from './emission.ports';
import { requestCancelOfCanceledOrder } from './cancel.service';
import { reserveNote } from './emission.service';
import { cancelPayerNotesOfCanceledOrder } from './payer-notes-cancel.service';

/**
 * The paid order's fiscal step: when the shop emits NFC-e, the order's note is reserved
 * (series, gapless number) in the paying transaction, once the sale stands; it is built and
 * sent after commit (emission.plugin.ts). `ports` is read at each run: the fiscal context is
 * decorated after the workflow is wired.
 */
export function fiscalNoteStep(ports: () => FiscalPorts): PaidOrderStep {
  return {
    name: 'fiscal-note',
    requires: ['stockTaken'],
    run: (tx, { order }) => reserveNote(tx, ports(), order),
  };
}

/**
 * 'order.canceled': the order's NFC-e is canceled too (decision 033), and so are the notes of
 * a table tab's payers that declare it, their other orders declared again (decision 089).
 * Only asked here (the order's cancel never waits for the SEFAZ); an emitter tries it after
 * commit and the outcome shows on the note.
 */
export function cancelNoteOfCanceledOrder(ports: () => FiscalPorts): Subscriber<'order.canceled'> {
  return async (tx, { establishmentId, orderId }) => {
    const reason = await requestCancelOfCanceledOrder(tx, establishmentId, orderId);
    if (reason === undefined) return;
    await cancelPayerNotesOfCanceledOrder(
      tx,
      ports(),
      establishmentId,
      orderId,
      reason,
      new Date(),
    );
  };
}
