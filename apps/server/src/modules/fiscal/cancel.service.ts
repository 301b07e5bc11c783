import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formatDateTime } from '@comanda/shared';
import { findOrderById } from '../orders';
import { cancelDeadline, cancelWindowMinutes, ufOfAccessKey } from './cancel-window';
import {
  withClaimedNote,
  clientFor,
  emitNote,
  fiscalChannel,
  message,
  retryDelayMs,
  update,
  work,
  type EmissionContext,
} from './emission.service';
import { fiscalNotes, type FiscalNote } from './fiscal-notes.tables';
import { openCertificate } from './nfce/certificate';
import { fiscalText } from './nfce/xml';
import { SefazUnavailableError } from './sefaz/soap';
import { needsSubstitution, substituteTwin } from './substitution.service';

/*
 * NFC-e cancellation (decision 033). When a paid order is canceled, its note's cancel is
 * asked in the same transaction ('order.canceled') and tried after commit: a note still
 * pending or in contingency is transmitted first (a note the SEFAZ never saw cannot be
 * canceled, and its number must not be lost), then the cancel event 110111 is sent within
 * the UF's window. The order's cancel never waits for the SEFAZ; the outcome is on the note.
 */

/** NOTIFY payload prefix that asks the emitters to cancel a note (same channel as emission). */
export const cancelPayloadPrefix = 'cancel:';
/** Statuses whose note may still become (or is) authorised, so its cancel can go on. */
const cancellable: FiscalNote['status'][] = ['pending', 'contingency', 'authorised'];
/** 573: the SEFAZ already holds this very event (an earlier answer was lost). */
const duplicateEvent = '573';

/** xJust of the cancel of a note whose order staff canceled with `reason`. */
export function cancelJustification(reason: string | null): string {
  return fiscalText(`Pedido cancelado: ${reason ?? 'pelo estabelecimento'}`, 255);
}

/**
 * Asks the cancel of the order's note, in the order's transaction; NOTIFY (on commit) wakes
 * an emitter to try it, unless the caller tries it itself (`wakeEmitters: false`: an emitter
 * woken too would race it for the note). Nothing when the order has no note or the note can
 * never be authorised (rejected, denied, failed: its number goes to inutilização instead).
 */
export async function requestNoteCancel(
  tx: Executor,
  establishmentId: string,
  orderId: string,
  reason: string,
  now: Date,
  wakeEmitters = true,
): Promise<FiscalNote | undefined> {
  const [note] = await tx
    .update(fiscalNotes)
    .set({
      cancelRequestedAt: now,
      cancelReason: reason,
      cancelCStat: null,
      cancelXMotivo: null,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        eq(fiscalNotes.orderId, orderId),
        isNull(fiscalNotes.payer),
        sql`${fiscalNotes.status} in ('pending', 'contingency', 'authorised')`,
      ),
    )
    .returning();
  if (note && wakeEmitters) {
    await tx.execute(sql`select pg_notify(${fiscalChannel}, ${cancelPayloadPrefix + note.id})`);
  }
  return note;
}

/**
 * 'order.canceled' in its transaction: the justification from the staff's reason. Answers
 * that justification (for the payers' notes that declare the order), undefined without order.
 */
export async function requestCancelOfCanceledOrder(
  tx: Executor,
  establishmentId: string,
  orderId: string,
): Promise<string | undefined> {
  const order = await findOrderById(tx, establishmentId, orderId);
  if (!order) return undefined;
  const reason = cancelJustification(order.cancelReason);
  await requestNoteCancel(tx, establishmentId, orderId, reason, new Date());
  return reason;
}

/**
 * Tries the asked cancel of a note: transmits it first when the SEFAZ has not authorised it
 * yet, then sends the event. Answers the note as it ends up; undefined when another emitter
 * holds it (that one tries the cancel when it is done, see emitThenCancel).
 */
export async function cancelNote(
  ctx: EmissionContext,
  noteId: string,
): Promise<FiscalNote | undefined> {
  return withClaimedNote(
    ctx,
    noteId,
    { statuses: cancellable, onlyToCancel: true },
    {
      step: async (note) =>
        sendCancel(ctx, note.status === 'authorised' ? note : await work(ctx, note)),
      failed: 'NFC-e cancel failed',
      keep: (error) => ({ cancelXMotivo: message(error).slice(0, 500) }),
    },
  );
}

/**
 * Emits a note; once a contingency note is authorised, cancels its normal twin by
 * substitution when the SEFAZ holds that one too (decisions 061, 080); then tries its cancel
 * if one was asked meanwhile (the emitter's NOTIFY). A note already authorised (the queue
 * retrying a substitution the SEFAZ did not answer) goes straight to the substitution.
 */
export async function emitThenCancel(
  ctx: EmissionContext,
  noteId: string,
): Promise<FiscalNote | undefined> {
  let emitted = await emitNote(ctx, noteId);
  if (!emitted || needsSubstitution(emitted)) {
    emitted = (await substituteTwin(ctx, noteId)) ?? emitted;
  }
  return (await cancelNote(ctx, noteId)) ?? emitted;
}

async function sendCancel(ctx: EmissionContext, note: FiscalNote): Promise<FiscalNote> {
  if (note.status === 'contingency') {
    return update(ctx, note, {
      cancelXMotivo:
        'SEFAZ indisponível: a nota em contingência será transmitida e cancelada quando ela voltar',
    });
  }
  if (note.status !== 'authorised') {
    return update(ctx, note, {
      cancelXMotivo: 'A nota não foi autorizada: não há o que cancelar; inutilize o número',
    });
  }
  const now = ctx.now();
  const deadline = cancelDeadline(note)!;
  if (now > deadline) {
    const minutes = cancelWindowMinutes(ufOfAccessKey(note.accessKey!) ?? 'SP');
    return update(ctx, note, {
      cancelXMotivo:
        `Prazo de cancelamento da NFC-e encerrado em ${formatDateTime(deadline)} ` +
        `(${minutes} minutos após a autorização). Peça o cancelamento extemporâneo à SEFAZ ` +
        'ou emita uma NF-e de devolução.',
      nextAttemptAt: null,
    });
  }
  const issuer = await ctx.ports.issuer(ctx.db, note.establishmentId);
  if (!issuer?.enabled) {
    return update(ctx, note, { cancelXMotivo: 'Emissão fiscal desligada na loja' });
  }
  const client = await clientFor(ctx, issuer, openCertificate(issuer.certificate));
  try {
    const result = await client.cancel({
      key: note.accessKey!,
      protocol: note.protocol!,
      reason: note.cancelReason ?? cancelJustification(null),
      cnpj: issuer.cnpj,
      at: now,
      batchId: String(now.getTime()).slice(-15),
    });
    if (result.registered || result.cStat === duplicateEvent) {
      return update(ctx, note, {
        status: 'canceled',
        canceledAt: now,
        cancelCStat: result.cStat,
        cancelXMotivo: result.xMotivo,
        cancelProtocol: result.protocol ?? null,
        cancelXml: result.processedXml ?? null,
        nextAttemptAt: null,
      });
    }
    return update(ctx, note, {
      cancelCStat: result.cStat,
      cancelXMotivo: result.xMotivo,
      nextAttemptAt: null,
    });
  } catch (error) {
    if (!(error instanceof SefazUnavailableError)) throw error;
    // The contingency job tries again while the window lasts.
    return update(ctx, note, {
      cancelXMotivo: `SEFAZ indisponível: ${error.message}`.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + Math.min(retryDelayMs(1), 5 * 60_000)),
    });
  }
}
