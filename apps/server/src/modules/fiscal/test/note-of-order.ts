import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { findNoteOfOrder } from '../emission.service';
import { fiscalNotes, type FiscalNote } from '../fiscal-notes.tables';

/** Settled: the emitter woken by the commit is done with it (no longer pending). */
const settled = (note: FiscalNote) => note.status !== 'pending';

/**
 * Waits for the note of an order emitted after commit, until it satisfies `done` (by default,
 * settled) and no worker holds it; fails after 60 s (a limit for a loaded machine).
 */
export async function noteOfOrderWhen(
  db: Database,
  establishmentId: string,
  orderId: string,
  done: (note: FiscalNote) => boolean = settled,
): Promise<FiscalNote> {
  for (let waited = 0; waited < 60_000; waited += 50) {
    const note = await findNoteOfOrder(db, establishmentId, orderId);
    if (note && done(note) && !note.claimedUntil) return note;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the note did not settle');
}

/** A note waiting in contingency becomes due now, for the next run of the retry job. */
export async function makeNoteDue(db: Database, noteId: string): Promise<void> {
  await db
    .update(fiscalNotes)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(fiscalNotes.id, noteId));
}
