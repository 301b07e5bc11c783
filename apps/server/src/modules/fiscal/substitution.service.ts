import { formatDateTime } from '@comanda/shared';
import { accessKeyCheckDigit } from './nfce/access-key';
import { openCertificate } from './nfce/certificate';
import { fiscalText } from './nfce/xml';
import {
  withClaimedNote,
  clientFor,
  message,
  retryDelayMs,
  update,
  type EmissionContext,
} from './emission.service';
import type { FiscalNote } from './fiscal-notes.tables';
import type { SefazClient } from './sefaz/sefaz-client';
import { SefazUnavailableError } from './sefaz/soap';

/*
 * Cancel by substitution (event 110112, NT 2018.004; decisions 061 and 080). A note sent
 * normally whose answer was lost is rebuilt in contingency (tpEmis 9) with the same number
 * and cNF (decision 030). The NFC-e's natural key includes the tpEmis (Ajuste SINIEF 19/19),
 * so a SEFAZ that did receive the normal one authorises the contingency one too: two notes
 * for one sale. Once the contingency note is authorised, the SEFAZ is asked (consultation by
 * key, NFeConsultaProtocolo) for its normal twin, the same key with tpEmis 1; when that one
 * is authorised too, it is canceled by 110112 referencing the contingency note, its
 * substitute, within 168 hours of its issue. A plain cancel (110111) would be refused past
 * its 30 minutes, and would not say that the sale still has its note.
 */

/** How long after the first note's issue the SEFAZ takes its cancel by substitution. */
export const substitutionWindowHours = 168;
const duplicateEvent = '573';

/** The key of a contingency note's normal twin: the same key with tpEmis 1 (its own cDV). */
export function normalTwinKey(contingencyKey: string): string {
  const body = `${contingencyKey.slice(0, 34)}1${contingencyKey.slice(35, 43)}`;
  return body + accessKeyCheckDigit(body);
}

/**
 * An authorised contingency note whose normal twin was not looked for yet (no answer on
 * record), or was found authorised and its 110112 is still owed.
 */
export function needsSubstitution(note: FiscalNote): boolean {
  if (note.status !== 'authorised' || note.tpEmis !== 9 || !note.accessKey) return false;
  if (note.replacedKey) return !note.substitutionProtocol;
  return note.substitutionCStat === null;
}

/** xJust of the 110112 of the normal twin, replaced by the contingency note numbered `number`. */
export function substitutionJustification(number: number): string {
  return fiscalText(
    `NFC-e substituida pela de numero ${number} emitida em contingencia para a mesma venda`,
    255,
  );
}

/** Until when the SEFAZ takes the 110112 of the note this one replaced. */
export function substitutionDeadline(note: FiscalNote): Date {
  const issued = note.issuedAt ?? note.createdAt;
  return new Date(issued.getTime() + substitutionWindowHours * 3_600_000);
}

/**
 * Looks for the authorised contingency note's normal twin at the SEFAZ and, when it is
 * authorised, cancels it by substitution. Answers the note as it ends up; undefined when
 * another emitter holds it.
 */
export async function substituteTwin(
  ctx: EmissionContext,
  noteId: string,
): Promise<FiscalNote | undefined> {
  return withClaimedNote(
    ctx,
    noteId,
    { statuses: ['authorised'] },
    {
      step: (note) => substitute(ctx, note),
      failed: 'NFC-e cancel by substitution failed',
      keep: (error) => ({ substitutionXMotivo: message(error).slice(0, 500) }),
    },
  );
}

/** The substitution's steps on a note this emitter holds, as far as they can go now. */
async function substitute(ctx: EmissionContext, claimed: FiscalNote): Promise<FiscalNote> {
  let note = claimed;
  if (!needsSubstitution(note)) return note;
  const issuer = await ctx.ports.issuer(ctx.db, note.establishmentId);
  if (!issuer?.enabled) {
    return update(ctx, note, { substitutionXMotivo: 'Emissão fiscal desligada na loja' });
  }
  const client = await clientFor(ctx, issuer, openCertificate(issuer.certificate));
  try {
    if (!note.replacedKey) note = await findTwin(ctx, note, client);
    if (note.replacedKey) note = await sendSubstitution(ctx, note, issuer.cnpj, client);
  } catch (error) {
    if (!(error instanceof SefazUnavailableError)) throw error;
    // The contingency job asks again (its queue takes a due authorised note of tpEmis 9).
    return update(ctx, note, {
      substitutionXMotivo: `SEFAZ indisponível: ${error.message}`.slice(0, 500),
      nextAttemptAt: new Date(ctx.now().getTime() + retryDelayMs(1)),
    });
  }
  return note;
}

/**
 * Asks the SEFAZ for the normal twin. Authorised: recorded as the note this one replaces
 * (same number). Otherwise (217, not in its database: the normal one never got there) the
 * answer is kept and nothing is sent.
 */
async function findTwin(
  ctx: EmissionContext,
  note: FiscalNote,
  client: SefazClient,
): Promise<FiscalNote> {
  const twinKey = normalTwinKey(note.accessKey!);
  const twin = await client.queryProtocol(twinKey);
  if (twin.kind !== 'authorized') {
    return update(ctx, note, {
      substitutionCStat: twin.cStat,
      substitutionXMotivo: twin.xMotivo.slice(0, 500),
      nextAttemptAt: null,
    });
  }
  return update(ctx, note, {
    replacedKey: twinKey,
    replacedNumber: note.number,
    replacedProtocol: twin.protocol,
    substitutionCStat: null,
    substitutionXMotivo: null,
  });
}

/**
 * The 110112 of the normal twin, referencing the authorised contingency note (its substitute).
 * A SefazUnavailableError goes up: the caller keeps it and schedules another try.
 */
async function sendSubstitution(
  ctx: EmissionContext,
  note: FiscalNote,
  cnpj: string,
  client: SefazClient,
): Promise<FiscalNote> {
  const now = ctx.now();
  const deadline = substitutionDeadline(note);
  if (now > deadline) {
    return update(ctx, note, {
      substitutionXMotivo:
        `Prazo do cancelamento por substituição encerrado em ${formatDateTime(deadline)} ` +
        `(${substitutionWindowHours} horas após a emissão). Peça o cancelamento extemporâneo ` +
        `da NFC-e ${note.replacedKey} à SEFAZ.`,
      nextAttemptAt: null,
    });
  }
  const result = await client.cancelBySubstitution({
    key: note.replacedKey!,
    protocol: note.replacedProtocol!,
    reason: substitutionJustification(note.number),
    cnpj,
    at: now,
    batchId: String(now.getTime()).slice(-15),
    substituteKey: note.accessKey!,
  });
  const done = result.registered || result.cStat === duplicateEvent;
  return update(ctx, note, {
    substitutionCStat: result.cStat,
    substitutionXMotivo: result.xMotivo,
    nextAttemptAt: null,
    ...(done
      ? {
          substitutionProtocol: result.protocol ?? null,
          substitutionXml: result.processedXml ?? null,
          substitutedAt: now,
        }
      : {}),
  });
}
