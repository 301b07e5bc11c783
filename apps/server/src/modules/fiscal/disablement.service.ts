import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DisableNumbersInput, FiscalDisablementView, FiscalNumberGap } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Auditor } from '../audit';
import { clientFor, type EmissionContext } from './emission.service';
import { fiscalDisablements, fiscalNotes, type FiscalDisablement } from './fiscal-notes.tables';
import { openCertificate } from './nfce/certificate';
import { SefazUnavailableError } from './sefaz/soap';

/*
 * Inutilização (decision 033): numbers of a series that were taken but will never be an
 * authorised note (the note was rejected or could not be built, or no note has them) must
 * be declared unused to the SEFAZ (NFeInutilizacao4). The admin sees them per series,
 * asks a range with a justification, and every request is kept with the SEFAZ's answer.
 */

/** Notes whose number the SEFAZ never took: their numbers are to be inutilizados. */
const unauthorisedStatuses = ['rejected', 'failed'] as const;

type Range = { series: number; from: number; to: number };

/** Consecutive numbers of one series as ranges. */
function rangesOf(series: number, numbers: number[], kind: FiscalNumberGap['kind']) {
  const ranges: FiscalNumberGap[] = [];
  for (const number of [...numbers].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last.to + 1 === number) last.to = number;
    else ranges.push({ series, from: number, to: number, kind });
  }
  return ranges;
}

/** `range` minus every range in `taken` (same series), as what is left of it. */
function subtract(range: FiscalNumberGap, taken: Range[]): FiscalNumberGap[] {
  let left = [range];
  for (const done of taken.filter((item) => item.series === range.series)) {
    left = left.flatMap((part) => {
      if (done.to < part.from || done.from > part.to) return [part];
      const pieces: FiscalNumberGap[] = [];
      if (done.from > part.from) pieces.push({ ...part, to: done.from - 1 });
      if (done.to < part.to) pieces.push({ ...part, from: done.to + 1 });
      return pieces;
    });
  }
  return left;
}

/**
 * The numbers still to inutilizar, per series: those of rejected or unbuildable notes, and
 * the holes between two numbers that have notes (numbers before the first note of a series
 * may belong to another system, so they are not guessed). Minus what was inutilizado.
 */
export async function numberGaps(
  ctx: Pick<EmissionContext, 'db'>,
  establishmentId: string,
): Promise<FiscalNumberGap[]> {
  // A number a renumbered substitute left (decision 061, before 080) is used: by the note
  // it replaced.
  const holes = await ctx.db.execute(sql`
    select series, number + 1 as "from", next - 1 as "to" from (
      select series, number, lead(number) over (partition by series order by number) as next
      from (
        select series, number from ${fiscalNotes} where establishment_id = ${establishmentId}
        union all
        select series, replaced_number from ${fiscalNotes}
        where establishment_id = ${establishmentId} and replaced_number is not null
      ) used
    ) numbered where next > number + 1`);
  const unauthorised = await ctx.db
    .select({ series: fiscalNotes.series, number: fiscalNotes.number })
    .from(fiscalNotes)
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        inArray(fiscalNotes.status, [...unauthorisedStatuses]),
      ),
    );
  const done = await ctx.db
    .select({
      series: fiscalDisablements.series,
      from: fiscalDisablements.fromNumber,
      to: fiscalDisablements.toNumber,
    })
    .from(fiscalDisablements)
    .where(
      and(
        eq(fiscalDisablements.establishmentId, establishmentId),
        eq(fiscalDisablements.done, true),
      ),
    );
  const bySeries = new Map<number, number[]>();
  for (const row of unauthorised) {
    bySeries.set(row.series, [...(bySeries.get(row.series) ?? []), row.number]);
  }
  const gaps: FiscalNumberGap[] = [
    ...(holes as unknown as { rows: { series: number; from: number; to: number }[] }).rows.map(
      (row) => ({
        series: Number(row.series),
        from: Number(row.from),
        to: Number(row.to),
        kind: 'gap' as const,
      }),
    ),
    ...[...bySeries].flatMap(([series, numbers]) => rangesOf(series, numbers, 'unauthorised')),
  ];
  return gaps
    .flatMap((gap) => subtract(gap, done))
    .sort((a, b) => a.series - b.series || a.from - b.from);
}

export async function listDisablements(
  ctx: Pick<EmissionContext, 'db'>,
  establishmentId: string,
): Promise<FiscalDisablementView[]> {
  const rows = await ctx.db
    .select()
    .from(fiscalDisablements)
    .where(eq(fiscalDisablements.establishmentId, establishmentId))
    .orderBy(desc(fiscalDisablements.createdAt))
    .limit(100);
  return rows.map(toDisablementView);
}

function toDisablementView(row: FiscalDisablement): FiscalDisablementView {
  return {
    id: row.id,
    series: row.series,
    from: row.fromNumber,
    to: row.toNumber,
    reason: row.reason,
    done: row.done,
    cStat: row.cStat,
    xMotivo: row.xMotivo,
    protocol: row.protocol,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Asks the SEFAZ to inutilizar a range of a series. Refused before the SEFAZ when a note
 * of the shop that the SEFAZ knows (or may know) has a number in it. The answer, homologated
 * or not, is kept and returned.
 */
export async function disableNumbers(
  ctx: EmissionContext,
  establishmentId: string,
  input: DisableNumbersInput,
  auditor: Auditor,
): Promise<FiscalDisablementView> {
  const issuer = await ctx.ports.issuer(ctx.db, establishmentId);
  if (!issuer?.enabled) throw new AppError('CONFLICT', 'Emissão de NFC-e desligada na loja');
  const [used] = await ctx.db
    .select({ number: fiscalNotes.number })
    .from(fiscalNotes)
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        eq(fiscalNotes.series, input.series),
        gte(fiscalNotes.number, input.from),
        lte(fiscalNotes.number, input.to),
        sql`${fiscalNotes.status} not in ('rejected', 'failed')`,
      ),
    )
    .limit(1);
  if (used) {
    throw new AppError('CONFLICT', `O número ${used.number} da série ${input.series} tem nota`);
  }
  const client = await clientFor(ctx, issuer, openCertificate(issuer.certificate));
  const now = ctx.now();
  let result;
  try {
    result = await client.disableNumbers({
      cnpj: issuer.cnpj,
      year: String(now.getFullYear() % 100).padStart(2, '0'),
      series: input.series,
      from: input.from,
      to: input.to,
      reason: input.reason,
    });
  } catch (error) {
    if (error instanceof SefazUnavailableError) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'A SEFAZ não respondeu; tente de novo em instantes',
      );
    }
    throw error;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(fiscalDisablements)
      .values({
        establishmentId,
        series: input.series,
        fromNumber: input.from,
        toNumber: input.to,
        reason: input.reason,
        done: result.done,
        cStat: result.cStat,
        xMotivo: result.xMotivo,
        protocol: result.protocol ?? null,
        xml: result.processedXml ?? result.responseXml ?? null,
        actor: auditor.email ?? '',
        createdAt: now,
      })
      .returning();
    // The inutilização, and the SEFAZ's answer, go to the audit log with it (issue 32).
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'fiscal.disable',
      subject: `Série ${input.series}, números ${input.from} a ${input.to}`,
      after: {
        justificativa: input.reason,
        sefaz: `${result.cStat} ${result.xMotivo}`,
        inutilizada: result.done,
      },
    });
    return saved!;
  });
  return toDisablementView(row);
}
