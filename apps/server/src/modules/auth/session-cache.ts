import type { Topic } from '../../lib/realtime';
import type { SessionPerson } from './session-lookup';

/*
 * The signed-in person of a session cookie, kept in memory for a moment (ADR 087): an admin's
 * requests come in bursts (a page's several reads, a restore's check, the PDV's polling), and
 * each one read the session row again, on the event loop the kiosks' answers wait for (goal 8).
 *
 * The rule, so that an ended session or a changed role stops working as before:
 * - An entry is the answer of `sessionPersonOf` for one exact signed cookie value; only found,
 *   unexpired sessions are kept, and the caller still checks the expiry and the extension
 *   point on every request (better-auth answers those, uncached).
 * - Every instance forgets every entry when any row of `sessions`, `users`, `profiles`,
 *   `user_roles` or `terminal_sessions` is written, by whoever (routes, better-auth, jobs,
 *   scripts): a statement trigger (migration 0044) sends `sessions.changed` on the realtime
 *   channel, delivered within milliseconds of the commit.
 * - This instance forgets them before answering any write request outside the kiosk's public
 *   API (sign-out, revoking sessions, a password change, the super admin disabling an account,
 *   a role change...), so the writer's own next request, and anyone else's, is exact even
 *   before the notification arrives. Routes that declare `config.keepsSessions` (a restore's
 *   archive check: it writes no account) do not.
 * - An entry is trusted at most `sessionCacheMaxAgeMs`: what a lost notification (a dropped
 *   LISTEN connection, a write with triggers disabled) can leave stale on another instance.
 * - A lookup under way when the cache is cleared is not kept.
 */

/** The longest an entry is trusted without hearing from the database. */
export const sessionCacheMaxAgeMs = 2_000;
/** Entries kept at most; past it the cache starts over (a burst of sign-ins, a scan). */
const maxEntries = 10_000;

/** What the trigger of migration 0044 sends after each write to an account table. */
export const sessionsTopic = 'sessions' satisfies Topic;

export interface SessionCache {
  /**
   * The person of the signed cookie `value`: from memory when read less than the max age ago
   * and not cleared since, else through `lookup` (concurrent requests share one).
   */
  get(value: string, lookup: () => Promise<SessionPerson | null>): Promise<SessionPerson | null>;
  /** Forgets every entry and every lookup under way. */
  clear(): void;
}

export function createSessionCache(
  options: { maxAgeMs?: number; now?: () => number } = {},
): SessionCache {
  const maxAgeMs = options.maxAgeMs ?? sessionCacheMaxAgeMs;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { person: Promise<SessionPerson | null>; expiresAt: number }>();

  return {
    get(value, lookup) {
      const entry = entries.get(value);
      if (entry && entry.expiresAt > now()) return entry.person;
      if (entries.size >= maxEntries) entries.clear();
      const person = lookup();
      const added = { person, expiresAt: now() + maxAgeMs };
      entries.set(value, added);
      // Only a found session is kept; `clear()` has already dropped `added` if it ran meanwhile.
      const forget = () => {
        if (entries.get(value) === added) entries.delete(value);
      };
      person.then((found) => found ?? forget(), forget);
      return person;
    },
    clear() {
      entries.clear();
    },
  };
}
