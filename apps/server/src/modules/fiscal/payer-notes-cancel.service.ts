import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrderById } from '../orders';
import { cancelPayloadPrefix } from './cancel.service';
import { cancelDeadline, cancelWindowMinutes, ufOfAccessKey } from './cancel-window';
import type { FiscalPorts } from './emission.ports';
import { fiscalChannel } from './emission.service';
import { fiscalNotes, type FiscalNote, type NotePayer } from './fiscal-notes.tables';
import { declaresOrder, reservePayerNotes } from './payer-notes.service';

/*
 * Canceling an order of a table tab paid per payer (decision 089). Its money is declared on
 * its payers' notes (082), each of which may declare other orders of the tab too, and an
 * NFC-e is canceled whole, only within the UF's window after its authorisation (decision 033).
 * So, with the order's cancel, in its transaction: each payer note that declares it is
 * canceled (asked here, sent after commit as any cancel), and the other orders it declared get
 * a new note of the same payer without the canceled order, so they stay declared once. When a
 * note that declares it is past its window, the cancel is refused before anything is written
 * or refunded: the note cannot go, and a canceled order must not stay on an authorised note.
 */

/**
 * The payer notes that declare the order, none of their cancels asked yet: those that may
 * still be (or are) authorised, or those the SEFAZ never authorised (failed, rejected).
 */
function payerNotesOf(
  db: Executor,
  establishmentId: string,
  orderId: string,
  statuses: "'pending', 'contingency', 'authorised'" | "'failed', 'rejected'",
) {
  return db
    .select()
    .from(fiscalNotes)
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        declaresOrder(orderId),
        sql`${fiscalNotes.status} in (${sql.raw(statuses)})`,
        isNull(fiscalNotes.cancelRequestedAt),
      ),
    )
    .orderBy(fiscalNotes.number);
}

const livePayerNotes = (db: Executor, establishmentId: string, orderId: string) =>
  payerNotesOf(db, establishmentId, orderId, "'pending', 'contingency', 'authorised'");

/** An authorised note past its cancel window (decision 033): it cannot be canceled any more. */
function pastWindow(notes: readonly FiscalNote[], now: Date): FiscalNote | undefined {
  return notes.find((note) => {
    const deadline = note.status === 'authorised' ? cancelDeadline(note) : undefined;
    return deadline !== undefined && deadline.getTime() < now.getTime();
  });
}

function refusalOf(orderNumber: number, note: FiscalNote): string {
  const uf = note.accessKey ? ufOfAccessKey(note.accessKey) : undefined;
  const minutes = uf ? cancelWindowMinutes(uf) : 30;
  return (
    `O pedido nº ${orderNumber} foi pago na conta da mesa e está na NFC-e nº ${note.number} ` +
    `série ${note.series} (${note.payer!.label}), autorizada há mais de ${minutes} minutos: ` +
    'o prazo para cancelar a nota passou, e a venda continua declarada. Não cancele o pedido: ' +
    'devolva o valor ao cliente pelo caixa (sangria).'
  );
}

/** Why staff may not cancel the order (asked before any refund), or null. */
export async function payerNotesCancelRefusal(
  db: Executor,
  establishmentId: string,
  orderId: string,
  now = new Date(),
): Promise<string | null> {
  const late = pastWindow(await livePayerNotes(db, establishmentId, orderId), now);
  if (!late) return null;
  const order = await findOrderById(db, establishmentId, orderId);
  return refusalOf(order?.orderNumber ?? 0, late);
}

/**
 * A payer note the SEFAZ never authorised (failed, rejected: retried from the PDV) is written
 * again without the canceled order, so its retry declares only the orders still sold; one
 * left with nothing is not emitted (its cancel marked, as an order's own note's: its number
 * goes to inutilização).
 */
async function rewriteUnsentNotes(
  tx: Executor,
  establishmentId: string,
  orderId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const unsent = await payerNotesOf(tx, establishmentId, orderId, "'failed', 'rejected'").for(
    'update',
  );
  for (const note of unsent) {
    const { shares } = await payerWithout(tx, establishmentId, note);
    const set =
      shares.length > 0
        ? { payer: { ...note.payer!, shares }, updatedAt: now }
        : { cancelRequestedAt: now, cancelReason: reason, updatedAt: now };
    await tx
      .update(fiscalNotes)
      .set(set)
      .where(and(eq(fiscalNotes.establishmentId, establishmentId), eq(fiscalNotes.id, note.id)));
  }
}

/** The payer without the orders canceled: what its new note declares. */
async function payerWithout(
  tx: Executor,
  establishmentId: string,
  note: FiscalNote,
): Promise<NotePayer> {
  const payer = note.payer!;
  const gone = new Set<string>();
  for (const share of payer.shares) {
    const order = await findOrderById(tx, establishmentId, share.orderId);
    if (!order || order.paymentStatus === 'canceled') gone.add(share.orderId);
  }
  return {
    ...payer,
    label: `${payer.label.split(' · substitui ')[0]} · substitui a NFC-e nº ${note.number} série ${note.series}`,
    shares: payer.shares.filter((share) => !gone.has(share.orderId)),
  };
}

/**
 * 'order.canceled', in the cancel's transaction (the order is canceled already): the payer
 * notes that declare it are canceled, and a new note per payer declares the rest of theirs.
 */
export async function cancelPayerNotesOfCanceledOrder(
  tx: Executor,
  ports: FiscalPorts,
  establishmentId: string,
  orderId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await rewriteUnsentNotes(tx, establishmentId, orderId, reason, now);
  const notes = await livePayerNotes(tx, establishmentId, orderId).for('update');
  if (notes.length === 0) return;
  const late = pastWindow(notes, now);
  if (late) {
    const order = await findOrderById(tx, establishmentId, orderId);
    throw new AppError('CONFLICT', refusalOf(order?.orderNumber ?? 0, late));
  }
  const rest: NotePayer[] = [];
  for (const note of notes) {
    await tx
      .update(fiscalNotes)
      .set({ cancelRequestedAt: now, cancelReason: reason, nextAttemptAt: null, updatedAt: now })
      .where(and(eq(fiscalNotes.establishmentId, establishmentId), eq(fiscalNotes.id, note.id)));
    await tx.execute(sql`select pg_notify(${fiscalChannel}, ${cancelPayloadPrefix + note.id})`);
    const payer = await payerWithout(tx, establishmentId, note);
    if (payer.shares.length > 0) rest.push(payer);
  }
  if (rest.length > 0) await reservePayerNotes(tx, ports, establishmentId, rest);
}
