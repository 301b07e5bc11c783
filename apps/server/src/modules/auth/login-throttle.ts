import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { loginFailures } from './auth.tables';

/**
 * Guessing passwords is slowed per account and per IP address: after `maxPerAccount` failures
 * in the window the account answers 429 (unknown emails alike, so nothing tells them apart),
 * and an address with `maxPerIp` failures is blocked for every account.
 */
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  maxPerAccount: 10,
  maxPerIp: 50,
};

export const throttledMessage =
  'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
const windowStart = () => new Date(Date.now() - loginThrottle.windowMs);

async function failuresOf(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, windowStart())));
  return row?.n ?? 0;
}

/** A password check that may go ahead, counted as a failure until it is settled otherwise. */
export interface LoginAttempt {
  email: string;
  /** The two failure rows written in advance (account and address). */
  rowIds: string[];
}

/**
 * Check and record in one step: under a lock per account and per address, the attempt is
 * refused (null) when either is at its limit, or written down as a failure before the password
 * is checked. Checking first and recording after the answer let 60 guesses sent at once all
 * pass the check before any of them was recorded.
 */
export async function beginLoginAttempt(
  db: Database,
  email: string,
  ip: string,
): Promise<LoginAttempt | null> {
  const keys = [accountKey(email), ipKey(ip)];
  return db.transaction(async (tx) => {
    // Always the account's lock before the address's: two attempts never wait on each other
    // in opposite orders.
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    const [byAccount, byIp] = [await failuresOf(tx, keys[0]!), await failuresOf(tx, keys[1]!)];
    if (byAccount >= loginThrottle.maxPerAccount || byIp >= loginThrottle.maxPerIp) return null;
    const failedAt = new Date();
    const rows = await tx
      .insert(loginFailures)
      .values(keys.map((key) => ({ key, failedAt })))
      .returning({ id: loginFailures.id });
    // Old rows are worthless: drop them as we go instead of running a cleanup job.
    await tx
      .delete(loginFailures)
      .where(and(inArray(loginFailures.key, keys), lt(loginFailures.failedAt, windowStart())));
    return { email, rowIds: rows.map((row) => row.id) };
  });
}

/**
 * What the password check came to: a wrong password keeps the failure written in advance; a
 * right one clears the account's count (not the address's other failures); anything else (a
 * disabled account, a malformed request) was no guess and counts for nothing.
 */
export async function settleLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  outcome: 'wrong-password' | 'signed-in' | 'other',
): Promise<void> {
  if (outcome === 'wrong-password') return;
  await db.delete(loginFailures).where(inArray(loginFailures.id, attempt.rowIds));
  if (outcome === 'signed-in') {
    await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(attempt.email)));
  }
}
