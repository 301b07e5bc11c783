import { and, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { emitNote, findNoteOfOrder, type EmissionContext } from './emission.service';
import { fiscalDisablements, fiscalNotes, type FiscalNote } from './fiscal-notes.tables';
import { needsSubstitution, substituteTwin } from './substitution.service';

/*
 * Emitting again a note that failed (a product without its NCM, the settings incomplete) or
 * that the SEFAZ rejected, once the cause is fixed (issue 30, 4). Neither used its number, so
 * the note keeps its series and number and is built anew from the order and the products as
 * they are now, dated now.
 */

const retryable: FiscalNote['status'][] = ['failed', 'rejected'];

async function isDisabled(ctx: EmissionContext, note: FiscalNote): Promise<boolean> {
  const [disabled] = await ctx.db
    .select({ id: fiscalDisablements.id })
    .from(fiscalDisablements)
    .where(
      and(
        eq(fiscalDisablements.establishmentId, note.establishmentId),
        eq(fiscalDisablements.series, note.series),
        lte(fiscalDisablements.fromNumber, note.number),
        gte(fiscalDisablements.toNumber, note.number),
        isNotNull(fiscalDisablements.protocol),
      ),
    );
  return Boolean(disabled);
}

/**
 * Emits the order's failed or rejected note again, or finishes the cancel by substitution of
 * its normal twin (decision 080); answers the note as it ends up.
 */
export async function retryNote(
  ctx: EmissionContext,
  establishmentId: string,
  orderId: string,
): Promise<FiscalNote> {
  const note = await findNoteOfOrder(ctx.db, establishmentId, orderId);
  if (!note) throw new AppError('NOT_FOUND', 'Pedido sem nota fiscal');
  return retryFoundNote(ctx, establishmentId, note);
}

/** The same for a note already found (a split tab's payer's, decision 082, by its id). */
export async function retryFoundNote(
  ctx: EmissionContext,
  establishmentId: string,
  note: FiscalNote,
): Promise<FiscalNote> {
  // An authorised contingency note whose normal twin is still to be canceled (080).
  if (needsSubstitution(note)) {
    const substituted = await substituteTwin(ctx, note.id);
    if (!substituted) throw new AppError('CONFLICT', 'A nota já está sendo emitida');
    return substituted;
  }
  if (!retryable.includes(note.status)) {
    throw new AppError(
      'CONFLICT',
      'Só uma nota com falha na emissão ou rejeitada é emitida de novo',
    );
  }
  if (note.cancelRequestedAt) {
    throw new AppError('CONFLICT', 'Pedido cancelado: a nota não é emitida');
  }
  if (await isDisabled(ctx, note)) {
    throw new AppError(
      'CONFLICT',
      `O número ${note.number} da série ${note.series} foi inutilizado`,
    );
  }
  const now = ctx.now();
  const [reset] = await ctx.db
    .update(fiscalNotes)
    .set({
      status: 'pending',
      tpEmis: 1,
      xml: null,
      accessKey: null,
      qrCode: null,
      issuedAt: null,
      cStat: null,
      xMotivo: null,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(fiscalNotes.id, note.id),
        eq(fiscalNotes.establishmentId, establishmentId),
        inArray(fiscalNotes.status, retryable),
        or(isNull(fiscalNotes.claimedUntil), lte(fiscalNotes.claimedUntil, now)),
      ),
    )
    .returning();
  if (!reset) throw new AppError('CONFLICT', 'A nota já está sendo emitida');
  return (await emitNote(ctx, reset.id)) ?? reset;
}
