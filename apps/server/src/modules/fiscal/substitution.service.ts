import { formatDateTime } from '@comanda/shared';
import { randomCNF } from './nfce/access-key';
import { openCertificate } from './nfce/certificate';
import { issueNfce } from './nfce/issue';
import type { FiscalIssuer } from './nfce/types';
import { fiscalText } from './nfce/xml';
import {
  withClaimedNote,
  clientFor,
  contingencyReason,
  message,
  saleOfOrder,
  update,
  type EmissionContext,
} from './emission.service';
import type { FiscalNote } from './fiscal-notes.tables';
import { processedNote, type SefazClient } from './sefaz/sefaz-client';
import { SefazUnavailableError } from './sefaz/soap';

/*
 * Cancel by substitution (event 110112, NT 2018.004; decision 061). A note sent normally
 * whose answer was lost is rebuilt in contingency with the same number (decision 030); when
 * the normal one did reach the SEFAZ, the contingency one meets rejection 539 ("duplicidade
 * com diferença na chave", naming the key the SEFAZ holds). Two notes then exist for one sale
 * and a plain cancel (110111) would leave the sale without a valid note, and is refused past
 * its 30 minutes. The layout's remedy: the contingency note, with a new number, is the
 * substitute; once it is authorised, the first is canceled by 110112 referencing it, within
 * 168 hours of its issue.
 */

/** How long after the first note's issue the SEFAZ takes its cancel by substitution. */
export const substitutionWindowHours = 168;
const duplicateEvent = '573';

/** The key the SEFAZ holds under this number, from rejection 539's xMotivo. */
export function duplicateKeyOf(xMotivo: string | null): string | undefined {
  return /chNFe:\s*([0-9A-Z]{44})/.exec(xMotivo ?? '')?.[1];
}

/** A contingency note refused as a duplicate, or a substitute whose 110112 is still owed. */
export function needsSubstitution(note: FiscalNote): boolean {
  const duplicate =
    note.status === 'rejected' &&
    note.cStat === '539' &&
    note.tpEmis === 9 &&
    !note.replacedKey &&
    duplicateKeyOf(note.xMotivo) !== undefined;
  const owed = note.status === 'authorised' && !!note.replacedKey && !note.substitutionProtocol;
  return duplicate || owed;
}

/** xJust of the 110112 of the first note, replaced by the one numbered `number`. */
export function substitutionJustification(number: number): string {
  return fiscalText(
    `NFC-e substituida pela de numero ${number}, emitida em contingencia para a mesma venda`,
    255,
  );
}

/** Until when the SEFAZ takes the 110112 of the note this one replaced. */
export function substitutionDeadline(note: FiscalNote): Date {
  const issued = note.issuedAt ?? note.createdAt;
  return new Date(issued.getTime() + substitutionWindowHours * 3_600_000);
}

/**
 * Resolves a duplicate: renumbers and transmits the contingency note (the substitute), then
 * cancels the first by substitution. Answers the note as it ends up; undefined when another
 * emitter holds it or there is nothing to do.
 */
export async function substituteDuplicate(
  ctx: EmissionContext,
  noteId: string,
): Promise<FiscalNote | undefined> {
  return withClaimedNote(
    ctx,
    noteId,
    { statuses: ['rejected', 'authorised'] },
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
  if (note.status === 'rejected') note = await transmitSubstitute(ctx, note, issuer, client);
  if (note.status === 'authorised') note = await sendSubstitution(ctx, note, issuer, client);
  return note;
}

/**
 * The first note as the SEFAZ holds it (its protocol), then the contingency note under a new
 * number of its series, signed, transmitted; answers the note authorised, or as it ended.
 */
async function transmitSubstitute(
  ctx: EmissionContext,
  duplicate: FiscalNote,
  issuer: FiscalIssuer,
  client: SefazClient,
): Promise<FiscalNote> {
  const firstKey = duplicateKeyOf(duplicate.xMotivo)!;
  const first = await client.queryProtocol(firstKey);
  if (first.kind !== 'authorized') {
    return update(ctx, duplicate, {
      substitutionXMotivo: `A SEFAZ não confirma a NFC-e ${firstKey}: ${first.cStat} ${first.xMotivo}`,
    });
  }
  const number = await ctx.ports.nextNumber?.(ctx.db, duplicate.establishmentId, duplicate.series);
  if (number === undefined) throw new Error(`Série ${duplicate.series} sem próximo número`);
  const since = duplicate.contingencyAt ?? ctx.now();
  let note = await update(ctx, duplicate, {
    replacedKey: firstKey,
    replacedNumber: duplicate.number,
    replacedProtocol: first.protocol,
    number,
    cNF: randomCNF(number),
    status: 'contingency',
    cStat: null,
    xMotivo: null,
  });
  const issued = await issueNfce({
    issuer,
    sale: await saleOfOrder(ctx, note.establishmentId, note.orderId),
    identity: {
      series: note.series,
      number,
      cNF: note.cNF,
      tpEmis: 9,
      issuedAt: note.issuedAt ?? since,
      contingency: { since, reason: contingencyReason },
    },
    certificate: openCertificate(issuer.certificate),
    urls: ctx.ports.urls(issuer),
    techResponsible: ctx.techResponsible,
  });
  note = await update(ctx, note, { accessKey: issued.key, xml: issued.xml, qrCode: issued.qrCode });
  return authorizeSubstitute(ctx, note, client);
}

/** Sends the renumbered note; the contingency job takes it again if the SEFAZ is away. */
async function authorizeSubstitute(
  ctx: EmissionContext,
  note: FiscalNote,
  client: SefazClient,
): Promise<FiscalNote> {
  const now = ctx.now();
  let result;
  try {
    result = await client.authorize(note.xml!, String(now.getTime()).slice(-15));
    if (result.kind === 'duplicate') result = await client.queryProtocol(note.accessKey!);
  } catch (error) {
    if (!(error instanceof SefazUnavailableError)) throw error;
    return update(ctx, note, {
      xMotivo: `SEFAZ indisponível: ${error.message}`.slice(0, 500),
      nextAttemptAt: now,
    });
  }
  if (result.kind !== 'authorized') {
    return update(ctx, note, {
      status: result.kind === 'denied' ? 'denied' : 'rejected',
      cStat: result.cStat,
      xMotivo: result.xMotivo,
    });
  }
  const authorised = await update(ctx, note, {
    status: 'authorised',
    xml: processedNote(note.xml!, result.protocolXml),
    protocol: result.protocol,
    cStat: result.cStat,
    xMotivo: result.xMotivo,
    authorisedAt: now,
    attempts: note.attempts + 1,
    lastAttemptAt: now,
    nextAttemptAt: null,
  });
  // The DANFE the customer took carries the refused key: the valid one is printed for the shop.
  await ctx.ports.printable?.(authorised);
  return authorised;
}

/** The 110112 of the first note, referencing the authorised substitute. */
async function sendSubstitution(
  ctx: EmissionContext,
  note: FiscalNote,
  issuer: FiscalIssuer,
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
    });
  }
  try {
    const result = await client.cancelBySubstitution({
      key: note.replacedKey!,
      protocol: note.replacedProtocol!,
      reason: substitutionJustification(note.number),
      cnpj: issuer.cnpj,
      at: now,
      batchId: String(now.getTime()).slice(-15),
      substituteKey: note.accessKey!,
    });
    const done = result.registered || result.cStat === duplicateEvent;
    return update(ctx, note, {
      substitutionCStat: result.cStat,
      substitutionXMotivo: result.xMotivo,
      ...(done
        ? {
            substitutionProtocol: result.protocol ?? null,
            substitutionXml: result.processedXml ?? null,
            substitutedAt: now,
          }
        : {}),
    });
  } catch (error) {
    if (!(error instanceof SefazUnavailableError)) throw error;
    return update(ctx, note, {
      substitutionXMotivo: `SEFAZ indisponível: ${error.message}`.slice(0, 500),
    });
  }
}
