import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FiscalNoteView } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { findSoldOrder, type OrderRow } from '../orders';
import { cancelDeadline } from './cancel-window';
import type { FiscalPorts } from './emission.ports';
import { fiscalNotes, type FiscalNote } from './fiscal-notes.tables';
import { randomCNF } from './nfce/access-key';
import { saleOfPayer } from './payer-sale';
import { openCertificate, type OpenedCertificate } from './nfce/certificate';
import { issueNfce } from './nfce/issue';
import type { FiscalIssuer, FiscalSale, TechResponsible } from './nfce/types';
import type { FakeSefaz } from './sefaz/fake-sefaz';
import {
  createSefazClient,
  processedNote,
  type AuthorizationResult,
  type SefazClient,
  type SefazClientOptions,
} from './sefaz/sefaz-client';
import { SefazUnavailableError } from './sefaz/soap';

/*
 * NFC-e emission (decision 030). A paid order reserves its note (series and gapless number)
 * in the paying transaction; after commit the note is built, signed, validated and sent to
 * the SEFAZ. No answer in time: the note is rebuilt in offline contingency (tpEmis 9), signed,
 * printed at once and queued; the contingency job transmits the queue when the SEFAZ is back.
 */

/** LISTEN/NOTIFY channel that wakes the emitters when a paid order's note is committed. */
export const fiscalChannel = 'comanda_fiscal';
/** How long an emitter holds a note it works on (longer than any SEFAZ call). */
const claimMs = 60_000;
/** The reason written in xJust of a note issued in contingency. */
export const contingencyReason = 'SEFAZ sem resposta no prazo: emissao em contingencia off-line';

export interface EmissionContext {
  db: Database;
  ports: FiscalPorts;
  log: FastifyBaseLogger;
  now(): Date;
  /** How long the SEFAZ may take to answer before the note goes to contingency. */
  timeoutMs: number;
  techResponsible?: TechResponsible | undefined;
  /** ICP-Brasil CA chain trusted for the SEFAZ servers (PEM). */
  sefazCa?: string | undefined;
  /** The in-process fake SEFAZ of "homologação simulada" (no socket), made on first use. */
  simulatedSefaz(): FakeSefaz;
}

// ------------------------------------------------------------------ reservation (in the tx)

/**
 * Reserves the paid order's note when the shop emits: its number is taken in the paying
 * transaction, and a NOTIFY (delivered on commit) wakes the emitters. Once per order.
 */
export async function reserveNote(
  tx: Executor,
  ports: FiscalPorts,
  order: Pick<OrderRow, 'id' | 'establishmentId' | 'origin'>,
): Promise<void> {
  const { establishmentId, id: orderId } = order;
  const [existing] = await tx
    .select({ id: fiscalNotes.id })
    .from(fiscalNotes)
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        eq(fiscalNotes.orderId, orderId),
        isNull(fiscalNotes.payer),
      ),
    );
  if (existing) return;
  const taken = await ports.noteNumber(tx, order);
  if (!taken) return;
  const [note] = await tx
    .insert(fiscalNotes)
    .values({
      establishmentId,
      orderId,
      series: taken.series,
      number: taken.number,
      cNF: randomCNF(taken.number),
    })
    .returning({ id: fiscalNotes.id });
  await tx.execute(sql`select pg_notify(${fiscalChannel}, ${note!.id})`);
}

// ------------------------------------------------------------------ emission (after commit)

/** Takes the note for this emitter if nobody else works on it; undefined otherwise. */
export async function claim(
  ctx: EmissionContext,
  noteId: string,
  statuses: FiscalNote['status'][],
  onlyToCancel = false,
): Promise<FiscalNote | undefined> {
  const now = ctx.now();
  const [note] = await ctx.db
    .update(fiscalNotes)
    .set({ claimedUntil: new Date(now.getTime() + claimMs), updatedAt: now })
    .where(
      and(
        eq(fiscalNotes.id, noteId),
        inArray(fiscalNotes.status, statuses),
        onlyToCancel ? isNotNull(fiscalNotes.cancelRequestedAt) : undefined,
        or(isNull(fiscalNotes.claimedUntil), lte(fiscalNotes.claimedUntil, now)),
      ),
    )
    .returning();
  return note;
}

/** What an emitter does with a note it holds, and what a failure leaves on the note. */
export interface ClaimedWork {
  step: (note: FiscalNote) => Promise<FiscalNote>;
  /** The log line of a failure. */
  failed: string;
  /** The fields that keep a failure's reason on the note. */
  keep: (error: unknown) => Partial<typeof fiscalNotes.$inferInsert>;
}

/**
 * The one frame of every emitter's work on a note (emission, cancel, substitution): claims
 * it, runs the step, keeps a failure's reason on the note, and always releases the claim, so
 * that a crash mid-step leaves the note to the next emitter after the claim expires. Answers
 * the note as it ends up; undefined when another emitter holds it.
 */
export async function withClaimedNote(
  ctx: EmissionContext,
  noteId: string,
  when: { statuses: FiscalNote['status'][]; onlyToCancel?: boolean },
  { step, failed, keep }: ClaimedWork,
): Promise<FiscalNote | undefined> {
  const claimed = await claim(ctx, noteId, when.statuses, when.onlyToCancel);
  if (!claimed) return undefined;
  let note = claimed;
  try {
    note = await step(note);
  } catch (error) {
    ctx.log.error({ err: error, noteId }, failed);
    note = await update(ctx, note, keep(error));
  } finally {
    note = await update(ctx, note, { claimedUntil: null });
  }
  return note;
}

export async function update(
  ctx: EmissionContext,
  note: FiscalNote,
  values: Partial<typeof fiscalNotes.$inferInsert>,
): Promise<FiscalNote> {
  const [row] = await ctx.db
    .update(fiscalNotes)
    .set({ ...values, updatedAt: ctx.now() })
    .where(and(eq(fiscalNotes.id, note.id), eq(fiscalNotes.establishmentId, note.establishmentId)))
    .returning();
  return row!;
}

/** The sale as the note states it: the order's lines, its discount, how it was paid. */
export async function saleOfOrder(
  ctx: Pick<EmissionContext, 'db' | 'ports'>,
  establishmentId: string,
  orderId: string,
): Promise<FiscalSale> {
  const order = await findSoldOrder(ctx.db, establishmentId, orderId);
  if (!order) throw new Error('Pedido não encontrado');
  const productIds = order.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const data = await ctx.ports.productData(ctx.db, establishmentId, productIds);
  const items = order.lines.map((line) => {
    const fiscal = line.productId ? data.get(line.productId) : undefined;
    if (!fiscal) throw new Error(`Produto sem dados fiscais: ${line.productName}`);
    return {
      ...fiscal,
      code: line.productId!.replaceAll('-', '').slice(0, 20).toUpperCase(),
      description: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    };
  });
  const gross = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  if (gross - order.discountCents + order.deliveryFeeCents !== order.totalCents) {
    throw new Error('Os itens do pedido não fecham com o total cobrado');
  }
  const intermediary = await ctx.ports.intermediary?.(ctx.db, establishmentId, order.channel);
  const paid = await ctx.ports.payments(ctx.db, establishmentId, orderId, intermediary);
  return {
    orderId,
    items,
    discountCents: order.discountCents,
    // The online menu's deliveries (decision 071); a marketplace's stay sales in person.
    ...(order.channel === 'cardapio_digital' && order.fulfilment === 'entrega'
      ? { delivery: { feeCents: order.deliveryFeeCents } }
      : {}),
    payments: paid.payments,
    changeCents: paid.changeCents,
    customerTaxId: await ctx.ports.customerTaxId(ctx.db, establishmentId, orderId),
    additionalInfo: `Pedido ${order.orderNumber}`,
    intermediary: intermediary && { cnpj: intermediary.cnpj, accountId: intermediary.accountId },
    homeDelivery: order.fulfilment === 'entrega',
  };
}

/** What the note states: its order's sale, or a split tab's payer's share (decision 082). */
export function saleOfNote(
  ctx: Pick<EmissionContext, 'db' | 'ports'>,
  note: Pick<FiscalNote, 'establishmentId' | 'orderId' | 'payer'>,
): Promise<FiscalSale> {
  return note.payer
    ? saleOfPayer(ctx, note.establishmentId, note.payer)
    : saleOfOrder(ctx, note.establishmentId, note.orderId);
}

/**
 * Where the issuer's calls go: the UF's webservices, or the in-process simulated SEFAZ
 * (its addresses and the transport that reaches it without a socket).
 */
function sefazRoute(
  ctx: EmissionContext,
  issuer: FiscalIssuer,
): Pick<SefazClientOptions, 'endpoints' | 'exchange'> {
  if (issuer.environment !== 'simulada') return { endpoints: ctx.ports.endpoints(issuer) };
  const simulated = ctx.simulatedSefaz();
  return { endpoints: simulated.endpoints, exchange: simulated.exchange };
}

export async function clientFor(
  ctx: EmissionContext,
  issuer: FiscalIssuer,
  certificate: OpenedCertificate,
): Promise<SefazClient> {
  return createSefazClient({
    ...sefazRoute(ctx, issuer),
    certificate,
    uf: issuer.uf,
    tpAmb: issuer.environment === 'producao' ? 1 : 2,
    timeoutMs: ctx.timeoutMs,
    ca: ctx.sefazCa,
  });
}

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Builds (when not built yet), signs and transmits a pending note, or transmits a queued
 * contingency note. Answers the note as it ends up; undefined when another emitter has it.
 */
export async function emitNote(
  ctx: EmissionContext,
  noteId: string,
): Promise<FiscalNote | undefined> {
  return withClaimedNote(
    ctx,
    noteId,
    { statuses: ['pending', 'contingency'] },
    {
      step: (note) => work(ctx, note),
      failed: 'NFC-e emission failed',
      keep: (error) => ({ status: 'failed', xMotivo: message(error).slice(0, 500) }),
    },
  );
}

/** Builds, signs and transmits a note this emitter holds; answers it as it ends up. */
export async function work(ctx: EmissionContext, claimed: FiscalNote): Promise<FiscalNote> {
  let note = claimed;
  const issuer = await ctx.ports.issuer(ctx.db, note.establishmentId);
  if (!issuer?.enabled) {
    return update(ctx, note, { status: 'failed', xMotivo: 'Emissão fiscal desligada na loja' });
  }
  const certificate = openCertificate(issuer.certificate);
  const urls = ctx.ports.urls(issuer);
  const build = async (tpEmis: 1 | 9, contingencySince?: Date) => {
    const sale = await saleOfNote(ctx, note);
    const issued = await issueNfce({
      issuer,
      sale,
      identity: {
        series: note.series,
        number: note.number,
        cNF: note.cNF,
        tpEmis,
        issuedAt: note.issuedAt ?? ctx.now(),
        contingency: contingencySince
          ? { since: contingencySince, reason: contingencyReason }
          : undefined,
      },
      certificate,
      urls,
      techResponsible: ctx.techResponsible,
    });
    return issued;
  };

  if (!note.xml) {
    const issuedAt = note.issuedAt ?? ctx.now();
    note = await update(ctx, note, { issuedAt });
    const issued = await build(1);
    note = await update(ctx, note, {
      accessKey: issued.key,
      xml: issued.xml,
      qrCode: issued.qrCode,
      tpEmis: 1,
    });
  }

  const client = await clientFor(ctx, issuer, certificate);
  const now = ctx.now();
  note = await update(ctx, note, { attempts: note.attempts + 1, lastAttemptAt: now });
  let result: AuthorizationResult;
  try {
    result = await client.authorize(note.xml!, String(now.getTime()).slice(-15));
    // 204: this key was authorised before (an answer lost on the way): its protocol.
    if (result.kind === 'duplicate') result = await client.queryProtocol(note.accessKey!);
  } catch (error) {
    if (!(error instanceof SefazUnavailableError)) throw error;
    if (note.tpEmis === 9) {
      // Still down: the queue waits for the next round.
      return update(ctx, note, {
        xMotivo: `SEFAZ indisponível: ${error.message}`.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(note.attempts)),
      });
    }
    // Offline contingency: same number and cNF, tpEmis 9 (so another key), signed now.
    const issued = await build(9, now);
    note = await update(ctx, note, {
      status: 'contingency',
      tpEmis: 9,
      accessKey: issued.key,
      xml: issued.xml,
      qrCode: issued.qrCode,
      contingencyAt: now,
      xMotivo: `SEFAZ indisponível: ${error.message}`.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(0)),
    });
    await ctx.ports.printable?.(note);
    return note;
  }
  return recordAnswer(ctx, note, result);
}

async function recordAnswer(
  ctx: EmissionContext,
  note: FiscalNote,
  result: AuthorizationResult,
): Promise<FiscalNote> {
  if (result.kind === 'authorized') {
    const wasContingency = note.status === 'contingency';
    const authorised = await update(ctx, note, {
      status: 'authorised',
      xml: processedNote(note.xml!, result.protocolXml),
      protocol: result.protocol,
      cStat: result.cStat,
      xMotivo: result.xMotivo,
      authorisedAt: ctx.now(),
      nextAttemptAt: null,
    });
    // A contingency note was printed when it was signed; a normal one prints now.
    if (!wasContingency) await ctx.ports.printable?.(authorised);
    return authorised;
  }
  return update(ctx, note, {
    status: result.kind === 'denied' ? 'denied' : 'rejected',
    cStat: result.cStat,
    xMotivo: result.xMotivo,
    nextAttemptAt: null,
  });
}

/** 1, 2, 4 ... up to 15 minutes between tries of a queued note. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

/** A shop's note of an order, for the admin (status, reason) and tests. */
export async function findNoteOfOrder(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<FiscalNote | undefined> {
  const [note] = await db
    .select()
    .from(fiscalNotes)
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        eq(fiscalNotes.orderId, orderId),
        isNull(fiscalNotes.payer),
      ),
    );
  return note;
}

/** The note as the back office sees it: no XML, dates as ISO strings. */
export function toFiscalNoteView(note: FiscalNote): FiscalNoteView {
  return {
    id: note.id,
    orderId: note.orderId,
    status: note.status,
    series: note.series,
    number: note.number,
    tpEmis: note.tpEmis,
    accessKey: note.accessKey,
    protocol: note.protocol,
    cStat: note.cStat,
    xMotivo: note.xMotivo,
    qrCode: note.qrCode,
    attempts: note.attempts,
    issuedAt: note.issuedAt?.toISOString() ?? null,
    authorisedAt: note.authorisedAt?.toISOString() ?? null,
    contingencyAt: note.contingencyAt?.toISOString() ?? null,
    cancelRequestedAt: note.cancelRequestedAt?.toISOString() ?? null,
    canceledAt: note.canceledAt?.toISOString() ?? null,
    cancelCStat: note.cancelCStat,
    cancelXMotivo: note.cancelXMotivo,
    cancelProtocol: note.cancelProtocol,
    cancelDeadline: cancelDeadline(note)?.toISOString() ?? null,
    replacedNumber: note.replacedNumber,
    replacedKey: note.replacedKey,
    substitutedAt: note.substitutedAt?.toISOString() ?? null,
    substitutionProtocol: note.substitutionProtocol,
    substitutionXMotivo: note.substitutionXMotivo,
  };
}
