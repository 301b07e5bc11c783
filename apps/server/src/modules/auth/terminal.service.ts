import { and, eq, sql } from 'drizzle-orm';
import type { PinPerson } from '@comanda/shared';
import type { Database } from '../../db/client';
import type { Auditor } from '../audit';
import { terminalSessions } from './auth.tables';
import { checkPin, pinPersonOf } from './pins.service';

/*
 * One terminal, many operators (issue 32 item 3, decision 056): a session left signed in as the
 * shop's terminal carries the operator who switched in by PIN. While it does, the server treats
 * every request of that session as the operator's (their role, their register, their name in
 * the log); with nobody switched in, or after the shop's idle minutes, it is locked.
 */

/** A session's terminal row, when it is one: who operates it, and whether they still may. */
export interface TerminalOfSession {
  establishmentId: string;
  sessionId: string;
  /** The operator, null when the terminal is locked (nobody, or idle too long). */
  operatorId: string | null;
}

/** How often an operator's activity is written: the idle lock needs minutes, not milliseconds. */
const seenWriteEveryMs = 30_000;

const rowOf = (establishmentId: string, sessionId: string) =>
  and(
    eq(terminalSessions.establishmentId, establishmentId),
    eq(terminalSessions.sessionId, sessionId),
  );

/**
 * The terminal a session is, if any: the operator is dropped (the terminal locks) when idle
 * longer than the shop's `terminalIdleMinutes`; otherwise their activity is noted.
 */
export async function terminalOfSession(
  db: Database,
  establishmentId: string,
  sessionId: string,
): Promise<TerminalOfSession | null> {
  const [row] = await db
    .select({
      operatorId: terminalSessions.operatorId,
      seenAt: terminalSessions.operatorSeenAt,
      idleMinutes: sql<number>`(select terminal_idle_minutes from establishments where id = ${terminalSessions.establishmentId})`,
    })
    .from(terminalSessions)
    .where(rowOf(establishmentId, sessionId));
  if (!row) return null;
  const terminal = { establishmentId, sessionId, operatorId: row.operatorId };
  if (!row.operatorId) return terminal;
  const idleMs = Date.now() - (row.seenAt?.getTime() ?? 0);
  // Idle too long, or disabled (or gone from the shop) since switching in: locked.
  const gone = !(await pinPersonOf(db, establishmentId, row.operatorId));
  if (gone || idleMs > Number(row.idleMinutes) * 60_000) {
    await setOperator(db, terminal, null);
    return { ...terminal, operatorId: null };
  }
  if (idleMs > seenWriteEveryMs) {
    await db
      .update(terminalSessions)
      .set({ operatorSeenAt: new Date() })
      .where(rowOf(establishmentId, sessionId));
  }
  return terminal;
}

/** The signed-in session becomes the shop's terminal, locked until someone types their PIN. */
export async function startTerminal(db: Database, establishmentId: string, sessionId: string) {
  await db
    .insert(terminalSessions)
    .values({ establishmentId, sessionId })
    .onConflictDoUpdate({
      target: [terminalSessions.establishmentId, terminalSessions.sessionId],
      set: { operatorId: null, operatorSeenAt: null },
    });
}

/** The session is a person's own again (the admin ends the terminal mode). */
export async function endTerminal(db: Database, establishmentId: string, sessionId: string) {
  await db.delete(terminalSessions).where(rowOf(establishmentId, sessionId));
}

async function setOperator(
  db: Database,
  terminal: Pick<TerminalOfSession, 'establishmentId' | 'sessionId'>,
  operatorId: string | null,
) {
  await db
    .update(terminalSessions)
    .set({ operatorId, operatorSeenAt: operatorId ? new Date() : null })
    .where(rowOf(terminal.establishmentId, terminal.sessionId));
}

/** "Trocar operador" or the idle lock: nobody operates the terminal until the next PIN. */
export async function lockTerminal(
  db: Database,
  terminal: Pick<TerminalOfSession, 'establishmentId' | 'sessionId'>,
) {
  await setOperator(db, terminal, null);
}

/**
 * A person of the shop switches in by choosing their name and typing their PIN (counted and
 * logged by checkPin: ten wrong lock it). Answers the new operator.
 */
export async function switchOperator(
  db: Database,
  terminal: Pick<TerminalOfSession, 'establishmentId' | 'sessionId'>,
  attempt: { userId: string; pin: string },
  auditor: Auditor,
): Promise<PinPerson> {
  const person = await checkPin(db, terminal.establishmentId, attempt.userId, attempt.pin, auditor);
  await setOperator(db, terminal, person.id);
  return { id: person.id, name: person.name, role: person.role };
}

/** The operator as the terminal shows them, when there is one. */
export async function operatorOfTerminal(
  db: Database,
  terminal: TerminalOfSession,
): Promise<PinPerson | null> {
  if (!terminal.operatorId) return null;
  const person = await pinPersonOf(db, terminal.establishmentId, terminal.operatorId);
  return person && { id: person.id, name: person.name, role: person.role };
}

/** The shop's idle minutes, for the terminal's own timer (the server enforces them too). */
export async function terminalIdleMinutes(db: Database, establishmentId: string) {
  // Read here, not through establishments (a module above auth's reach, decision 037).
  const result = (await db.execute(
    sql`select terminal_idle_minutes as minutes from establishments where id = ${establishmentId}`,
  )) as unknown as { rows: { minutes: number }[] };
  return Number(result.rows[0]?.minutes ?? 5);
}
