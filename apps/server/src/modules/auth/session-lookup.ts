import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@comanda/shared';
import { namedStatementsAllowed, type Database } from '../../db/client';
import { profiles, sessions, terminalSessions, userRoles, users } from './auth.tables';

/*
 * A signed-in request's session, user, roles and profile in one statement instead of four
 * (better-auth's session + user, then roles, profile and terminal: ADR 064). Not a cache:
 * every request still reads the session row, so a session ended anywhere (sign-out, a
 * password reset, the super admin disabling the account) stops working on its next request,
 * on every instance. Whatever this path is not sure of goes to better-auth's getSession.
 */

/** What a request's session cookie says before any lookup. */
export type SessionCookie =
  | { kind: 'none' }
  | { kind: 'token'; token: string }
  /** A cookie this canonical check does not accept; better-auth decides. */
  | { kind: 'unsure' };

/**
 * The session token of `name`'s cookie, signed as better-call signs it: `<token>.<base64
 * HMAC-SHA256 of the token>`. The cookie is read with better-call's own `parseCookies`, the
 * parser behind better-auth's `getSignedCookie` (the first cookie of a name, unquoted,
 * URL-decoded), so both paths read the same value. The signature is then compared to the
 * canonical one with node:crypto, synchronously and in constant time: better-call's verify
 * (not exported) imports a WebCrypto key and awaits on every call, the cost ADR 064 removed.
 */
export function sessionCookieOf(
  header: string | undefined,
  name: string,
  secret: string,
): SessionCookie {
  if (!header?.includes(name)) return { kind: 'none' };
  const value = parseCookies(header).get(name);
  if (value === undefined) return { kind: 'unsure' };
  const dot = value.lastIndexOf('.');
  if (dot < 1) return { kind: 'unsure' };
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { kind: 'unsure' };
  }
  return { kind: 'token', token };
}

export interface SessionPerson {
  sessionId: string;
  expiresAt: Date;
  userId: string;
  email: string;
  name: string | null;
  roles: Role[];
  establishmentId: string | null;
  /** Whether the session is the shop's terminal (decision 056): its operator is looked up then. */
  onTerminal: boolean;
}

/**
 * The statement, built once per database and prepared (ADR 087): building it with drizzle on
 * each request (its entity checks, the SQL text, the parameters) cost the event loop about as
 * much as reading the answer, and a named statement spares PostgreSQL its parse and plan.
 */
const sessionPersonQueries = new WeakMap<Database, ReturnType<typeof prepareSessionPerson>>();

function prepareSessionPerson(db: Database) {
  return (
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        email: users.email,
        userName: users.name,
        profileName: profiles.name,
        establishmentId: profiles.establishmentId,
        roles: sql<
          Role[]
        >`coalesce((select json_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
        onTerminal: sql<boolean>`exists (select 1 from ${terminalSessions} where ${and(
          eq(terminalSessions.establishmentId, profiles.establishmentId),
          eq(terminalSessions.sessionId, sessions.id),
        )})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      // Unnamed (an empty name) behind a transaction-mode pooler (DATABASE_POOLER).
      .prepare(namedStatementsAllowed(db) ? 'session_person' : '')
  );
}

/** The session of `token`, its user, roles and profile, in one statement; null when none. */
export async function sessionPersonOf(db: Database, token: string): Promise<SessionPerson | null> {
  let query = sessionPersonQueries.get(db);
  if (!query) sessionPersonQueries.set(db, (query = prepareSessionPerson(db)));
  const [row] = await query.execute({ token });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    userId: row.userId,
    email: row.email,
    name: row.profileName || row.userName || null,
    roles: row.roles,
    establishmentId: row.establishmentId,
    onTerminal: row.onTerminal,
  };
}
