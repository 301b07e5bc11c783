import { and, eq, isNull, sql } from 'drizzle-orm';
import { pinMessages, shopRoleOf, type PinPerson, type ShopRole } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Auditor } from '../audit';
import { getRoles } from './auth.service';
import { profiles, staffPins, users } from './auth.tables';
import { hashPassword, verifyPassword } from './password';

/*
 * PINs (issue 32, decision 056): a person of a shop switches in at the shared terminal, or
 * approves at another person's screen, by choosing their name and typing 4–6 digits.
 */

/** Wrong PINs in a row that lock the PIN for the shop's `pinLockMinutes`. */
export const pinMaxFailures = 10;

/**
 * The keyed HMAC of a PIN in one shop (the server's secret and the shop in the key): the unique
 * key that keeps two people of a shop from sharing a PIN, without a PIN in clear anywhere.
 */
export type PinLookup = (establishmentId: string, pin: string) => string;

const notFound = () => new AppError('NOT_FOUND', 'Pessoa não encontrada na equipe');

/** The person, when they belong to this shop and are not disabled: their name and role. */
export async function pinPersonOf(
  db: Executor,
  establishmentId: string,
  userId: string,
): Promise<(PinPerson & { email: string }) | null> {
  const [row] = await db
    .select({ name: profiles.name, fallback: users.name, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(profiles.establishmentId, establishmentId),
        isNull(users.disabledAt),
      ),
    );
  if (!row) return null;
  const role = shopRoleOf(await getRoles(db, userId));
  if (!role) return null;
  return { id: userId, name: row.name ?? row.fallback, email: row.email, role };
}

/**
 * The admin sets a person's PIN: stored as scrypt (verified) and as the shop's keyed lookup
 * (unique). A PIN another person of the shop has is refused; setting it clears a lock. The
 * change is a team access line of the audit log, without the PIN.
 */
export async function setPin(
  db: Database,
  lookupOf: PinLookup,
  establishmentId: string,
  auditor: Auditor,
  change: { userId: string; pin: string | null },
): Promise<void> {
  const person = await pinPersonOf(db, establishmentId, change.userId);
  if (!person) throw notFound();
  const { pin, userId } = change;
  const mine = and(eq(staffPins.establishmentId, establishmentId), eq(staffPins.userId, userId));
  try {
    await db.transaction(async (tx) => {
      if (pin === null) {
        await tx.delete(staffPins).where(mine);
      } else {
        const pinHash = await hashPassword(pin);
        const pinLookup = lookupOf(establishmentId, pin);
        await tx
          .insert(staffPins)
          .values({ establishmentId, userId, pinHash, pinLookup })
          .onConflictDoUpdate({
            target: [staffPins.establishmentId, staffPins.userId],
            set: { pinHash, pinLookup, failures: 0, lockedUntil: null, updatedAt: new Date() },
          });
      }
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'team.access',
        subject: `${person.name} (${person.email})`,
        after: pin === null ? 'PIN removido' : 'PIN definido',
      });
    });
  } catch (error) {
    if (!isPinTaken(error)) throw error;
    throw new AppError('CONFLICT', pinMessages.taken, pinIssue(pinMessages.taken));
  }
}

const pinIssue = (message: string) => [{ path: 'pin', message }];

function isPinTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'staff_pins_establishment_id_pin_lookup_key';
}

/** The people of the shop who have a PIN, for the terminal's PIN screen. */
export async function peopleWithPins(db: Database, establishmentId: string): Promise<PinPerson[]> {
  const rows = await db
    .select({ userId: staffPins.userId })
    .from(staffPins)
    .where(eq(staffPins.establishmentId, establishmentId));
  const people = await Promise.all(rows.map((row) => pinPersonOf(db, establishmentId, row.userId)));
  return people
    .filter((person) => person !== null)
    .map(({ id, name, role }) => ({ id, name, role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

type PinOutcome =
  { ok: true } | { ok: false; failures: number; lockedUntil: Date | null; alreadyLocked: boolean };

/**
 * Checks a person's PIN, counting wrong ones: the tenth in a row locks it for the shop's
 * `pinLockMinutes`; every failure (locked ones too) is a `pin.failed` line of the audit log.
 * The row is locked while its PIN is checked, so guesses sent at once are counted one by one.
 * Answers the person; throws a 403 for a wrong PIN (or a person without one) and a 429 while
 * locked, after the count and the log line are committed.
 */
export async function checkPin(
  db: Database,
  establishmentId: string,
  userId: string,
  pin: string,
  auditor: Auditor,
): Promise<PinPerson & { email: string }> {
  const person = await pinPersonOf(db, establishmentId, userId);
  const outcome = await db.transaction(async (tx) => {
    const result = person ? await countedCheck(tx, establishmentId, userId, pin) : null;
    const failed = result ?? { ok: false, failures: 0, lockedUntil: null, alreadyLocked: false };
    if (!failed.ok) await auditFailure(tx, establishmentId, auditor, person, failed);
    return failed;
  });
  if (outcome.ok && person) return person;
  if (!outcome.ok && outcome.lockedUntil) {
    const minutes = Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - Date.now()) / 60_000));
    const message = pinMessages.locked(minutes);
    throw new AppError('RATE_LIMITED', message, pinIssue(message));
  }
  throw new AppError('FORBIDDEN', pinMessages.wrong, pinIssue(pinMessages.wrong));
}

async function countedCheck(
  tx: Executor,
  establishmentId: string,
  userId: string,
  pin: string,
): Promise<PinOutcome | null> {
  const [row] = await tx
    .select()
    .from(staffPins)
    .where(and(eq(staffPins.establishmentId, establishmentId), eq(staffPins.userId, userId)))
    .for('update');
  if (!row) return null;
  if (row.lockedUntil && row.lockedUntil > new Date()) {
    return { ok: false, failures: row.failures, lockedUntil: row.lockedUntil, alreadyLocked: true };
  }
  if (await verifyPassword(row.pinHash, pin)) {
    if (row.failures > 0 || row.lockedUntil) {
      await tx
        .update(staffPins)
        .set({ failures: 0, lockedUntil: null })
        .where(and(eq(staffPins.establishmentId, establishmentId), eq(staffPins.userId, userId)));
    }
    return { ok: true };
  }
  const failures = row.failures + 1;
  const locks = failures >= pinMaxFailures;
  // The lock's length is the shop's setting, read in the same statement.
  const [updated] = await tx
    .update(staffPins)
    .set({
      failures: locks ? 0 : failures,
      lockedUntil: locks
        ? sql`now() + (select pin_lock_minutes from establishments where id = ${establishmentId}) * interval '1 minute'`
        : null,
    })
    .where(and(eq(staffPins.establishmentId, establishmentId), eq(staffPins.userId, userId)))
    .returning({ lockedUntil: staffPins.lockedUntil });
  return { ok: false, failures, lockedUntil: updated?.lockedUntil ?? null, alreadyLocked: false };
}

async function auditFailure(
  tx: Executor,
  establishmentId: string,
  auditor: Auditor,
  person: { name: string; role: ShopRole } | null,
  outcome: Extract<PinOutcome, { ok: false }>,
) {
  await recordAudit(tx, establishmentId, auditor, {
    kind: 'pin.failed',
    subject: person ? `PIN de ${person.name}` : 'PIN de pessoa sem PIN',
    after: {
      tentativa: outcome.alreadyLocked
        ? 'com o PIN bloqueado'
        : `${outcome.failures} de ${pinMaxFailures}`,
      ...(outcome.lockedUntil ? { bloqueadoAte: outcome.lockedUntil.toISOString() } : {}),
    },
  });
}

/** Whether `pin` is this person's own PIN (to tell an operator their own PIN approves nothing). */
export async function isOwnPin(
  db: Executor,
  establishmentId: string,
  userId: string,
  pin: string,
): Promise<boolean> {
  const [row] = await db
    .select({ pinHash: staffPins.pinHash })
    .from(staffPins)
    .where(and(eq(staffPins.establishmentId, establishmentId), eq(staffPins.userId, userId)));
  return row ? verifyPassword(row.pinHash, pin) : false;
}

/** The people with a PIN who may approve (Gerente, admin): the approver picker's names. */
export async function approversWithPins(
  db: Database,
  establishmentId: string,
): Promise<PinPerson[]> {
  const people = await peopleWithPins(db, establishmentId);
  return people.filter((person) => person.role === 'admin' || person.role === 'manager');
}
