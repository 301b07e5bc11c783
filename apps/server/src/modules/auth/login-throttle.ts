import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

async function failuresOf(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, windowStart())));
  return row?.n ?? 0;
}

export async function isLoginThrottled(db: Database, email: string, ip: string): Promise<boolean> {
  const [byAccount, byIp] = await Promise.all([
    failuresOf(db, accountKey(email)),
    failuresOf(db, ipKey(ip)),
  ]);
  return byAccount >= loginThrottle.maxPerAccount || byIp >= loginThrottle.maxPerIp;
}

export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  const failedAt = new Date();
  await db.insert(loginFailures).values([
    { key: accountKey(email), failedAt },
    { key: ipKey(ip), failedAt },
  ]);
  // Old rows are worthless: drop them as we go instead of running a cleanup job.
  await db
    .delete(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [accountKey(email), ipKey(ip)]),
        lt(loginFailures.failedAt, windowStart()),
      ),
    );
}

/** A correct password clears the account's count (not the address's). */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}
