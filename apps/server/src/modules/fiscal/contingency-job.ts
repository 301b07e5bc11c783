import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { emitThenCancel } from './cancel.service';
import { clientFor, type EmissionContext } from './emission.service';
import { fiscalNotes } from './fiscal-notes.tables';
import { openCertificate } from './nfce/certificate';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';

/*
 * The contingency queue (decision 030). Every run, one instance at a time (advisory lock):
 * picks notes signed in offline contingency whose next try is due, notes still pending a
 * while after their order was paid (the emitter died, or missed the NOTIFY), and cancels and
 * substitutions the SEFAZ did not answer (decisions 033, 080); then, after the lock is
 * released, asks each shop's SEFAZ whether it is back (status service) and transmits (or
 * cancels) its notes. A shop whose SEFAZ is still away waits for the next run.
 */

/** Two-key advisory lock namespace of background jobs (payments' reconcile takes key 1). */
const jobLockNamespace = 724_310_200;
const contingencyLockKey = 2;
/** A pending note this old was not taken by the emitter after its commit. */
const pendingStaleMs = 2 * 60_000;
const batchSize = 50;
/** Legal window to transmit an offline NFC-e (24 h in most UFs): later ones are flagged. */
export const contingencyWindowMs = 24 * 3600_000;

export interface ContingencyReport {
  /** False when another instance held the lock. */
  ran: boolean;
  transmitted: number;
  /** Notes whose SEFAZ still did not answer. */
  waiting: number;
}

export type ContingencyJob = PeriodicJob<ContingencyReport>;

/** What is due now: queued, stale pending and unanswered cancels, untaken; undefined when locked. */
function dueNotes(ctx: EmissionContext) {
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${jobLockNamespace}::int, ${contingencyLockKey}::int) as locked`,
    );
    if (!(result as { rows: { locked: boolean }[] }).rows[0]?.locked) return undefined;
    const now = ctx.now();
    return tx
      .select({ id: fiscalNotes.id, establishmentId: fiscalNotes.establishmentId })
      .from(fiscalNotes)
      .where(
        and(
          or(
            and(
              eq(fiscalNotes.status, 'contingency'),
              or(isNull(fiscalNotes.nextAttemptAt), lte(fiscalNotes.nextAttemptAt, now)),
            ),
            and(
              eq(fiscalNotes.status, 'pending'),
              lte(fiscalNotes.createdAt, new Date(now.getTime() - pendingStaleMs)),
            ),
            // A cancel the SEFAZ did not answer (decision 033): tried again.
            and(
              eq(fiscalNotes.status, 'authorised'),
              isNotNull(fiscalNotes.cancelRequestedAt),
              lte(fiscalNotes.nextAttemptAt, now),
            ),
            // A twin's substitution the SEFAZ did not answer (decision 080): tried again.
            and(
              eq(fiscalNotes.status, 'authorised'),
              eq(fiscalNotes.tpEmis, 9),
              isNull(fiscalNotes.substitutionProtocol),
              lte(fiscalNotes.nextAttemptAt, now),
            ),
          ),
          or(isNull(fiscalNotes.claimedUntil), lte(fiscalNotes.claimedUntil, now)),
        ),
      )
      .orderBy(asc(fiscalNotes.createdAt))
      .limit(batchSize);
  });
}

/** True when the shop's SEFAZ answers its status service as operating. */
async function sefazIsBack(ctx: EmissionContext, establishmentId: string): Promise<boolean> {
  const issuer = await ctx.ports.issuer(ctx.db, establishmentId);
  if (!issuer?.enabled) return true; // emitNote records why it cannot go on
  const client = await clientFor(ctx, issuer, openCertificate(issuer.certificate));
  return client
    .status()
    .then((status) => status.operating)
    .catch(() => false);
}

/** A shop whose SEFAZ is still away: its queued notes wait a minute. */
async function postpone(ctx: EmissionContext, establishmentId: string, ids: string[]) {
  await ctx.db
    .update(fiscalNotes)
    .set({ nextAttemptAt: new Date(ctx.now().getTime() + 60_000) })
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        inArray(fiscalNotes.id, ids),
        eq(fiscalNotes.status, 'contingency'),
      ),
    );
}

/** Transmits (or cancels) one shop's notes; counts what went and what still waits. */
async function transmitShopNotes(ctx: EmissionContext, ids: string[]) {
  let transmitted = 0;
  let waiting = 0;
  for (const id of ids) {
    const note = await emitThenCancel(ctx, id).catch((error: unknown) => {
      ctx.log.error({ err: error, noteId: id }, 'transmitting a queued NFC-e failed');
      return undefined;
    });
    if (note?.status === 'contingency') waiting += 1;
    else if (note) transmitted += 1;
    if (note?.status === 'contingency' && note.contingencyAt) {
      const late = ctx.now().getTime() - note.contingencyAt.getTime() > contingencyWindowMs;
      if (late) ctx.log.warn({ noteId: id }, 'NFC-e in contingency past the legal window');
    }
  }
  return { transmitted, waiting };
}

export function createContingencyJob(ctx: EmissionContext): ContingencyJob {
  const runOnce = async (): Promise<ContingencyReport> => {
    const notes = await dueNotes(ctx);
    if (!notes) return { ran: false, transmitted: 0, waiting: 0 };
    let transmitted = 0;
    let waiting = 0;
    const byShop = new Map<string, string[]>();
    for (const note of notes) {
      byShop.set(note.establishmentId, [...(byShop.get(note.establishmentId) ?? []), note.id]);
    }
    for (const [establishmentId, ids] of byShop) {
      if (!(await sefazIsBack(ctx, establishmentId))) {
        waiting += ids.length;
        await postpone(ctx, establishmentId, ids);
        continue;
      }
      const shop = await transmitShopNotes(ctx, ids);
      transmitted += shop.transmitted;
      waiting += shop.waiting;
    }
    return { ran: true, transmitted, waiting };
  };

  return periodicJob(runOnce, ctx.log, 'NFC-e contingency queue failed');
}
